"""Held-out weeks of AHU chatbot traffic, written by hand by the author `juliett`.

Run: python3 bench/weeks/juliett_week.py --out bench/weeks

Writes juliett-typical.jsonl, juliett-hard.jsonl and their .truth.json files. The output is
byte-identical on every run: everything random comes from one random.Random(SEED).
Stdlib only. Frozen: held out until its one measurement.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "juliett"
SEED = 73102028
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES = 3000


def intent(iid, item, facet, full, fu=None, fu_after=None):
    service = iid.split(".")[0]
    return {
        "id": iid,
        "item": item,
        "service": service,
        "facet": facet,
        "full": full,
        "fu": fu,
        "fu_after": set(fu_after or ()) | {service},
    }


# ---------------------------------------------------------------------------
# Typical week: public intents, listed from most to least frequent.
# ---------------------------------------------------------------------------
TYPICAL_PUBLIC = [
    intent(
        "akun.lupa-password",
        None,
        "lupa",
        [
            "lupa password akun ahu online gimana cara resetnya",
            "saya lupa kata sandi akun AHU, bisa direset?",
            "gak bisa login ahu online, katanya password salah terus",
            "cara ganti password akun di ahu gimana",
            "link reset password gak masuk ke email saya",
            "akun saya terkunci setelah salah password berkali kali",
            "mau reset password ahu tapi email lama udah gak aktif",
            "lupa password, tombol lupa kata sandi nya dimana ya",
            "udah klik lupa password tapi emailnya gak datang datang",
        ],
        fu=["kalau lupa passwordnya gimana?", "terus kalau lupa kata sandinya?"],
    ),
    intent(
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        "syarat",
        [
            "apa saja syarat mendirikan pt perorangan",
            "syarat bikin pt perorangan apa aja",
            "persyaratan pendirian PT perorangan",
            "mau buat pt perorangan, syaratnya apa ya",
            "pt perorangan bisa didirikan sama wna gak?",
            "umur berapa boleh bikin pt perorangan",
            "dokumen apa aja yg dibutuhin buat pt perorangan",
            "syarat pendirian perseroan perorangan untuk usaha mikro kecil apa saja",
            "pt perorangan syaratnya cukup ktp aja kah?",
            "syarat pt perseorangan apa aja ya kak",
        ],
    ),
    intent(
        "fidusia.daftar",
        "fidusia-pendaftaran",
        "cara",
        [
            "cara daftar jaminan fidusia",
            "bagaimana mendaftarkan fidusia online",
            "pendaftaran fidusia lewat mana",
            "mau daftar fidusia kendaraan, gimana prosesnya",
            "fidusia didaftarin dimana ya",
            "prosedur pendaftaran jaminan fidusia di ahu",
            "cara input pendaftaran fidusia buat leasing",
            "gimana cara daftar fidusia online sampai keluar sertifikatnya",
        ],
    ),
    intent(
        "apostille.biaya",
        "apostille-biaya-lanjutan",
        "biaya",
        [
            "biaya apostille berapa",
            "apostille bayar berapa per dokumen",
            "berapa biaya apostille ijazah",
            "tarif apostille sekarang berapa",
            "apostille akta kelahiran biayanya berapa",
            "pnbp apostille satu dokumen brp",
            "kalau apostille 3 dokumen bayarnya berapa",
        ],
    ),
    intent(
        "pt-perorangan.biaya",
        None,
        "biaya",
        [
            "biaya pendirian pt perorangan berapa",
            "bikin pt perorangan bayar berapa",
            "berapa biaya daftar pt perorangan di ahu",
            "pt perorangan gratis atau bayar ya",
            "pnbp pendirian pt perorangan berapa rupiah",
            "biaya pernyataan pendirian pt perorangan brp",
            "daftar pt perorangan kena biaya gak",
        ],
    ),
    intent(
        "voucher.bayar",
        None,
        "cara",
        [
            "cara bayar voucher ahu",
            "voucher pnbp bayarnya lewat bank apa",
            "kode billing ahu dibayar dimana",
            "udah dapat kode voucher, bayarnya gimana",
            "bisa bayar pnbp ahu lewat mobile banking?",
            "bayar voucher lewat m-banking bsi bisa?",
            "voucher ahu bisa dibayar di indomaret gak",
        ],
    ),
    intent(
        "wasiat.cek",
        "wasiat-pencarian",
        "cara",
        [
            "cara cek apakah almarhum punya wasiat",
            "bapak saya meninggal, gimana tau ada wasiatnya atau tidak",
            "cara mengurus surat keterangan wasiat",
            "pencarian data wasiat orang tua yang sudah meninggal",
            "ngecek wasiat almarhumah ibu dimana",
            "permohonan keterangan wasiat untuk ahli waris gimana",
            "gimana taunya kakek ninggalin wasiat apa gak",
        ],
    ),
    intent(
        "fidusia.roya",
        None,
        "bubar",
        [
            "cara roya fidusia",
            "kredit motor udah lunas, fidusianya gimana hapusnya",
            "penghapusan jaminan fidusia gimana",
            "roya fidusia harus dilakukan siapa",
            "sertifikat fidusia mau dicoret karena utang lunas",
            "cara hapus fidusia yg udah lunas",
        ],
        fu=["kalau udah lunas, hapusnya gimana?", "kalau roya nya gimana?"],
    ),
    intent(
        "apostille.dokumen",
        "apostille-dokumen",
        "dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille gak",
            "akta cerai bisa apostille?",
            "skck bisa diapostille di kemenkum?",
            "dokumen yg bisa dilayani apostille apa aja",
            "apakah terjemahan tersumpah bisa di apostille",
            "buku nikah bisa diapostille nggak",
        ],
        fu=["dokumen apa aja yg bisa?", "kalau ijazah bisa?", "akta lahir bisa juga?"],
    ),
    intent(
        "kewarganegaraan-anak.usia",
        "kewarganegaraan-ganda-anak",
        "usia",
        [
            "anak kewarganegaraan ganda harus milih umur berapa",
            "batas usia anak berkewarganegaraan ganda memilih",
            "anak saya punya 2 paspor, sampai umur berapa boleh ganda",
            "anak hasil kawin campur sampai usia berapa bisa dwi kewarganegaraan",
            "kapan anak berkewarganegaraan ganda wajib pilih wni atau wna",
            "anak ganda kalau udah nikah sebelum 18 gimana, harus milih juga?",
        ],
    ),
    intent(
        "yayasan.dirikan",
        "yayasan-pendirian",
        "cara",
        [
            "cara mendirikan yayasan",
            "gimana cara bikin yayasan",
            "langkah langkah pendirian yayasan sosial",
            "mau dirikan yayasan pendidikan, prosesnya gimana",
            "prosedur pengesahan yayasan di ahu",
            "mendirikan yayasan harus lewat notaris?",
        ],
    ),
    intent(
        "akun.daftar",
        None,
        "cara",
        [
            "cara daftar akun ahu online gimana",
            "mau bikin akun di ahu.go.id untuk daftar pt perorangan, caranya?",
            "registrasi akun ahu online buat umum bisa gak",
            "bagaimana cara membuat akun AHU online",
            "daftar akun ahu pakai email apa aja bisa?",
            "saya belum punya akun ahu, daftarnya dimana",
        ],
        fu=["akunnya daftar dimana?", "harus bikin akun dulu gak? daftarnya gimana"],
    ),
    intent(
        "cv.tempat-daftar",
        "cv-firma-pendaftaran",
        "cara",
        [
            "daftar cv sekarang dimana",
            "pendaftaran cv masih di pengadilan negeri atau sudah di kemenkum",
            "cv didaftarkan kemana ya sekarang",
            "mau daftarin firma, di mana tempatnya",
            "pendaftaran cv lewat sistem apa",
            "cv daftarnya lewat ahu atau ke pengadilan",
        ],
        fu=["kalau cv daftarnya dimana?", "kalau firma didaftarin kemana?"],
        fu_after=["pt-perorangan"],
    ),
    intent(
        "apostille.apa",
        "apostille-biaya-lanjutan",
        "apa",
        [
            "apostille itu apa",
            "apa itu apostille",
            "apostille maksudnya apa ya",
            "pengertian apostille",
            "apostil itu apaan kak",
            "saya disuruh apostille ijazah, apostille itu apa sih",
        ],
    ),
    intent(
        "pt-biasa.notaris",
        "pt-biasa-akta",
        "notaris",
        [
            "pendirian pt biasa harus pakai akta notaris gak",
            "bikin pt biasa wajib lewat notaris?",
            "pt persekutuan modal bisa didaftarkan sendiri tanpa notaris?",
            "apakah pt yang pendirinya dua orang perlu akta notaris",
            "pt biasa bisa daftar sendiri di ahu kayak pt perorangan gak, atau harus notaris",
            "pt non perorangan wajib akta notaris kah",
        ],
        fu=["kalau pt biasa perlu akta notaris gak?", "kalau pt yg 2 orang harus notaris?"],
        fu_after=["pt-perorangan"],
    ),
    intent(
        "pt-perorangan.ubah",
        None,
        "ubah",
        [
            "cara ubah alamat pt perorangan",
            "mau ganti kbli pt perorangan gimana caranya",
            "pernyataan perubahan pt perorangan gimana",
            "bisa gak ubah modal dasar pt perorangan",
            "salah input alamat di pt perorangan, bisa diubah?",
            "cara perubahan data pt perorangan di ahu online",
        ],
    ),
    intent(
        "apostille.lama",
        None,
        "lama",
        [
            "berapa lama proses apostille",
            "apostille jadinya berapa hari",
            "apostille bisa selesai hari itu juga gak",
            "proses apostille lama gak",
            "apostille udah 3 hari belum jadi, normalnya berapa lama",
        ],
    ),
    intent(
        "kewarganegaraan-naturalisasi.syarat",
        None,
        "syarat",
        [
            "syarat naturalisasi jadi wni",
            "suami saya wna mau jadi wni, syaratnya apa",
            "persyaratan pewarganegaraan",
            "wna sudah tinggal 10 tahun di indonesia, syarat jadi wni apa",
            "dokumen apa saja untuk permohonan kewarganegaraan ri",
        ],
    ),
    intent(
        "perkumpulan.badan-hukum",
        "perkumpulan-badan-hukum",
        "cara",
        [
            "cara perkumpulan jadi badan hukum",
            "pengesahan badan hukum perkumpulan gimana",
            "organisasi kami mau jadi perkumpulan berbadan hukum, caranya?",
            "perkumpulan bisa disahkan di ahu online?",
            "prosedur pendaftaran perkumpulan badan hukum",
        ],
    ),
    intent(
        "yayasan.ubah-pengurus",
        None,
        "ubah",
        [
            "cara ganti pengurus yayasan",
            "perubahan susunan pembina yayasan gimana",
            "ketua yayasan meninggal, cara ganti pengurusnya gimana",
            "perubahan data pengurus yayasan di ahu",
            "mau ubah susunan pengurus yayasan prosedurnya",
        ],
        fu=["kalau ganti pengurusnya gimana?", "kalau ketuanya diganti gimana?"],
    ),
    intent(
        "apostille.vs-legalisasi",
        "apostille-vs-legalisasi",
        "beda",
        [
            "beda apostille dan legalisasi apa",
            "apostille sama legalisasi itu sama gak",
            "perbedaan apostille dengan legalisasi kedutaan",
            "lebih baik apostille atau legalisasi, bedanya apa",
        ],
        fu=["bedanya sama legalisasi apa?", "itu sama kayak legalisasi bukan?"],
    ),
    intent(
        "koperasi.dirikan",
        None,
        "cara",
        [
            "cara mendirikan koperasi",
            "pengesahan akta pendirian koperasi dimana",
            "koperasi daftarnya ke ahu atau dinas koperasi",
            "bikin koperasi simpan pinjam prosesnya gimana",
            "proses badan hukum koperasi gimana",
        ],
    ),
    intent(
        "pt-perorangan.bubar",
        None,
        "bubar",
        [
            "cara membubarkan pt perorangan",
            "pt perorangan saya sudah tidak jalan, gimana cara menutupnya",
            "pembubaran pt perorangan prosedurnya gimana",
            "mau tutup pt perorangan, harus ngapain",
            "pernyataan pembubaran pt perorangan diisi dimana",
        ],
    ),
    intent(
        "fidusia.biaya",
        None,
        "biaya",
        [
            "biaya pendaftaran fidusia berapa",
            "pnbp fidusia brp",
            "tarif daftar jaminan fidusia nilai 50 juta",
            "daftar fidusia bayarnya berapa",
        ],
    ),
]

FU_TYPICAL = {
    "biaya": [
        "biayanya berapa?",
        "bayar berapa ya?",
        "ada biayanya gak?",
        "kalau biayanya?",
        "itu bayar gak?",
    ],
    "syarat": ["syaratnya apa aja?", "persyaratannya apa ya?", "kalau syaratnya?"],
    "lama": ["prosesnya berapa lama?", "berapa hari jadinya?", "lama gak prosesnya?"],
    "cara": ["caranya gimana?", "daftarnya lewat mana?", "prosesnya gimana ya?"],
    "ubah": ["kalau mau ubah datanya gimana?", "kalau ada perubahan caranya gimana?"],
    "bubar": ["kalau mau ditutup gimana?", "kalau mau dibubarin caranya?"],
    "apa": ["itu sebenarnya apa sih?", "maksudnya itu apa ya?"],
}

# ---------------------------------------------------------------------------
# Internal surface (staff data agent).
# ---------------------------------------------------------------------------
INT_PT_COUNT = intent(
    "int-pt-perorangan.jumlah",
    "internal-jumlah-pt-bulanan",
    "jumlah",
    [
        "berapa jumlah pt perorangan yang terdaftar di {prov} bulan {bulan} {tahun}",
        "tolong cek jumlah pendaftaran pt perorangan tahun {tahun}",
        "jumlah pt perorangan {prov} {tahun} berapa",
        "total pt perorangan baru bulan lalu",
        "pt perorangan yang daftar minggu ini ada berapa",
        "rekap jumlah pt perorangan per provinsi bulan {bulan}",
        "pendaftaran pt perorangan di {prov} sepanjang {tahun} ada berapa",
        "minta angka pt perorangan {prov} triwulan {q} {tahun}",
    ],
    fu=[
        "kalau {prov}?",
        "tahun lalu berapa?",
        "kalau {tahun_prev}?",
        "kalau bulan {bulan}?",
        "yg {prov} gimana?",
        "kalau se-indonesia?",
        "bulan sebelumnya?",
    ],
)
INT_PT_RANK = intent(
    "int-pt-perorangan.ranking",
    "internal-provinsi-pt-terbanyak-2025",
    "ranking",
    [
        "provinsi mana yang paling banyak pt perorangan tahun {tahun}",
        "{k} provinsi teratas pendaftaran pt perorangan {tahun}",
        "urutkan provinsi berdasarkan jumlah pt perorangan bulan {bulan}",
        "top {k} provinsi pt perorangan terbanyak",
        "ranking provinsi pt perorangan {tahun}",
        "provinsi dengan pendaftaran pt perorangan tertinggi bulan lalu apa aja",
    ],
    fu=[
        "kalau {k} besar?",
        "yang paling sedikit provinsi mana?",
        "kalau tahun {tahun_prev}?",
        "kalau bulan {bulan} urutannya?",
    ],
)
INT_FID_THR = intent(
    "int-fidusia.kanwil-di-atas",
    "internal-fidusia-kantor-wilayah",
    "threshold",
    [
        "kanwil mana aja yang pendaftaran fidusianya di atas {n} bulan {bulan}",
        "kantor wilayah dengan fidusia lebih dari {n} pada {bulan} {tahun}",
        "list kanwil fidusia > {n} bulan lalu",
        "daftar kanwil yg fidusianya tembus {n} bulan ini",
        "kanwil yang mencatat fidusia lebih dari {n} di {tahun}",
    ],
    fu=["kalau di atas {n}?", "kalau bulan {bulan}?", "kalau batasnya {n}?"],
)
INT_FID_COUNT = intent(
    "int-fidusia.jumlah",
    None,
    "jumlah",
    [
        "jumlah pendaftaran fidusia {prov} bulan {bulan}",
        "berapa fidusia yang terdaftar tahun {tahun}",
        "total sertifikat fidusia terbit bulan lalu",
        "fidusia di kanwil {prov} {tahun} berapa",
        "cek jumlah fidusia nasional bulan {bulan} {tahun}",
    ],
    fu=["kalau {prov}?", "tahun lalu berapa?", "kalau bulan {bulan}?"],
)
INT_PT_CMP = intent(
    "int-pt-perorangan.perbandingan",
    None,
    "banding",
    [
        "pt perorangan {tahun} dibanding {tahun_prev} naik berapa persen",
        "bandingkan pendaftaran pt perorangan q1 {tahun} sama q1 {tahun_prev}",
        "pertumbuhan pt perorangan {prov} bulan ini dibanding bulan lalu",
        "pt perorangan {prov} naik atau turun dibanding tahun lalu",
    ],
    fu=["kalau {prov} pertumbuhannya?", "kalau dibanding {tahun_prev}?"],
)
INT_PT_THR = intent(
    "int-pt-perorangan.kanwil-di-atas",
    None,
    "threshold",
    [
        "kanwil mana aja yg pt perorangan nya lebih dari {n} bulan {bulan}",
        "list kanwil dengan pendaftaran pt perorangan > {n} di {tahun}",
        "which offices had more than {n} pt perorangan registrations in {bulan}",
        "kantor wilayah yg pt perorangannya tembus {n} bulan lalu apa aja",
    ],
    fu=["kalau di atas {n}?", "kalau bulan {bulan}?"],
)
INT_FID_RANK = intent(
    "int-fidusia.ranking",
    None,
    "ranking",
    [
        "provinsi mana yg fidusianya paling banyak tahun {tahun}",
        "top {k} provinsi pendaftaran fidusia {tahun}",
        "ranking kanwil by jumlah fidusia bulan {bulan}",
        "urutan provinsi fidusia terbanyak bulan lalu",
    ],
    fu=["kalau {k} besar?", "yang paling rendah mana?"],
)

# follow-ups that switch to another intent inside an internal session
SWITCH = {
    "int-pt-perorangan.jumlah": [
        ("int-fidusia.jumlah", ["kalau fidusia?", "kalau pendaftaran fidusianya berapa?"]),
        (
            "int-pt-perorangan.perbandingan",
            ["itu naik atau turun dibanding tahun lalu?", "dibanding bulan sebelumnya naik brp %?"],
        ),
        ("int-pt-perorangan.ranking", ["dari situ provinsi mana yg paling banyak?"]),
    ],
    "int-pt-perorangan.ranking": [
        ("int-pt-perorangan.jumlah", ["total semuanya berapa?", "jumlah nasionalnya berapa?"]),
        ("int-fidusia.ranking", ["kalau fidusia urutannya gimana?"]),
    ],
    "int-fidusia.jumlah": [
        ("int-fidusia.kanwil-di-atas", ["kanwil mana aja yg di atas {n}?"]),
        ("int-pt-perorangan.jumlah", ["kalau pt perorangan berapa?"]),
    ],
    "int-fidusia.kanwil-di-atas": [
        ("int-pt-perorangan.kanwil-di-atas", ["kalau pt perorangan yg di atas {n}?"]),
        ("int-fidusia.jumlah", ["totalnya berapa semua?"]),
    ],
}

TYPICAL_INTERNAL = [INT_PT_COUNT, INT_PT_RANK, INT_FID_THR, INT_FID_COUNT, INT_PT_CMP]

# ---------------------------------------------------------------------------
# Hard week: public intents, most to least frequent.
# ---------------------------------------------------------------------------
HARD_PUBLIC = [
    intent(
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        "syarat",
        [
            "requirement buat PT perorangan apa aja",
            "apa yg perlu disiapkan kalau mau bikin PT perorangan",
            "dokumen apa yg dibawa utk pendirian perseroan perorangan",
            "what are the requirements to set up a PT perorangan",
            "PT perorangan boleh didirikan WNA ga? atau harus WNI",
            "minimal umur founder PT perorangan berapa",
            "kriteria siapa aja yg boleh buka PT perorangan",
            "ketentuan pendirian PT perseorangan buat UMK",
            "need KTP aja or ada dokumen lain for PT perorangan?",
        ],
    ),
    intent(
        "akun.lupa-password",
        None,
        "lupa",
        [
            "forgot password AHU online",
            "lupa sandi akun ahu",
            "reset password ga masuk email",
            "ga bisa login ahu online, pass nya ditolak terus",
            "akun ahu ke lock abis salah sandi",
            "can't log in to AHU, lupa password",
        ],
        fu=["kalau forgot password gimana?", "kalau lupa sandinya?"],
    ),
    intent(
        "pt-perorangan.biaya",
        None,
        "biaya",
        [
            "fee PT perorangan berapa ya",
            "ongkos bikin PT perorangan",
            "tarif PNBP pernyataan pendirian PT perseorangan",
            "how much does it cost to register PT perorangan",
            "PT perorangan bayar berapa sih total",
            "PT perorangan free atau ada charge nya",
            "harga pendaftaran perseroan perorangan di AHU",
        ],
    ),
    intent(
        "apostille.biaya",
        "apostille-biaya-lanjutan",
        "biaya",
        [
            "fee apostille per dokumen",
            "apostille ongkosnya brp",
            "tarif apostille skrg",
            "how much is apostille",
            "bayar brp utk apostille ijazah",
            "PNBP apostille berapa",
            "apostille 2 dokumen total charge nya berapa",
        ],
    ),
    intent(
        "fidusia.daftar",
        "fidusia-pendaftaran",
        "cara",
        [
            "how to register fidusia",
            "alur daftar jaminan fidusia online",
            "input fidusia di AHU gimana",
            "pendaftaran fidusia harus lewat notaris ya? gimana prosesnya",
            "daftarin fidusia mobil step nya apa",
            "fiducia registration lewat mana",
        ],
    ),
    intent(
        "pt-perorangan.cara-daftar",
        None,
        "cara",
        [
            "step by step daftar PT perorangan online",
            "PT perorangan daftarnya lewat website apa",
            "gimana prosedur mengisi pernyataan pendirian PT perorangan",
            "how to register PT perorangan, lewat OSS atau AHU?",
            "alur pendaftaran perseroan perorangan",
            "tutorial bikin PT perorangan di ahu online",
        ],
    ),
    intent(
        "apostille.dokumen",
        "apostille-dokumen",
        "dokumen",
        [
            "dokumen apa aja yg bs di apostille",
            "can I apostille my diploma",
            "akta nikah bisa diapostille di kemenkum?",
            "transkrip nilai bisa apostille ga",
            "surat keterangan dari notaris bisa apostille?",
            "which documents can be apostilled",
        ],
        fu=["dokumen apa aja yg bisa?", "kalau transkrip bisa?", "is a birth certificate ok?"],
    ),
    intent(
        "wasiat.cek",
        "wasiat-pencarian",
        "cara",
        [
            "cara cek wasiat almarhum",
            "how to check if my late father left a will",
            "mau tau bapak ninggalin wasiat ga",
            "permohonan surat keterangan wasiat gimana",
            "search wasiat orang tua yg meninggal",
            "cek ada testament ga dari almarhumah",
        ],
    ),
    intent(
        "fidusia.roya",
        None,
        "bubar",
        [
            "roya fidusia gimana",
            "hapus fidusia setelah lunas",
            "penghapusan sertifikat jaminan fidusia",
            "how to cancel fidusia after loan paid off",
            "kredit lunas tapi fidusia belum dicoret",
            "leasing gak mau roya fidusia, gimana",
        ],
        fu=["kalau udah lunas hapusnya gmn?", "kalau mau di-roya?"],
    ),
    intent(
        "voucher.bayar",
        None,
        "cara",
        [
            "cara bayar voucher",
            "how to pay PNBP voucher",
            "kode billing dibayar lewat mana",
            "bayar voucher via m-banking bisa",
            "payment voucher ahu lewat teller bank",
        ],
    ),
    intent(
        "pt-perorangan.ubah",
        None,
        "ubah",
        [
            "mau update KBLI PT perorangan, gmn",
            "change address of PT perorangan how",
            "pernyataan perubahan PT perseorangan diisi dimana",
            "ganti nama PT perorangan bisa?",
            "revisi data PT perorangan yg salah input",
            "tambah modal PT perorangan prosedurnya",
        ],
    ),
    intent(
        "kewarganegaraan-anak.usia",
        "kewarganegaraan-ganda-anak",
        "usia",
        [
            "anak dwi kewarganegaraan hrs milih umur brp",
            "until what age can a child keep dual citizenship",
            "batas umur anak kewarganegaraan ganda terbatas",
            "anak kawin campur kapan wajib pilih WNI",
            "deadline anak pilih kewarganegaraan",
        ],
        fu=["sampai umur brp hrs milih?", "until what age?"],
    ),
    intent(
        "apostille.apa",
        "apostille-biaya-lanjutan",
        "apa",
        [
            "apostille itu apa",
            "what is apostille",
            "apostille maksudnya apa",
            "apa fungsi apostille",
            "denger2 harus apostille, itu apaan ya",
        ],
    ),
    intent(
        "pt-perorangan.lama",
        None,
        "lama",
        [
            "PT perorangan jadi berapa hari",
            "berapa lama proses PT perorangan sampai dapat sertifikat",
            "how long to get PT perorangan approved",
            "PT perorangan bisa selesai sehari?",
            "estimasi waktu pendaftaran PT perseorangan",
        ],
    ),
    intent(
        "yayasan.dirikan",
        "yayasan-pendirian",
        "cara",
        [
            "step bikin yayasan gimana",
            "how to establish a yayasan",
            "prosedur pendirian yayasan sosial",
            "alur pengesahan badan hukum yayasan",
            "mau buka yayasan panti asuhan, caranya?",
            "mendirikan yayasan lewat notaris atau bisa sendiri",
        ],
    ),
    intent(
        "apostille.lama",
        None,
        "lama",
        [
            "apostille berapa hari jadi",
            "how long apostille process",
            "apostille bisa same day?",
            "estimasi waktu apostille",
            "apostille prosesnya lama ga",
        ],
    ),
    intent(
        "cv.tempat-daftar",
        "cv-firma-pendaftaran",
        "cara",
        [
            "register CV now where, still di pengadilan?",
            "CV didaftarin ke mana skrg",
            "firma daftarnya di PN atau di kemenkum",
            "where do I register a CV",
            "pendaftaran persekutuan komanditer lewat sistem apa",
            "CV masih perlu ke pengadilan negeri ga?",
        ],
    ),
    intent(
        "pt-biasa.notaris",
        "pt-biasa-akta",
        "notaris",
        [
            "PT biasa wajib notaris ga",
            "do I need a notary to set up a regular PT",
            "PT yg pendirinya 2 orang harus pakai akta notaris atau cukup isi form online",
            "pendirian PT persekutuan modal harus lewat notaris kah",
            "PT non perorangan boleh tanpa notaris?",
            "akta pendirian PT biasa mesti dibuat notaris?",
        ],
        fu=["kalau PT biasa harus notaris ga?", "kalau regular PT need notary?"],
        fu_after=["pt-perorangan"],
    ),
    intent(
        "fidusia.biaya",
        None,
        "biaya",
        [
            "fee pendaftaran fidusia",
            "ongkos daftar fidusia",
            "tarif PNBP jaminan fidusia nilai penjaminan 100 jt",
            "how much is fidusia registration",
            "daftar fidusia kena biaya brp",
        ],
    ),
    intent(
        "pt-perorangan.bubar",
        None,
        "bubar",
        [
            "close PT perorangan gimana",
            "mau tutup PT perorangan krn usaha udah berhenti",
            "pembubaran perseroan perorangan prosedurnya apa",
            "PT perorangan bisa dibubarkan sendiri tanpa notaris?",
            "how to dissolve PT perorangan",
            "hapus PT perorangan dari sistem AHU",
        ],
    ),
    intent(
        "akun.daftar",
        None,
        "cara",
        [
            "sign up akun AHU gimana",
            "registrasi user AHU online",
            "create account ahu online",
            "bikin akun ahu buat umum",
            "daftar akun ahu pake nik bisa",
        ],
        fu=["sign up nya gimana?", "akunnya bikin dimana?"],
    ),
    intent(
        "yayasan.syarat",
        None,
        "syarat",
        [
            "syarat pendirian yayasan apa aja",
            "dokumen apa yg harus disiapkan buat yayasan",
            "requirement yayasan apa",
            "kekayaan awal yayasan minimal berapa",
            "pendiri yayasan harus berapa orang",
        ],
    ),
    intent(
        "pt-perorangan.apa",
        None,
        "apa",
        [
            "beda PT perorangan sama PT biasa apa",
            "PT perorangan itu apa sih, bedanya dgn PT persekutuan modal",
            "difference between PT perorangan and regular PT",
            "mending PT perorangan atau PT biasa, apa bedanya",
            "PT perseorangan itu maksudnya gimana",
        ],
        fu=["bedanya sama PT biasa apa?", "itu sebenarnya apa sih?"],
    ),
    intent(
        "apostille.vs-legalisasi",
        "apostille-vs-legalisasi",
        "beda",
        [
            "apostille vs legalisasi",
            "difference apostille and legalization",
            "apostille sama legalisir kedutaan bedanya apa",
            "kapan pakai apostille kapan legalisasi",
            "legalisasi masih perlu kalau udah apostille?",
        ],
        fu=["bedanya sama legalisasi?", "vs legalisasi gimana?"],
    ),
    intent(
        "kewarganegaraan-naturalisasi.syarat",
        None,
        "syarat",
        [
            "requirement naturalisasi WNI",
            "syarat pewarganegaraan",
            "what do I need to become an Indonesian citizen",
            "dokumen apa yg dibawa utk ajukan jadi WNI",
            "syarat WNA suami WNI jadi WNI",
        ],
    ),
    intent(
        "apostille.cara",
        None,
        "cara",
        [
            "cara ajukan apostille online",
            "how to apply for apostille",
            "apostille daftarnya lewat web apa",
            "permohonan apostille harus datang ke kantor?",
            "step apostille di AHU gimana",
        ],
    ),
    intent(
        "yayasan.biaya",
        None,
        "biaya",
        [
            "biaya pengesahan yayasan",
            "PNBP yayasan berapa",
            "ongkos bikin yayasan",
            "fee yayasan di AHU",
            "bikin yayasan habis berapa",
        ],
    ),
    intent(
        "perkumpulan.badan-hukum",
        "perkumpulan-badan-hukum",
        "cara",
        [
            "perkumpulan mau berbadan hukum, gimana",
            "how does an association get legal entity status",
            "pengesahan perkumpulan di kemenkum caranya",
            "ormas mau jadi perkumpulan badan hukum prosedurnya",
            "alur perkumpulan disahkan jadi badan hukum",
        ],
    ),
    intent(
        "fidusia.ubah",
        None,
        "ubah",
        [
            "perubahan sertifikat fidusia",
            "ganti objek jaminan fidusia",
            "revisi data fidusia salah ketik",
            "amend fidusia certificate",
            "ubah nilai penjaminan fidusia",
        ],
    ),
    intent(
        "yayasan.ubah-pengurus",
        None,
        "ubah",
        [
            "ganti pembina yayasan gmn",
            "update pengurus yayasan di AHU",
            "change board of yayasan how",
            "pergantian ketua yayasan prosedurnya",
            "perubahan susunan pengurus yayasan",
        ],
    ),
    intent(
        "wasiat.biaya",
        None,
        "biaya",
        [
            "biaya surat keterangan wasiat",
            "cek wasiat bayar brp",
            "fee pencarian wasiat",
            "PNBP permohonan keterangan wasiat",
            "ongkos search wasiat",
        ],
    ),
    intent(
        "kewarganegaraan-anak.daftar",
        None,
        "cara",
        [
            "cara daftar anak kewarganegaraan ganda",
            "how to register my child for dual citizenship",
            "pendaftaran anak berkewarganegaraan ganda dimana",
            "anak lahir di luar negeri mau didaftarkan ganda gimana",
            "prosedur pendaftaran anak kawin campur biar dapat kewarganegaraan ganda",
        ],
    ),
    intent(
        "cv.biaya",
        None,
        "biaya",
        [
            "biaya daftar CV di SABU",
            "ongkos pendaftaran CV berapa",
            "fee register CV",
            "PNBP pendaftaran firma brp",
            "bikin CV bayar brp ke negara",
        ],
    ),
    intent(
        "pt-biasa.biaya",
        None,
        "biaya",
        [
            "biaya pengesahan PT biasa di AHU",
            "fee pendirian PT persekutuan modal",
            "PNBP pengesahan badan hukum PT berapa",
            "ongkos bikin PT biasa brp (bukan perorangan)",
            "how much to register a regular PT",
        ],
    ),
    intent(
        "koperasi.dirikan",
        None,
        "cara",
        [
            "cara bikin koperasi",
            "how to set up a cooperative",
            "pengesahan koperasi lewat AHU kah",
            "prosedur badan hukum koperasi",
            "koperasi desa daftarnya gimana",
        ],
    ),
]

FU_HARD = {
    "biaya": ["fee nya?", "ongkosnya brp?", "tarifnya?", "how much?", "bayar brp?"],
    "syarat": ["requirement nya apa?", "apa yg perlu disiapkan?", "dokumen apa yg dibawa?"],
    "lama": ["how long?", "berapa lama jadinya?", "makan waktu brp hari?"],
    "cara": ["caranya gmn?", "lewat mana?", "step nya gimana?"],
    "ubah": ["kalau mau ganti datanya?", "kalau mau update gmn?"],
    "bubar": ["kalau mau close?", "kalau mau dihapus/ditutup gimana?"],
    "apa": ["itu apa sih sebenernya?", "what is it exactly?"],
}

HARD_INTERNAL = [
    INT_PT_COUNT,
    INT_PT_RANK,
    INT_FID_THR,
    INT_FID_COUNT,
    INT_PT_THR,
    INT_PT_CMP,
    INT_FID_RANK,
]

# extra English / mixed internal phrasings for the hard week only
HARD_INTERNAL_EXTRA = {
    "int-pt-perorangan.jumlah": [
        "how many PT perorangan registered in {prov} in {bulan} {tahun}",
        "berapa banyak perseroan perorangan yg masuk {tahun}",
        "count PT perorangan {prov} {tahun}",
    ],
    "int-pt-perorangan.ranking": [
        "which provinces top the PT perorangan list in {tahun}",
        "provinsi juara pendaftaran perseroan perorangan {tahun}",
    ],
    "int-fidusia.kanwil-di-atas": [
        "offices with more than {n} fidusia registrations in {bulan}",
        "kanwil yg fidusianya > {n} per {bulan} {tahun}",
    ],
    "int-fidusia.jumlah": ["how many fidusia registrations in {prov} {tahun}"],
}

# ---------------------------------------------------------------------------
# Noise.
# ---------------------------------------------------------------------------
GREET = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "selamat pagi",
    "siang min",
    "sore kak",
    "malam min",
    "permisi",
    "mohon info",
    "assalamualaikum",
    "hai",
    "maaf mau tanya",
    "mau tanya",
    "izin bertanya",
    "halo admin",
    "p",
]
GREET_HARD = [*GREET, "hi", "hello", "sorry mau nanya", "excuse me", "hai min, quick question"]
CLOSE = [
    "dong",
    "ya",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "mohon infonya",
    "🙏",
    "thx",
    "tq",
    "ya kak",
    "mohon dibantu",
]
CLOSE_HARD = [*CLOSE, "thanks", "pls", "asap ya", "thank you"]
NONE_LINES = [
    "makasih",
    "makasih kak",
    "terima kasih min",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "halo",
    "halo min",
    "p",
    "pagi",
    "ok makasih infonya",
    "👍",
    "sip",
    "baik terima kasih",
    "test",
    "oke kak",
    "ya",
    "assalamualaikum",
    "hmm",
]
NONE_HARD = [*NONE_LINES, "thanks", "ok noted", "noted kak", "thank you min", "hi", "good"]

ABBR = [
    ("yang", "yg"),
    ("gimana", "gmn"),
    ("bagaimana", "bgmn"),
    ("berapa", "brp"),
    ("di mana", "dmn"),
    ("dimana", "dmn"),
    ("saya", "sy"),
    ("untuk", "utk"),
    ("buat", "bwt"),
    ("bisa", "bs"),
    ("tidak", "gk"),
    ("gak", "gk"),
    ("nggak", "ngga"),
    ("saja", "aja"),
    ("sudah", "udh"),
    ("udah", "udh"),
    ("karena", "krn"),
    ("tolong", "tlg"),
    ("sekarang", "skrg"),
    ("dengan", "dgn"),
    ("juga", "jg"),
    ("kalau", "kalo"),
    ("banget", "bgt"),
    ("sama", "sm"),
    ("belum", "blm"),
    ("lagi", "lg"),
    ("pakai", "pake"),
    ("harus", "hrs"),
    ("bapak", "bpk"),
    ("terima kasih", "makasih"),
    ("apakah", "apa"),
    ("dokumen", "dok"),
    ("tahun", "thn"),
]
KEYS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

PROV = [
    "Jawa Barat",
    "Jawa Timur",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Sumatera Utara",
    "Sumatera Barat",
    "Riau",
    "Sumatera Selatan",
    "Lampung",
    "Bali",
    "NTB",
    "NTT",
    "Kalimantan Timur",
    "Kalimantan Barat",
    "Sulawesi Selatan",
    "Sulawesi Utara",
    "DI Yogyakarta",
    "Papua",
    "Aceh",
    "jatim",
    "jabar",
    "sulsel",
    "kaltim",
]
BULAN = [
    "januari",
    "februari",
    "maret",
    "april",
    "mei",
    "juni",
    "juli",
    "agustus",
    "september",
    "oktober",
    "november",
    "desember",
]
FIRST = [
    "budi",
    "siti",
    "agus",
    "dewi",
    "rudi",
    "nur",
    "ahmad",
    "rina",
    "eko",
    "fitri",
    "hendra",
    "yuni",
    "joko",
    "sri",
    "andi",
    "wahyu",
    "putri",
    "dian",
    "bayu",
    "ratna",
]
LAST = [
    "santoso",
    "rahmawati",
    "hidayat",
    "lestari",
    "saputra",
    "wijaya",
    "kurniawan",
    "pratama",
    "susanti",
    "nugroho",
    "siregar",
    "situmorang",
    "simanjuntak",
    "halim",
    "wulandari",
    "permana",
]


class Gen:
    def __init__(self, rng: random.Random, hard: bool):
        self.rng = rng
        self.hard = hard

    # -- personal details ------------------------------------------------------
    def nik(self):
        r = self.rng
        prov = r.choice(["32", "31", "33", "35", "36", "12", "51", "73", "64", "16", "18"])
        day = r.randint(1, 28) + (40 if r.random() < 0.5 else 0)
        dob = f"{day:02d}{r.randint(1, 12):02d}{r.randint(60, 99) if r.random() < 0.7 else 5:02d}"
        return f"{prov}{r.randint(1, 79):02d}{r.randint(1, 40):02d}{dob}{r.randint(1, 2999):04d}"

    def phone(self):
        r = self.rng
        op = r.choice(["812", "813", "821", "822", "852", "857", "877", "878", "895", "896"])
        rest = "".join(str(r.randint(0, 9)) for _ in range(r.choice([7, 8])))
        form = r.randrange(5)
        if form == 0:
            return f"0{op}{rest}"
        if form == 1:
            return f"0{op}-{rest[:4]}-{rest[4:]}"
        if form == 2:
            return f"+62 {op} {rest[:4]} {rest[4:]}"
        if form == 3:
            return f"62{op}{rest}"
        return f"0{op} {rest[:4]} {rest[4:]}"

    def name(self):
        return f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)}"

    def email(self):
        r = self.rng
        a, b = r.choice(FIRST), r.choice(LAST)
        local = r.choice([f"{a}.{b}", f"{a}{b}{r.randint(1, 99)}", f"{a}_{r.randint(80, 2005)}"])
        dom = r.choice(["gmail.com", "yahoo.co.id", "ymail.com", "outlook.com", "gmail.com"])
        return f"{local}@{dom}"

    def npwp(self):
        d = [str(self.rng.randint(0, 9)) for _ in range(16)]
        if self.rng.random() < 0.5:
            s = "".join(d[:15])
            return f"{s[:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
        return "".join(d)

    def detail(self):
        r = self.rng
        kind = r.randrange(7)
        if kind == 0:
            return r.choice(["nik {}", "NIK saya {}", "nik: {}"]).format(self.nik())
        if kind == 1:
            return r.choice(["no hp {}", "wa {}", "hubungi {}", "no wa saya {}"]).format(
                self.phone()
            )
        if kind == 2:
            return r.choice(["email {}", "email sy {}", "akun {}"]).format(self.email())
        if kind == 3:
            return r.choice(["npwp {}", "NPWP: {}"]).format(self.npwp())
        if kind == 4:
            return r.choice(["a.n. {}", "atas nama {}", "sy {}"]).format(self.name().title())
        if kind == 5:
            return f"nama sy {self.name()}, nik {self.nik()}"
        return f"{self.name().title()} / {self.phone()} / {self.email()}"

    # -- text noise ------------------------------------------------------------
    def abbreviate(self, s):
        r = self.rng
        for full, short in ABBR:
            if r.random() < 0.65:
                s = re.sub(rf"\b{full}\b", short, s, flags=re.IGNORECASE)
        return s

    def typo(self, s):
        """Return (text, changed) with one or two keyboard slips in longer words."""
        r = self.rng
        words = s.split(" ")
        idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
        if not idx:
            return s, False
        changed = False
        for _ in range(1 if r.random() < 0.8 else 2):
            i = r.choice(idx)
            w = words[i]
            p = r.randrange(1, len(w))
            op = r.randrange(4)
            if op == 0 and p < len(w) - 1 and w[p] != w[p + 1]:
                w = w[:p] + w[p + 1] + w[p] + w[p + 2 :]
            elif op == 1:
                w = w[:p] + w[p + 1 :]
            elif op == 2:
                w = w[:p] + w[p] + w[p:]
            else:
                row = next((k for k in KEYS if w[p].lower() in k), None)
                if row is None:
                    continue
                j = row.index(w[p].lower())
                nb = row[j - 1] if j > 0 and (j == len(row) - 1 or r.random() < 0.5) else row[j + 1]
                w = w[:p] + nb + w[p + 1 :]
            if w != words[i]:
                words[i] = w
                changed = True
        return " ".join(words), changed

    def stretch(self, s):
        words = s.split(" ")
        i = self.rng.randrange(len(words))
        w = words[i]
        if len(w) >= 2 and w[-1].isalpha():
            words[i] = w + w[-1] * self.rng.randint(1, 4)
        return " ".join(words)

    def case(self, s):
        x = self.rng.random()
        if x < 0.55:
            return s.lower()
        if x < 0.8:
            return s
        if x < 0.93:
            return s[:1].upper() + s[1:]
        if x < 0.97:
            return s.upper()
        return s.title()

    def punct(self, s):
        s = s.rstrip("?!. ")
        x = self.rng.random()
        if x < 0.35:
            return s
        if x < 0.65:
            return s + "?"
        if x < 0.75:
            return s + "??"
        if x < 0.82:
            return s + " ?"
        if x < 0.9:
            return s + "..."
        if x < 0.95:
            return s + "?!"
        return s + "."

    def noisy(self, text, typo_p, internal=False):
        """Return (line, had_typo)."""
        r = self.rng
        s = text
        if r.random() < (0.35 if internal else 0.5):
            s = self.abbreviate(s)
        s, had = self.typo(s) if r.random() < typo_p else (s, False)
        if r.random() < 0.06:
            s = self.stretch(s)
        s = self.case(s)
        s = self.punct(s)
        greet = GREET_HARD if self.hard else GREET
        close = CLOSE_HARD if self.hard else CLOSE
        if not internal:
            if r.random() < 0.28:
                g = r.choice(greet)
                if r.random() < 0.15:
                    g = g + g[-1] * r.randint(1, 3)
                s = g + r.choice([", ", " ", ".. ", " - "]) + s
            if r.random() < 0.22:
                s = s.rstrip("?.") + " " + r.choice(close)
            if r.random() < 0.06:
                d = self.detail()
                s = (
                    f"{d}. {s}"
                    if r.random() < 0.4
                    else r.choice([f"{s}, {d}", f"{s} ({d})", f"{s}. {d}"])
                )
        else:
            if r.random() < 0.12:
                s = r.choice(["tolong ", "mas, ", "cek ", "mbak ", "pls "]) + s
            if r.random() < 0.08:
                s = s + r.choice([" ya", " makasih", " thx", " buat laporan", " utk rapat"])
        return s, had


def fill(text, r: random.Random):
    tahun = r.choice([2026, 2027, 2027, 2028, 2028, 2028])
    prov = r.choice(PROV)
    return text.format(
        prov=prov if r.random() < 0.7 else prov.lower(),
        bulan=r.choice(BULAN),
        tahun=tahun,
        tahun_prev=tahun - 1,
        q=r.randint(1, 4),
        n=r.choice(["500", "1.000", "1000", "1.500", "2000", "2.500", "3.000", "750"]),
        k=r.choice([3, 5, 10, 3]),
    )


def zipf_weights(n, s):
    return [1.0 / (i + 1) ** s for i in range(n)]


def build_week(rng: random.Random, hard: bool, start: datetime):
    g = Gen(rng, hard)
    public = HARD_PUBLIC if hard else TYPICAL_PUBLIC
    internal = HARD_INTERNAL if hard else TYPICAL_INTERNAL
    fu_generic = FU_HARD if hard else FU_TYPICAL
    typo_p = 0.28 if hard else 0.32
    n_internal = 240 if hard else 246
    n_none = 96 if hard else 120
    n_public = LINES - n_internal - n_none
    by_id = {i["id"]: i for i in public + internal}
    pub_w = zipf_weights(len(public), 0.8 if hard else 1.0)
    int_w = zipf_weights(len(internal), 0.7)

    def fu_list(it):
        return it["fu"] if it["fu"] else fu_generic.get(it["facet"], [])

    def full_list(it):
        extra = HARD_INTERNAL_EXTRA.get(it["id"], []) if hard else []
        return it["full"] + extra

    day_w = [1.0 if (start + timedelta(days=d)).weekday() < 5 else 0.55 for d in range(7)]
    hour_w = [
        0.2,
        0.1,
        0.05,
        0.05,
        0.15,
        0.4,
        0.9,
        1.6,
        2.6,
        3.2,
        3.3,
        3.0,
        2.4,
        2.9,
        3.0,
        2.7,
        2.2,
        1.7,
        1.4,
        1.6,
        1.9,
        1.7,
        1.1,
        0.5,
    ]

    def session_start(workday_only=False):
        while True:
            d = rng.choices(range(7), weights=day_w)[0]
            day = start + timedelta(days=d)
            if workday_only and day.weekday() >= 5:
                continue
            if workday_only:
                h = rng.choice([8, 9, 9, 10, 10, 11, 13, 14, 14, 15, 16])
            else:
                h = rng.choices(range(24), weights=hour_w)[0]
            return day + timedelta(hours=h, minutes=rng.randrange(60), seconds=rng.randrange(60))

    def sid():
        return f"s-{rng.getrandbits(48):012x}"

    sessions = []  # list of lists of dict(line)
    stats = {"typo": 0}

    def make_line(text, label, surface, t, typo=True):
        q, had = g.noisy(text, typo_p if typo else 0.0, internal=surface == "internal")
        stats["typo"] += had
        line = {"at": t, "session": None, "question": q, "surface": surface}
        if label != "none" and rng.random() < 0.07:
            line["feedback"] = "up" if rng.random() < 0.55 else "down"
        line["label"] = label
        return line

    # -- public sessions -------------------------------------------------------
    count = 0
    while count < n_public:
        it = rng.choices(public, weights=pub_w)[0]
        t = session_start()
        lines = [make_line(rng.choice(it["full"]), it["id"], "public", t)]
        length = rng.choices([1, 2, 3], weights=[0.7, 0.23, 0.07])[0]
        cur = it
        for _ in range(length - 1):
            t = t + timedelta(seconds=rng.randint(25, 400))
            x = rng.random()
            cands = [
                c
                for c in public
                if cur["service"] in c["fu_after"] and c["id"] != cur["id"] and fu_list(c)
            ]
            if x < 0.6 and cands:
                nxt = rng.choice(cands)
                text = rng.choice(fu_list(nxt))
            elif x < 0.8:
                nxt = rng.choices(public, weights=pub_w)[0]
                text = rng.choice(nxt["full"])
            else:
                nxt = cur
                text = rng.choice(cur["full"])
                if "feedback" not in lines[-1] and rng.random() < 0.5:
                    lines[-1]["feedback"] = "down"
                    lines[-1]["label"] = lines[-1].pop("label")
            lines.append(make_line(text, nxt["id"], "public", t))
            cur = nxt
        lines = lines[: n_public - count]
        count += len(lines)
        sessions.append(lines)

    # -- internal sessions -----------------------------------------------------
    count = 0
    while count < n_internal:
        it = rng.choices(internal, weights=int_w)[0]
        t = session_start(workday_only=True)
        lines = [make_line(fill(rng.choice(full_list(it)), rng), it["id"], "internal", t)]
        length = rng.choices([1, 2, 3, 4, 5], weights=[0.25, 0.3, 0.22, 0.15, 0.08])[0]
        cur = it
        for _ in range(length - 1):
            t = t + timedelta(seconds=rng.randint(30, 300))
            x = rng.random()
            switches = [(tid, ph) for tid, ph in SWITCH.get(cur["id"], []) if by_id.get(tid)]
            switches = [(tid, ph) for tid, ph in switches if by_id[tid] in internal]
            if x < 0.62:
                nxt, text = cur, rng.choice(cur["fu"])
            elif x < 0.85 and switches:
                tid, ph = rng.choice(switches)
                nxt, text = by_id[tid], rng.choice(ph)
            else:
                nxt = rng.choices(internal, weights=int_w)[0]
                text = rng.choice(full_list(nxt))
            lines.append(make_line(fill(text, rng), nxt["id"], "internal", t))
            cur = nxt
        lines = lines[: n_internal - count]
        count += len(lines)
        sessions.append(lines)

    # -- lines that ask nothing ------------------------------------------------
    none_pool = NONE_HARD if hard else NONE_LINES
    pub_sessions = [s for s in sessions if s[0]["surface"] == "public"]
    for _ in range(n_none):
        x = rng.random()
        text = rng.choice(none_pool)
        if x < 0.4:
            s = rng.choice(pub_sessions)
            t = s[-1]["at"] + timedelta(seconds=rng.randint(15, 240))
            s.append(make_line(text, "none", "public", t, typo=False))
        elif x < 0.6:
            s = rng.choice(pub_sessions)
            t = s[0]["at"] - timedelta(seconds=rng.randint(10, 90))
            s.insert(0, make_line(text, "none", "public", t, typo=False))
        else:
            sessions.append([make_line(text, "none", "public", session_start(), typo=False)])

    out = []
    seen = set()
    for s in sessions:
        while True:
            k = sid()
            if k not in seen:
                seen.add(k)
                break
        for line in s:
            line["session"] = k
            out.append(line)
    out.sort(key=lambda ln: ln["at"])
    for line in out:
        line["at"] = line["at"].isoformat(timespec="seconds")

    used = {ln["label"] for ln in out if ln["label"] != "none"}
    missing = [i["id"] for i in public + internal if i["id"] not in used]
    if missing:
        raise SystemExit(f"intents never sampled: {missing}")
    truth = {
        "set": GOLDEN,
        "covered": {i["id"]: i["item"] for i in public + internal},
    }
    return out, truth, stats


def write(out_dir: Path, tag: str, lines, truth):
    p = out_dir / f"{NAME}-{tag}.jsonl"
    with p.open("w", encoding="utf-8", newline="\n") as f:
        for ln in lines:
            f.write(json.dumps(ln, ensure_ascii=False) + "\n")
    t = out_dir / f"{NAME}-{tag}.truth.json"
    t.write_text(json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    args = ap.parse_args(argv)
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    weeks = [
        ("typical", False, datetime(2028, 7, 3, tzinfo=TZ)),
        ("hard", True, datetime(2028, 7, 10, tzinfo=TZ)),
    ]
    for tag, hard, start in weeks:
        lines, truth, stats = build_week(rng, hard, start)
        write(out_dir, tag, lines, truth)
        n = len(lines)
        internal = sum(ln["surface"] == "internal" for ln in lines)
        covered = sum(v is not None for v in truth["covered"].values())
        print(
            f"{tag}: {n} lines, {len(truth['covered'])} intents ({covered} covered), "
            f"internal {internal / n:.1%}, typos {stats['typo'] / n:.1%}, "
            f"none {sum(ln['label'] == 'none' for ln in lines) / n:.1%}, "
            f"feedback {sum('feedback' in ln for ln in lines) / n:.1%}",
            file=sys.stderr,
        )


if __name__ == "__main__":
    main()
