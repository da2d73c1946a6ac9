"""Two held-out weeks of AHU chatbot traffic, written by hand by the author `tango`.

Every phrasing below was written by hand for this file. The script only samples the
phrasings (Zipf-like over intents), groups them into sessions with follow-ups, and adds
chat noise: greetings and closings, chat abbreviations, casing, punctuation, repeated
letters, typos and fake personal details. It uses `random.Random(seed)` only, so every
run writes the same bytes.

    python3 bench/weeks/tango_week.py --out bench/weeks [--stats]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "tango"
GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000


# ---------------------------------------------------------------------------
# Intents. P(id, service, facet, covered item or None, phrasings, fu=elliptical follow-ups)
# A follow-up phrase is only used in a session that already talks about the same service.
# ---------------------------------------------------------------------------


def P(iid, service, facet, item, phrasings, fu=None):
    return {
        "id": iid,
        "service": service,
        "facet": facet,
        "item": item,
        "phr": phrasings,
        "fu": fu,
    }


def Q(iid, register, kind, item, phrasings):
    return {"id": iid, "register": register, "kind": kind, "item": item, "phr": phrasings}


# Elliptical follow-ups by facet (used when an intent gives none of its own).
FU_TYPICAL = {
    "syarat": [
        "syaratnya apa aja?",
        "trus syaratnya apa kak",
        "kalau persyaratannya apa saja?",
        "dokumen yg perlu disiapin apa aja",
    ],
    "biaya": [
        "biayanya berapa?",
        "kalau biayanya brp kak",
        "bayarnya berapa ya",
        "ada biayanya gak?",
    ],
    "lama": ["berapa lama prosesnya?", "brp hari jadinya", "prosesnya lama gak?"],
    "cara": ["cara daftarnya gimana?", "daftarnya dimana?", "daftarnya lewat mana ya?"],
    "ubah": ["kalau mau ubah datanya gimana?", "klo ada perubahan gmn"],
    "bubar": ["kalau mau dibubarkan gimana?", "cara tutupnya gmn"],
    "apa": ["itu apa sih sebenarnya?", "maksudnya apa ya"],
}

FU_HARD = {
    "syarat": [
        "requirement nya apa aja?",
        "apa yg perlu disiapkan?",
        "dokumen apa yg dibawa?",
        "ketentuannya gimana",
    ],
    "biaya": ["fee nya?", "ongkosnya brp", "tarifnya berapa?", "how much?", "PNBP nya?"],
    "lama": ["how long?", "brp hari kerja?", "kapan jadinya?", "durasinya?"],
    "cara": [
        "daftarnya dimana?",
        "how to register?",
        "alur pendaftarannya gimana?",
        "daftarnya lewat apa?",
    ],
    "ubah": ["kalo mau diubah gmn?", "how to change it?", "kalau ada revisi?"],
    "bubar": ["kalo mau ditutup?", "kalau dibubarkan gimana", "how to close it?"],
    "apa": ["itu apa sih?", "what is it exactly?"],
}

TYPICAL_PUBLIC = [
    P(
        "pt-perorangan.syarat",
        "pt-perorangan",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja ya",
            "mau buat PT perorangan, syaratnya apa saja?",
            "persyaratan pendirian PT perseorangan apa aja kak",
            "PT perorangan syaratnya apa",
            "untuk pendirian pt perorangan persyaratannya apa saja ya?",
            "kalau mau daftar PT perorangan harus memenuhi syarat apa aja",
            "syarat pt perorangan",
            "apakah WNA bisa mendirikan PT perorangan? syaratnya apa",
            "umur minimal buat bikin PT perorangan berapa ya",
            "saya ibu rumah tangga apa bisa buat PT perorangan, syaratnya apa aja",
            "dokumen apa aja yang dibutuhkan buat pendirian PT perorangan",
            "persyaratan PT perseorangan untuk usaha mikro apa saja",
            "Apa syarat-syarat pendirian PT Perorangan",
        ],
    ),
    P(
        "akun.lupa-password",
        "akun",
        "lupa",
        None,
        [
            "lupa password akun AHU gimana ya",
            "saya lupa kata sandi AHU online, cara resetnya gimana",
            "gak bisa login ahu online, lupa password",
            "reset password akun AHU",
            "email reset password ahu gak masuk2, lupa sandi",
            "gimana cara ganti password kalau lupa di ahu.go.id",
            "akun ahu saya lupa passwordnya kak tolong",
            "password salah terus padahal udah bener, mau reset",
            "lupa password notaris di AHU online bagaimana",
            "link lupa kata sandi dimana ya",
            "tidak bisa masuk akun AHU karena lupa sandi",
        ],
        fu=["kalau lupa passwordnya gmn?", "trus kalau lupa sandi gimana"],
    ),
    P(
        "pt-perorangan.biaya",
        "pt-perorangan",
        "biaya",
        None,
        [
            "berapa biaya pendirian PT perorangan?",
            "biaya bikin PT perorangan berapa ya kak",
            "PT perorangan bayar berapa?",
            "biaya PNBP PT perorangan berapa",
            "buat PT perorangan gratis atau bayar?",
            "daftar pt perorangan biayanya brp",
            "kena biaya berapa untuk PT perseorangan",
            "berapa tarif pendaftaran PT perorangan sekarang",
            "total biaya pendirian PT perorangan sampai jadi berapa",
            "PT perorangan ada biaya gak sih",
            "biaya untuk mendirikan PT perorangan apa saja",
        ],
    ),
    P(
        "fidusia.daftar",
        "fidusia",
        "cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia online gimana",
            "prosedur pendaftaran jaminan fidusia",
            "mau daftar fidusia kendaraan, caranya gmn",
            "pendaftaran fidusia lewat mana ya",
            "cara input fidusia di ahu online",
            "daftar jaminan fidusia bisa sendiri atau harus notaris?",
            "langkah2 pendaftaran fidusia gimana kak",
            "leasing saya mau daftarin fidusia, prosesnya gimana",
            "tata cara pendaftaran jaminan fidusia secara elektronik",
            "cara dapat sertifikat jaminan fidusia",
        ],
    ),
    P(
        "voucher.bayar",
        "voucher",
        "cara",
        None,
        [
            "cara bayar voucher AHU gimana?",
            "voucher PNBP dibayar dimana ya",
            "bayar voucher ahu bisa lewat mobile banking?",
            "saya sudah dapat kode voucher, bayarnya kemana",
            "pembayaran PNBP AHU bisa lewat bank apa aja",
            "cara pembayaran voucher pendirian",
            "bayar kode billing ahu lewat atm bisa gak",
            "gimana bayar PNBP nya kak",
            "bisa bayar voucher pakai qris?",
            "voucher ahu bayarnya di teller bank bisa?",
        ],
        fu=["bayar vouchernya lewat mana?", "trus bayarnya gimana"],
    ),
    P(
        "apostille.biaya",
        "apostille",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille?",
            "biaya apostille per dokumen berapa ya",
            "apostille ijazah bayar berapa",
            "tarif apostille sekarang berapa kak",
            "apostille akta kelahiran biayanya brp",
            "PNBP apostille berapa per dokumen",
            "kalau apostille 3 dokumen bayar berapa total",
            "apostille mahal gak sih, berapa biayanya",
            "biaya apostille untuk buku nikah",
            "apostille transkrip sama ijazah kena berapa",
        ],
        fu=["berapa biayanya untuk satu dokumen?", "biayanya berapa?", "per dokumen bayar brp"],
    ),
    P(
        "fidusia.roya",
        "fidusia",
        "bubar",
        None,
        [
            "bagaimana cara roya fidusia?",
            "cara hapus jaminan fidusia yang sudah lunas",
            "kredit motor sudah lunas, fidusianya dihapus gimana",
            "roya fidusia online caranya",
            "penghapusan sertifikat jaminan fidusia gimana prosesnya",
            "mau coret fidusia karena utang sudah lunas",
            "roya fidusia bisa dilakukan sendiri gak",
            "pencoretan jaminan fidusia lewat mana",
            "leasing belum hapus fidusia padahal udah lunas, gimana",
        ],
        fu=["kalau sudah lunas hapusnya gimana?", "trus roya nya gmn"],
    ),
    P(
        "cv.daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "di mana CV didaftarkan sekarang?",
            "cara daftar CV gimana ya",
            "pendaftaran CV masih di pengadilan negeri atau sudah online?",
            "bikin CV daftarnya kemana",
            "pendaftaran firma sekarang lewat mana",
            "CV daftar di SABU ya?",
            "mau mendirikan CV, registrasinya dimana",
            "daftar persekutuan komanditer lewat ahu?",
            "CV saya belum terdaftar di kemenkum, daftarnya gimana",
        ],
    ),
    P(
        "yayasan.pendirian",
        "yayasan",
        "cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan sosial",
            "mau buat yayasan pendidikan, caranya gimana ya",
            "langkah mendirikan yayasan dan pengesahannya",
            "cara daftar yayasan ke kemenkum",
            "pendirian yayasan harus lewat notaris?",
            "gimana prosesnya bikin yayasan panti asuhan",
            "urutan mendirikan yayasan sampai sah badan hukum",
        ],
        fu=["cara mendirikannya gimana?"],
    ),
    P(
        "pt-perorangan.ubah",
        "pt-perorangan",
        "ubah",
        None,
        [
            "cara mengubah data PT perorangan gimana?",
            "mau ganti alamat PT perorangan caranya",
            "perubahan pernyataan pendirian PT perorangan",
            "ubah KBLI PT perorangan bisa gak",
            "ganti nama PT perorangan gimana",
            "modal PT perorangan mau dinaikin, prosesnya gmn",
            "cara edit data PT perseorangan yg sudah terdaftar",
            "perubahan PT perorangan lewat mana",
        ],
    ),
    P(
        "apostille.apa",
        "apostille",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille?",
            "apostille itu apa ya kak",
            "maksud apostille apa sih",
            "pengertian apostille",
            "apostille gunanya buat apa",
            "saya disuruh apostille dokumen, itu apa ya",
            "apostille itu apaan",
            "tolong jelasin apostille",
        ],
    ),
    P(
        "wasiat.cari",
        "wasiat",
        "cara",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat atau tidak?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "ayah saya meninggal, gimana tau ada wasiat atau gak",
            "pencarian data wasiat gimana caranya",
            "cara minta surat keterangan wasiat",
            "mau urus warisan, perlu cek wasiat dulu caranya gimana",
            "cek wasiat di ahu bisa?",
            "cara mengetahui ada tidaknya wasiat pewaris",
        ],
        fu=["cara ceknya gimana?"],
    ),
    P(
        "kwn.ganda-anak-usia",
        "kwn-ganda",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "sampai umur berapa anak kewarganegaraan ganda harus memilih?",
            "anak dwi kewarganegaraan wajib milih di usia berapa",
            "batas usia anak berkewarganegaraan ganda memilih WNI",
            "anak saya punya paspor indonesia dan jepang, kapan harus pilih salah satu",
            "anak kawin campur umur berapa wajib memilih kewarganegaraan",
            "usia 18 tahun anak kewarganegaraan ganda harus pilih ya?",
            "kapan batas waktu anak berkewarganegaraan ganda menyatakan memilih",
            "anak kewarganegaraan ganda sampai usia berapa boleh punya dua paspor",
        ],
        fu=["batas umurnya berapa?"],
    ),
    P(
        "akun.daftar",
        "akun",
        "daftar",
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun di ahu.go.id",
            "registrasi akun AHU untuk umum bisa?",
            "mau bikin akun ahu buat daftar PT perorangan",
            "daftar user baru AHU online gimana",
            "akun ahu online bikinnya dimana",
            "kode aktivasi akun ahu gak masuk ke email",
            "cara registrasi akun notaris di AHU",
        ],
        fu=["daftar akunnya gimana?"],
    ),
    P(
        "pt-biasa.akta",
        "pt-biasa",
        "akta",
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa harus pakai akta notaris?",
            "PT biasa wajib notaris gak?",
            "bikin PT biasa bisa tanpa notaris?",
            "PT persekutuan modal harus akta notaris ya",
            "pt biasa (bukan perorangan) perlu notaris atau bisa online sendiri",
            "mendirikan PT dengan 2 orang perlu akta notaris?",
            "PT non perorangan wajib akta notaris kah",
        ],
        fu=["harus pakai notaris gak?"],
    ),
    P(
        "pt-perorangan.bubar",
        "pt-perorangan",
        "bubar",
        None,
        [
            "bagaimana cara membubarkan PT perorangan?",
            "cara tutup PT perorangan",
            "pembubaran PT perseorangan gimana prosedurnya",
            "PT perorangan saya mau dibubarkan, caranya",
            "usaha sudah tutup, PT perorangannya harus dibubarkan gimana",
            "pernyataan pembubaran PT perorangan isi dimana",
            "cara nonaktifkan PT perorangan",
        ],
    ),
    P(
        "apostille.dokumen",
        "apostille",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille?",
            "ijazah bisa diapostille gak?",
            "dokumen apa aja yg bisa di apostille kemenkum",
            "akta cerai bisa apostille?",
            "surat keterangan catatan kepolisian bisa diapostille?",
            "apakah dokumen perusahaan bisa diapostille",
            "jenis dokumen yang dapat dimohonkan apostille",
            "transkrip nilai bisa apostille juga?",
        ],
        fu=["dokumen apa aja yg bisa?", "ijazah bisa juga?"],
    ),
    P(
        "koperasi.pendirian",
        "koperasi",
        "cara",
        None,
        [
            "cara mendirikan koperasi gimana?",
            "pengesahan badan hukum koperasi lewat ahu?",
            "mau bikin koperasi simpan pinjam, daftarnya kemana",
            "koperasi desa daftarnya gimana",
            "akta pendirian koperasi diurus dimana",
            "cara daftar koperasi ke kemenkum",
            "prosedur pengesahan koperasi baru",
        ],
    ),
    P(
        "perkumpulan.badan-hukum",
        "perkumpulan",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara daftar perkumpulan berbadan hukum",
            "pengesahan badan hukum perkumpulan gimana",
            "organisasi kami mau jadi perkumpulan berbadan hukum caranya",
            "perkumpulan mau dapat SK badan hukum prosesnya gimana",
            "daftar perkumpulan di ahu online gimana",
            "komunitas kami mau dilegalkan jadi perkumpulan, langkahnya apa",
        ],
    ),
    P(
        "fidusia.biaya",
        "fidusia",
        "biaya",
        None,
        [
            "berapa biaya pendaftaran fidusia?",
            "biaya fidusia berapa ya",
            "PNBP jaminan fidusia nilai 50 juta berapa",
            "tarif pendaftaran jaminan fidusia",
            "daftar fidusia bayar brp kak",
            "biaya sertifikat fidusia berapa",
            "biaya fidusia tergantung nilai penjaminan ya?",
        ],
    ),
    P(
        "kwn.naturalisasi",
        "naturalisasi",
        "syarat",
        None,
        [
            "syarat naturalisasi jadi WNI apa saja?",
            "suami saya WNA mau jadi WNI, syaratnya apa",
            "persyaratan permohonan kewarganegaraan RI bagi orang asing",
            "WNA sudah tinggal 10 tahun bisa jadi WNI? syaratnya",
            "dokumen pengajuan naturalisasi apa aja",
            "syarat pewarganegaraan untuk istri WNA",
        ],
    ),
    P(
        "apostille.lama",
        "apostille",
        "lama",
        None,
        [
            "berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "proses apostille lama gak ya",
            "saya apostille kemarin kapan selesainya",
            "estimasi waktu apostille ijazah",
            "apostille bisa jadi hari ini gak, urgent",
            "apostille butuh waktu brp lama kak",
        ],
    ),
    P(
        "voucher.kadaluarsa",
        "voucher",
        "kadaluarsa",
        None,
        [
            "voucher AHU saya kadaluarsa, gimana?",
            "voucher expired belum dipakai, uang kembali gak",
            "masa berlaku voucher pnbp berapa lama",
            "kode voucher sudah lewat masa berlaku bisa diperpanjang?",
            "voucher hangus karena lupa pakai",
            "voucher sudah dibayar tapi kadaluarsa, solusinya",
        ],
        fu=["kalau vouchernya kadaluarsa gmn?"],
    ),
    P(
        "apostille.vs-legalisasi",
        "apostille",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi?",
            "bedanya apostille dan legalisasi apa",
            "perlu apostille atau legalisasi kedutaan?",
            "apostille sama legalisir itu beda ya",
            "negara tujuan saya belum anggota apostille, jadi harus legalisasi?",
            "perbedaan apostille dan legalisasi dokumen",
            "apostille vs legalisasi kemenlu",
        ],
        fu=["bedanya sama legalisasi apa?"],
    ),
]

TYPICAL_INTERNAL = [
    Q(
        "int.pt-perorangan.jumlah",
        "pt",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang didaftarkan di {prov} bulan {bulan} {tahun}?",
            "jumlah pendaftaran PT perorangan {prov} tahun {tahun}",
            "brp PT perorangan terdaftar bulan lalu per provinsi",
            "total PT perorangan {tahun}",
            "tolong hitung pendaftaran PT perorangan {prov} {bulan} {tahun}",
            "jumlah pt perorangan baru minggu lalu",
            "berapa banyak PT perseorangan di {prov} selama {tahun}",
            "data jumlah PT perorangan per provinsi bulan {bulan}",
        ],
    ),
    Q(
        "int.pt-perorangan.ranking",
        "pt",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "tiga provinsi mana yang paling banyak mendaftarkan PT perorangan tahun {tahun}?",
            "top {k} provinsi pendaftaran PT perorangan {bulan} {tahun}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {tahun}",
            "provinsi dengan PT perorangan terbanyak bulan lalu",
            "ranking provinsi PT perorangan {tahun}",
            "{k} provinsi tertinggi PT perorangan semester ini",
        ],
    ),
    Q(
        "int.fidusia.kanwil-di-atas",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran fidusia "
            "bulan {bulan} {tahun}?",
            "kanwil dengan pendaftaran fidusia di atas {n} {bulan} {tahun}",
            "daftar kanwil yg fidusianya lebih dari {n} bulan lalu",
            "kanwil mana aja fidusia > {n} tahun {tahun}",
            "sebutkan kanwil dengan pendaftaran jaminan fidusia melebihi {n}",
        ],
    ),
    Q(
        "int.fidusia.jumlah",
        "fidusia",
        "count",
        None,
        [
            "berapa pendaftaran fidusia di {prov} bulan {bulan} {tahun}?",
            "jumlah sertifikat fidusia terbit {tahun}",
            "total pendaftaran jaminan fidusia bulan lalu",
            "brp fidusia masuk di kanwil {prov} {bulan}",
            "hitung pendaftaran fidusia nasional {tahun}",
        ],
    ),
    Q(
        "int.yayasan.jumlah",
        "yayasan",
        "count",
        None,
        [
            "berapa yayasan yang disahkan tahun {tahun}?",
            "jumlah pengesahan yayasan di {prov} {tahun}",
            "total yayasan baru bulan {bulan} {tahun}",
            "brp yayasan terdaftar di {prov} bulan lalu",
        ],
    ),
    Q(
        "int.pt-perorangan.di-atas",
        "pt",
        "threshold",
        None,
        [
            "provinsi mana saja yang PT perorangannya lebih dari {n} bulan {bulan} {tahun}?",
            "kanwil dengan pendaftaran PT perorangan di atas {n} tahun {tahun}",
            "daftar provinsi PT perorangan > {n} bulan lalu",
            "wilayah mana aja yg PT perorangan tembus {n}",
        ],
    ),
]

HARD_PUBLIC = [
    P(
        "pt-perorangan.syarat",
        "pt-perorangan",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja?",
            "apa yang perlu disiapkan sebelum bikin PT perseorangan",
            "dokumen apa yg dibawa utk PT perorangan",
            "kriteria pendiri PT perorangan apa saja",
            "who can set up a PT perorangan? harus WNI?",
            "siapa saja yang boleh mendirikan PT perorangan",
            "ketentuan bikin perseroan perorangan",
            "PT single owner butuh apa aja",
            "umur berapa boleh punya PT perorangan sendiri",
            "what do I need to prepare for PT perorangan",
            "persyaratan mendirikan PT perorangan untuk usaha mikro",
        ],
    ),
    P(
        "pt-perorangan.biaya",
        "pt-perorangan",
        "biaya",
        None,
        [
            "apa saja biaya untuk mendirikan PT perorangan?",
            "ongkos bikin PT perseorangan",
            "tarif PNBP pendirian PT perorangan",
            "PT perorangan fee nya berapa",
            "how much does a PT perorangan cost?",
            "keluar duit berapa buat daftar PT perorangan",
            "harga pendirian perseroan perorangan",
            "PT single founder bayar berapa ke negara",
            "pernyataan pendirian PT perorangan dikenakan PNBP?",
        ],
    ),
    P(
        "fidusia.daftar",
        "fidusia",
        "cara",
        "fidusia-pendaftaran",
        [
            "cara mendaftarkan jaminan fidusia?",
            "registrasi JF gimana",
            "how to register a fiduciary security",
            "fidusia didaftarkan lewat mana",
            "pendaftaran jaminan fidusia elektronik prosedurnya",
            "input data fidusia di sistem ahu",
            "notaris daftar fidusia gimana",
            "alur daftar fidusia kendaraan",
            "dapet sertifikat jaminan fidusia gimana",
        ],
    ),
    P(
        "apostille.biaya",
        "apostille",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee berapa?",
            "tarif apostille per dokumen",
            "ongkos apostille ijazah",
            "apostille bayar brp",
            "how much is apostille per document",
            "PNBP apostille",
            "harga apostille 2 dokumen",
            "biaya apostille akta lahir",
        ],
    ),
    P(
        "pt-perorangan.cara",
        "pt-perorangan",
        "cara",
        None,
        [
            "cara mendirikan PT perorangan gimana?",
            "daftar PT perorangan lewat website apa",
            "langkah-langkah isi pernyataan pendirian PT perorangan",
            "how to register PT perorangan online",
            "PT perorangan didaftarkan di mana",
            "step by step bikin PT perseorangan",
            "alur pendaftaran perseroan perorangan di ahu",
            "tutorial daftar PT perorangan",
        ],
    ),
    P(
        "fidusia.roya",
        "fidusia",
        "bubar",
        None,
        [
            "cara menghapus jaminan fidusia?",
            "roya fidusia gimana",
            "how to remove fiduciary after loan paid off",
            "pencoretan fidusia karena lunas",
            "hapus sertifikat fidusia",
            "kredit lunas, fidusia dicoret dimana",
            "penghapusan JF online",
        ],
        fu=["kalo udah lunas dihapusnya gmn?", "roya nya?"],
    ),
    P(
        "akun.lupa-password",
        "akun",
        "lupa",
        None,
        [
            "forgot password AHU online",
            "lupa kata sandi akun ahu",
            "can't login ahu, lupa password",
            "reset sandi ahu gak bisa",
            "password ahu lupa gimana",
            "akun ahu terkunci krn salah sandi",
        ],
    ),
    P(
        "yayasan.pendirian",
        "yayasan",
        "cara",
        "yayasan-pendirian",
        [
            "gimana cara bikin yayasan?",
            "how to establish a foundation (yayasan)",
            "tahapan pendirian yayasan sampai SK",
            "prosedur bikin yayasan keagamaan",
            "yayasan didirikan gimana, lewat notaris?",
            "langkah pengesahan badan hukum yayasan",
            "mau dirikan yayasan sosial, alurnya apa",
            "cara membentuk yayasan",
        ],
    ),
    P(
        "apostille.cara",
        "apostille",
        "cara",
        None,
        [
            "cara mengajukan apostille?",
            "how to apply apostille online",
            "apostille daftarnya di mana",
            "langkah permohonan apostille",
            "apostille bisa diajukan online?",
            "alur pengajuan apostille di ahu",
            "apostille harus datang ke kantor?",
        ],
        fu=["ngajuinnya dimana?", "how to apply?", "alur pengajuannya gimana?"],
    ),
    P(
        "pt-perorangan.lama",
        "pt-perorangan",
        "lama",
        None,
        [
            "berapa lama proses PT perorangan jadi?",
            "PT perorangan jadi dalam berapa hari",
            "how long to register PT perorangan",
            "sertifikat PT perorangan terbit kapan setelah submit",
            "durasi pendaftaran PT perseorangan",
            "PT perorangan bisa selesai sehari?",
            "nunggu berapa lama sampai sertifikat pendirian PT perorangan keluar",
            "estimasi waktu pendirian PT perorangan",
        ],
    ),
    P(
        "cv.daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "CV didaftarkan di mana sekarang?",
            "where do I register a CV?",
            "registrasi CV via SABU gimana",
            "daftar firma sekarang ke pengadilan atau ke kemenkum",
            "pencatatan CV lewat sistem apa",
            "bikin CV, terdaftarnya dimana",
            "persekutuan komanditer didaftarkan lewat apa",
            "CV register online di ahu?",
            "firma daftar ke mana",
        ],
    ),
    P(
        "fidusia.biaya",
        "fidusia",
        "biaya",
        None,
        [
            "berapa biaya untuk mendaftarkan jaminan fidusia?",
            "tarif PNBP fidusia",
            "ongkos daftar fidusia",
            "fiduciary registration fee how much",
            "fidusia nilai 100 juta bayar berapa",
            "JF biayanya brp",
            "PNBP jaminan fidusia tergantung nilai?",
        ],
    ),
    P(
        "apostille.apa",
        "apostille",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa?",
            "what is apostille",
            "definisi apostille",
            "apostille maksudnya apa",
            "apostille buat apa sih",
            "jelasin dong apa itu apostille",
            "pengertian sertifikat apostille",
        ],
    ),
    P(
        "yayasan.bubar",
        "yayasan",
        "bubar",
        None,
        [
            "bagaimana cara membubarkan yayasan?",
            "yayasan mau ditutup gimana",
            "pembubaran yayasan prosedurnya",
            "how to dissolve a yayasan",
            "likuidasi yayasan gimana",
            "yayasan sudah tidak aktif, mau dibubarkan",
            "cara menutup yayasan secara resmi",
        ],
    ),
    P(
        "pt-perorangan.bubar",
        "pt-perorangan",
        "bubar",
        None,
        [
            "apa saja syarat untuk membubarkan PT perorangan?",
            "tutup PT perseorangan gimana",
            "cara membubarkan perseroan perorangan",
            "how to close my PT perorangan",
            "pembubaran PT perorangan prosedurnya",
            "PT perorangan udah gak jalan, mau dimatiin",
            "likuidasi PT perorangan",
            "cabut status badan hukum PT perorangan",
        ],
    ),
    P(
        "voucher.bayar",
        "voucher",
        "cara",
        None,
        [
            "cara bayar PNBP ahu",
            "how to pay voucher ahu",
            "pembayaran kode billing ahu via m-banking",
            "bayar voucher di bank mana",
            "setor PNBP lewat apa",
            "voucher dibayar pakai virtual account?",
        ],
    ),
    P(
        "wasiat.cari",
        "wasiat",
        "cara",
        "wasiat-pencarian",
        [
            "cara cek apakah almarhum punya wasiat",
            "how to find out if the deceased left a will",
            "permohonan surat keterangan wasiat",
            "cek daftar wasiat ayah yang wafat",
            "cara tahu ada wasiat atau tidak dari orang tua",
            "searching wasiat di daftar pusat",
            "penelusuran wasiat pewaris",
        ],
        fu=["cara ceknya gimana?", "how to check it?", "ngajuin pencariannya kemana?"],
    ),
    P(
        "pt-biasa.akta",
        "pt-biasa",
        "akta",
        "pt-biasa-akta",
        [
            "PT biasa harus ke notaris?",
            "regular PT need notary deed?",
            "pendirian PT persekutuan modal wajib akta notaril?",
            "bisa bikin PT (2 pemegang saham) tanpa notaris gak",
            "PT umum pakai notaris atau isi sendiri online",
            "is a notarial deed required for a normal PT",
            "akta pendirian PT biasa dibuat siapa",
            "PT dengan dua pendiri perlu akta notaris?",
        ],
    ),
    P(
        "apostille.lama",
        "apostille",
        "lama",
        None,
        [
            "apostille berapa lama jadi?",
            "how long apostille process",
            "durasi apostille",
            "apostille selesai berapa hari kerja",
            "apostille bisa kilat?",
            "waktu proses apostille ijazah",
        ],
    ),
    P(
        "cv.biaya",
        "cv",
        "biaya",
        None,
        [
            "biaya daftar CV berapa?",
            "tarif pendaftaran CV di SABU",
            "ongkos bikin CV",
            "CV registration fee berapa",
            "PNBP pendaftaran firma",
            "bikin CV bayar berapa ke kemenkum",
            "daftar CV gratis?",
        ],
    ),
    P(
        "pt-perorangan.ubah",
        "pt-perorangan",
        "ubah",
        None,
        [
            "cara ubah data PT perorangan",
            "ganti KBLI PT perseorangan",
            "update alamat PT perorangan",
            "how to change the address of my PT perorangan",
            "revisi pernyataan pendirian PT perorangan",
            "mengganti nama perseroan perorangan bisa?",
            "perubahan modal PT perorangan prosedurnya",
            "edit data pendiri PT perorangan yg salah ketik",
        ],
    ),
    P(
        "kwn.ganda-anak-usia",
        "kwn-ganda",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan harus pilih umur berapa?",
            "at what age must a dual citizen child choose",
            "batas usia anak kewarganegaraan ganda",
            "anak ganda warga negara wajib memilih kapan",
            "kapan anak hasil kawin campur harus milih WNI",
            "deadline memilih kewarganegaraan bagi anak ganda",
            "usia maksimal anak berkewarganegaraan ganda terbatas",
        ],
        fu=["umur berapa harus milih?", "deadline nya umur brp?"],
    ),
    P(
        "apostille.dokumen",
        "apostille",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa yang bisa diapostille?",
            "which documents can be apostilled",
            "akta notaris bisa diapostille?",
            "ijazah luar negeri bisa apostille di sini?",
            "dokumen yg boleh diapostille apa aja",
            "SKCK bisa apostille",
            "jenis dokumen publik untuk apostille",
        ],
        fu=["dokumen apa aja yg bisa?", "SKCK bisa juga?"],
    ),
    P(
        "yayasan.biaya",
        "yayasan",
        "biaya",
        None,
        [
            "biaya mendirikan yayasan berapa?",
            "tarif pengesahan yayasan",
            "PNBP yayasan brp",
            "ongkos bikin yayasan",
            "how much is the fee for a yayasan",
            "yayasan bayar berapa ke kemenkum",
        ],
    ),
    P(
        "fidusia.ubah",
        "fidusia",
        "ubah",
        None,
        [
            "cara mengubah data jaminan fidusia",
            "perubahan sertifikat fidusia",
            "ralat fidusia salah input nomor rangka",
            "change fiduciary certificate data",
            "objek jaminan fidusia diganti, prosesnya",
            "koreksi data fidusia gimana",
        ],
    ),
    P(
        "perkumpulan.badan-hukum",
        "perkumpulan",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "gimana perkumpulan jadi badan hukum?",
            "pengesahan perkumpulan berbadan hukum",
            "how can an association become a legal entity",
            "organisasi kami mau dapat status badan hukum perkumpulan",
            "SK badan hukum perkumpulan didapat gimana",
            "daftarin perkumpulan jadi badan hukum",
            "legalitas perkumpulan lewat ahu",
        ],
        fu=["kalau mau jadi badan hukum gimana?", "how to make it a legal entity?"],
    ),
    P(
        "pt-perorangan.apa",
        "pt-perorangan",
        "apa",
        None,
        [
            "apa beda PT perorangan dengan PT biasa?",
            "PT perorangan vs PT persekutuan modal",
            "difference between PT perorangan and regular PT",
            "lebih bagus PT perorangan atau PT biasa",
            "PT perseorangan sama PT umum bedanya apa",
            "PT perorangan itu apa sih",
            "kelebihan PT perorangan dibanding PT biasa",
        ],
        fu=["bedanya sama PT biasa apa?", "itu apa sih?"],
    ),
    P(
        "kwn.ganda-cara",
        "kwn-ganda",
        "cara",
        None,
        [
            "cara menyatakan memilih kewarganegaraan untuk anak ganda",
            "anak ganda sudah 18, daftar pilih WNI dimana",
            "how to declare Indonesian citizenship for a dual citizen child",
            "pernyataan memilih kewarganegaraan diajukan kemana",
            "prosedur anak berkewarganegaraan ganda memilih WNI",
            "pendaftaran anak kewarganegaraan ganda gimana",
        ],
        fu=["cara milihnya gimana?", "daftarnya kemana?"],
    ),
    P(
        "pt-biasa.biaya",
        "pt-biasa",
        "biaya",
        None,
        [
            "biaya pengesahan PT biasa berapa",
            "tarif PNBP pendirian PT persekutuan modal",
            "ongkos bikin PT biasa",
            "how much to set up a regular PT",
            "PT umum bayar PNBP berapa",
            "biaya pesan nama + pengesahan PT biasa",
            "fee pendirian PT non perorangan",
        ],
    ),
    P(
        "apostille.vs-legalisasi",
        "apostille",
        "beda",
        "apostille-vs-legalisasi",
        [
            "beda apostille dan legalisasi?",
            "apostille vs legalization",
            "pilih apostille atau legalisasi kedutaan",
            "apostille udah gantiin legalisasi ya?",
            "perbedaan apostille dengan legalisir kemenlu",
            "negara bukan anggota konvensi apostille pakai apa",
        ],
        fu=["bedanya sama legalisasi?"],
    ),
    P(
        "cv.ubah",
        "cv",
        "ubah",
        None,
        [
            "cara ubah anggaran dasar CV",
            "ganti sekutu CV gimana",
            "perubahan data CV di SABU",
            "how to change partners in a CV",
            "CV mau ganti alamat, didaftarkan ulang?",
            "pergantian sekutu aktif CV prosedurnya",
            "update KBLI CV",
        ],
    ),
    P(
        "yayasan.ubah",
        "yayasan",
        "ubah",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan susunan pembina yayasan",
            "ubah anggaran dasar yayasan gimana",
            "change board members of yayasan",
            "pergantian ketua yayasan dilaporkan kemana",
            "pemberitahuan perubahan data yayasan",
            "yayasan mau ganti nama bisa?",
        ],
    ),
    P(
        "wasiat.biaya",
        "wasiat",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat berapa?",
            "tarif cek wasiat",
            "PNBP permohonan wasiat",
            "how much to search a will",
            "cek wasiat bayar brp",
        ],
    ),
    P(
        "legalisasi.biaya",
        "legalisasi",
        "biaya",
        None,
        [
            "biaya legalisasi dokumen berapa?",
            "tarif legalisasi kemenkum",
            "legalization fee",
            "ongkos legalisir dokumen utk luar negeri",
            "legalisasi akta bayar berapa",
        ],
    ),
    P(
        "koperasi.pendirian",
        "koperasi",
        "cara",
        None,
        [
            "cara bikin koperasi",
            "pengesahan koperasi lewat ahu?",
            "how to set up a cooperative",
            "koperasi mau dibadanhukumkan",
            "pendirian koperasi konsumen",
            "SK badan hukum koperasi dari mana",
        ],
    ),
    P(
        "perkumpulan.beda-yayasan",
        "perkumpulan",
        "apa",
        None,
        [
            "apa beda perkumpulan dan yayasan?",
            "perkumpulan vs yayasan bagusan mana",
            "difference between yayasan and perkumpulan",
            "lebih cocok yayasan atau perkumpulan utk komunitas",
            "perkumpulan sama yayasan bedanya apa",
            "yayasan punya anggota gak, beda sama perkumpulan?",
        ],
        fu=["bedanya sama yayasan apa?"],
    ),
    P(
        "kwn.naturalisasi",
        "naturalisasi",
        "syarat",
        None,
        [
            "syarat pewarganegaraan WNA",
            "how to become an Indonesian citizen",
            "naturalisasi requirement",
            "WNA mau jadi WNI perlu apa",
            "permohonan kewarganegaraan untuk suami asing",
            "dokumen naturalisasi apa aja",
        ],
    ),
]

HARD_INTERNAL = [
    Q(
        "int.pt-perorangan.jumlah",
        "pt",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {bulan} {tahun}?",
            "jumlah registrasi PT perseorangan {prov} {tahun} pls",
            "count PT perorangan per provinsi bulan lalu",
            "total perseroan perorangan yg masuk {bulan} {tahun}",
            "PT perorangan {prov} {tahun} ada berapa",
            "berapa pendirian PT UMK di {prov} selama {bulan} {tahun}",
            "angka pendaftaran PT perorangan nasional {tahun}",
        ],
    ),
    Q(
        "int.pt-perorangan.ranking",
        "pt",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinces for PT perorangan {tahun}",
            "provinsi teratas pendaftaran PT perseorangan {bulan} {tahun}",
            "peringkat provinsi PT perorangan {tahun}",
            "{k} besar provinsi PT perorangan bulan lalu",
            "provinsi mana paling banyak PT perorangan {tahun}?",
            "sort provinsi by jumlah PT perorangan {tahun}",
        ],
    ),
    Q(
        "int.fidusia.kanwil-di-atas",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "list kanwil with fidusia > {n} in {bulan} {tahun}",
            "kanwil yg pendaftaran JF nya lewat {n} {bulan} {tahun}",
            "kantor wilayah mana yg fidusianya tembus {n} bulan lalu",
            "kanwil fidusia di atas {n} tahun {tahun} apa aja",
            "which regional offices exceeded {n} fiduciary registrations in {bulan}",
        ],
    ),
    Q(
        "int.fidusia.jumlah",
        "fidusia",
        "count",
        None,
        [
            "how many fidusia registrations in {prov} {bulan} {tahun}?",
            "jumlah JF terdaftar {tahun}",
            "total jaminan fidusia kanwil {prov} bulan lalu",
            "fidusia {prov} {bulan} {tahun} berapa",
            "berapa sertifikat fidusia yg terbit {bulan} {tahun}",
        ],
    ),
    Q(
        "int.pt-perorangan.di-atas",
        "pt",
        "threshold",
        None,
        [
            "kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran PT perorangan "
            "pada {bulan} {tahun}?",
            "provinsi dgn PT perorangan di atas {n} {tahun}",
            "list provinsi PT perseorangan > {n} bulan lalu",
            "wilayah yg PT perorangannya lewat {n} {bulan} {tahun}",
        ],
    ),
    Q(
        "int.fidusia.ranking",
        "fidusia",
        "rank",
        None,
        [
            "tiga provinsi mana yang paling banyak mendaftarkan fidusia pada tahun {tahun}?",
            "top {k} kanwil jaminan fidusia {bulan} {tahun}",
            "ranking provinsi fidusia {tahun}",
            "provinsi dengan JF terbanyak bulan lalu",
        ],
    ),
    Q(
        "int.pt-perorangan.pertumbuhan",
        "pt",
        "compare",
        None,
        [
            "PT perorangan {bulan} {tahun} naik berapa persen dibanding bulan sebelumnya?",
            "bandingkan pendaftaran PT perorangan {tahun} dengan tahun sebelumnya",
            "growth PT perorangan yoy {prov}",
            "PT perseorangan Q1 vs Q4 naik atau turun",
            "selisih PT perorangan {prov} {tahun} vs tahun lalu",
        ],
    ),
]

# Internal follow-ups: the same figure elsewhere / another period, another figure, another
# register (the label is the intent the follow-up asks, read in its session).
IFU_TYPICAL = {
    "same": {
        "count": [
            "kalau {prov}?",
            "{prov} berapa?",
            "trus {prov} gmn",
            "klo {prov}?",
            "tahun lalu berapa?",
            "kalau bulan {bulan}?",
            "{tahun} nya berapa?",
            "bulan sebelumnya?",
            "dan pada tahun sebelumnya?",
        ],
        "rank": ["kalau top {k}?", "tahun lalu urutannya gimana?", "kalau {bulan} {tahun}?"],
        "threshold": ["kalau batasnya {n}?", "yg di atas {n} aja", "kalau bulan {bulan}?"],
        "compare": ["kalau {prov} aja?", "dibanding {tahun}?"],
    },
    "kind": {
        "count": ["totalnya berapa?", "jumlahnya brp?", "total keseluruhannya?"],
        "rank": ["provinsi mana yg paling banyak?", "urutin dari yg terbanyak", "top {k} nya?"],
        "threshold": ["kanwil mana aja yg di atas {n}?", "yg lebih dari {n} mana aja"],
        "compare": ["naik atau turun dibanding tahun lalu?"],
    },
    "register": ["kalau {reg}?", "klo {reg} gimana?", "utk {reg} sama?", "{reg} nya?"],
}

IFU_HARD = {
    "same": {
        "count": [
            "what about {prov}?",
            "{prov}?",
            "last year?",
            "kalau {bulan}?",
            "trus {tahun}?",
            "yg {prov_abbr} brp",
            "tahun sebelumnya?",
        ],
        "rank": ["top {k} aja", "kalau {tahun}?", "last month ranking?"],
        "threshold": ["threshold {n}?", "kalau cutoff nya {n}?", "bulan {bulan}?"],
        "compare": ["kalau {prov}?", "vs {tahun}?"],
    },
    "kind": {
        "count": ["total nya?", "angka totalnya brp", "how many in total?"],
        "rank": ["ranking provinsinya?", "which province is highest?", "top {k}?"],
        "threshold": ["mana aja yg > {n}?", "kanwil di atas {n}?"],
        "compare": ["growth nya vs tahun lalu?", "naik turunnya gimana?"],
    },
    "register": ["and {reg}?", "kalau {reg}?", "{reg} gimana?", "same for {reg}?"],
}

REGISTER_WORDS = {
    "pt": ["PT perorangan", "pt perorangan", "PT perseorangan"],
    "fidusia": ["fidusia", "jaminan fidusia", "JF"],
    "yayasan": ["yayasan"],
}

PROVINCES = [
    "Jawa Barat",
    "Jawa Timur",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sulawesi Selatan",
    "Kalimantan Timur",
    "DI Yogyakarta",
    "Riau",
    "Lampung",
    "NTB",
    "Papua",
    "Aceh",
    "Sumatera Barat",
]
PROVINCE_ABBR = ["Jabar", "Jatim", "Jateng", "DKI", "Sumut", "Sulsel", "Kaltim", "DIY", "Kepri"]
MONTHS = [
    "Januari",
    "Februari",
    "Maret",
    "April",
    "Mei",
    "Juni",
    "Juli",
    "Agustus",
    "September",
    "Oktober",
    "November",
    "Desember",
    "Jan",
    "Feb",
    "Des",
]
MONTHS_2027 = ["Januari", "Februari", "Jan", "Feb"]
YEARS = ["2025", "2026", "2026", "2027"]
THRESHOLDS = ["500", "1.000", "1000", "2.000", "750", "1.500", "300"]
TOPK = ["3", "5", "10", "tiga", "lima"]

# ---------------------------------------------------------------------------
# Lines that ask nothing, greetings, closings, rephrase openers.
# ---------------------------------------------------------------------------

NONE_TYPICAL = [
    "halo",
    "halo kak",
    "pagi min",
    "p",
    "tes",
    "assalamualaikum",
    "selamat siang",
    "makasih kak",
    "ok",
    "oke siap",
    "mantap",
    "terima kasih banyak",
    "siap kak",
    "baik terima kasih",
    "👍",
    "sip",
    "oh gitu",
    "ok noted",
    "makasih min 🙏",
    "oke kak terima kasih infonya",
    "sudah jelas kak",
    "hmm",
]
NONE_HARD = [
    *NONE_TYPICAL,
    "thanks",
    "thank you",
    "ok noted thx",
    "hi",
    "good morning",
    "ok got it",
    "noted, tq",
]
NONE_INTERNAL = ["ok makasih", "siap", "noted", "oke thx", "sip, cukup", "mantap, makasih"]

GREET_TYPICAL = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "pagi kak",
    "siang min",
    "sore kak",
    "malam min",
    "permisi",
    "permisi kak",
    "assalamualaikum",
    "selamat pagi",
    "mohon info",
    "mau tanya",
    "izin bertanya",
    "numpang tanya",
    "halo",
    "hai",
    "tanya dong",
    "kak mau nanya",
]
GREET_HARD = [*GREET_TYPICAL, "hi", "hello", "sorry", "excuse me", "quick question", "btw"]
CLOSE_TYPICAL = [
    "ya",
    "dong",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "tq",
    "mohon infonya",
    "ditunggu",
    "🙏",
    "ya kak",
    "dong min",
    "makasih ya",
    "mohon dibantu",
]
CLOSE_HARD = [*CLOSE_TYPICAL, "thanks", "thank you", "pls", "asap", "thx in advance"]
REPHRASE = [
    "bukan itu maksud saya,",
    "jawabannya kurang jelas,",
    "maksudnya",
    "saya ulangi,",
    "ga nyambung,",
    "hmm bukan,",
]

ABBR = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "bgmn", "gimana"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dmna"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "nggak", "tdk"],
    "gak": ["gk", "ga", "ngga"],
    "saja": ["aja", "aj"],
    "sudah": ["udh", "udah", "sdh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn", "dg"],
    "tolong": ["tlg"],
    "sekarang": ["skrg", "skrng"],
    "juga": ["jg"],
    "kalau": ["kalo", "klo", "kl"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "harus": ["hrs"],
    "belum": ["blm"],
    "sama": ["sm"],
    "apakah": ["apa"],
    "mau": ["mo", "mw"],
    "lagi": ["lg"],
    "terus": ["trs", "trus"],
    "mohon": ["mhn"],
    "informasi": ["info"],
    "dokumen": ["dok", "dokumen2"],
    "apa": ["ap", "apa"],
    "atau": ["atw", "ato"],
    "kemana": ["kmn"],
    "sih": ["si"],
    "dong": ["dong", "donk"],
}

FIRST = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rizky",
    "Nur",
    "Andi",
    "Fitri",
    "Hendra",
    "Wahyu",
    "Yuliana",
    "Made",
    "Putu",
    "Teguh",
    "Rina",
    "Fajar",
    "Intan",
    "Bayu",
]
LAST = [
    "Santoso",
    "Rahmawati",
    "Saputra",
    "Lestari",
    "Hidayat",
    "Wijaya",
    "Siregar",
    "Nasution",
    "Pratama",
    "Kusuma",
    "Suryani",
    "Harahap",
    "Gunawan",
    "Setiawan",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "gmail.com", "outlook.com", "ymail.com"]

NEIGHBOURS = {
    "a": "sqwz",
    "b": "vghn",
    "c": "xdfv",
    "d": "serfcx",
    "e": "wsdr",
    "f": "drtgvc",
    "g": "ftyhbv",
    "h": "gyujnb",
    "i": "ujko",
    "j": "huikmn",
    "k": "jiolm",
    "l": "kop",
    "m": "njk",
    "n": "bhjm",
    "o": "iklp",
    "p": "ol",
    "q": "wa",
    "r": "edft",
    "s": "awedxz",
    "t": "rfgy",
    "u": "yhji",
    "v": "cfgb",
    "w": "qase",
    "x": "zsdc",
    "y": "tghu",
    "z": "asx",
}

# ---------------------------------------------------------------------------
# Noise.
# ---------------------------------------------------------------------------


def fake_nik(rng):
    prov = rng.choice(["11", "12", "13", "31", "32", "33", "34", "35", "36", "51", "64", "73"])
    return prov + "".join(str(rng.randint(0, 9)) for _ in range(14))


def fake_phone(rng):
    op = rng.choice(["812", "813", "821", "852", "857", "878", "895", "811"])
    a = "".join(str(rng.randint(0, 9)) for _ in range(4))
    b = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([3, 4, 4])))
    form = rng.randrange(5)
    if form == 0:
        return f"0{op}{a}{b}"
    if form == 1:
        return f"+62 {op}-{a}-{b}"
    if form == 2:
        return f"62{op}{a}{b}"
    if form == 3:
        return f"0{op} {a} {b}"
    return f"+62{op}{a}{b}"


def fake_name(rng):
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def fake_email(rng):
    f, last = rng.choice(FIRST).lower(), rng.choice(LAST).lower()
    sep = rng.choice([".", "_", ""])
    num = rng.choice(["", str(rng.randint(1, 99)), str(rng.randint(1970, 2005))])
    return f"{f}{sep}{last}{num}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng):
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    if rng.random() < 0.6:
        return (
            f"{''.join(d[0:2])}.{''.join(d[2:5])}.{''.join(d[5:8])}.{d[8]}-"
            f"{''.join(d[9:12])}.{''.join(d[12:15])}"
        )
    return "0" + "".join(d)


def add_pii(rng, text):
    kind = rng.randrange(8)
    if kind == 0:
        return f"saya {fake_name(rng)} NIK {fake_nik(rng)}, {text}"
    if kind == 1:
        return f"nama: {fake_name(rng)}, no hp {fake_phone(rng)}. {text}"
    if kind == 2:
        return f"sy {fake_name(rng)} ({fake_email(rng)}) {text}"
    if kind == 3:
        return f"NPWP {fake_npwp(rng)} - {text}"
    if kind == 4:
        return f"{text} hub {fake_phone(rng)}"
    if kind == 5:
        return f"{text} email saya {fake_email(rng)}"
    if kind == 6:
        return f"{text}. NIK {fake_nik(rng)} a.n. {fake_name(rng)}"
    return f"{text} wa {fake_phone(rng)}"


def abbreviate(rng, text, p_word):
    out = []
    for w in text.split(" "):
        key = w.lower().strip("?,.!")
        tail = w[len(w.rstrip("?,.!")) :]
        if key in ABBR and rng.random() < p_word:
            out.append(rng.choice(ABBR[key]) + tail)
        else:
            out.append(w)
    return " ".join(out)


def typo_word(rng, w):
    op = rng.randrange(4)
    i = rng.randrange(1, len(w) - 1)
    if op == 0:  # swap two neighbouring letters
        return w[:i] + w[i + 1] + w[i] + w[i + 2 :]
    if op == 1:  # drop a letter
        return w[:i] + w[i + 1 :]
    if op == 2:  # double a letter
        return w[:i] + w[i] + w[i:]
    c = w[i].lower()
    if c in NEIGHBOURS:
        return w[:i] + rng.choice(NEIGHBOURS[c]) + w[i + 1 :]
    return w[:i] + w[i + 1 :]


def add_typos(rng, text):
    """One or two typos in alphabetic words of four letters or more; returns (text, changed)."""
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return text, False
    n = 1 if rng.random() < 0.8 else 2
    changed = False
    for i in rng.sample(idx, min(n, len(idx))):
        new = typo_word(rng, words[i])
        if new != words[i]:
            words[i] = new
            changed = True
    return " ".join(words), changed


def stretch(rng, text):
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if w.isalpha() and len(w) >= 2]
    if not idx:
        return text
    i = idx[-1] if rng.random() < 0.6 else rng.choice(idx)
    w = words[i]
    words[i] = w + w[-1] * rng.randint(1, 4)
    return " ".join(words)


def casing(rng, text):
    r = rng.random()
    if r < 0.58:
        return text.lower()
    if r < 0.80:
        return text
    if r < 0.90:
        t = text.lower()
        return t[:1].upper() + t[1:]
    if r < 0.95:
        return text.upper()
    return " ".join(w[:1].upper() + w[1:] for w in text.split(" "))


def punctuate(rng, text):
    base = text.rstrip("?.! ")
    if not base:
        return text
    r = rng.random()
    if r < 0.38:
        return base
    if r < 0.68:
        return base + "?"
    if r < 0.76:
        return base + "??"
    if r < 0.81:
        return base + " ?"
    if r < 0.85:
        return base + "..."
    if r < 0.88:
        return base + "?!"
    if r < 0.93:
        return base + "."
    return text


class Noise:
    def __init__(self, rng, cfg):
        self.rng = rng
        self.cfg = cfg

    def question(self, text, *, internal=False, first=True, pii=True):
        """Returns (noisy text, has_typo)."""
        rng, cfg = self.rng, self.cfg
        t = text
        if rng.random() < cfg["p_abbr"]:
            t = abbreviate(rng, t, 0.6)
        if pii and not internal and rng.random() < cfg["p_pii"]:
            t = add_pii(rng, t)
        greet_p = cfg["p_greet"] * (0.3 if internal else 1.0) * (1.0 if first else 0.25)
        if rng.random() < greet_p:
            g = rng.choice(cfg["greet"])
            t = f"{g}{rng.choice([', ', ' ', '. ', ' .. ', ' '])}{t}"
        if rng.random() < cfg["p_close"] * (0.4 if internal else 1.0):
            t = t.rstrip("?.! ") + rng.choice([" ", ", ", " ya ", "? "]) + rng.choice(cfg["close"])
        has_typo = False
        if rng.random() < cfg["p_typo"]:
            t, has_typo = add_typos(rng, t)
        if rng.random() < cfg["p_stretch"]:
            t = stretch(rng, t)
        t = casing(rng, t)
        t = punctuate(rng, t)
        if rng.random() < 0.04:
            t = t.replace(" ", "  ", 1)
        return t.strip(), has_typo

    def nothing(self, text):
        rng = self.rng
        t = text
        has_typo = False
        if rng.random() < self.cfg["p_typo"] * 0.6:
            t, has_typo = add_typos(rng, t)
        if rng.random() < 0.2:
            t = stretch(rng, t)
        t = casing(rng, t)
        if rng.random() < 0.15:
            t += rng.choice(["!", "!!", ".", " 🙏", " 👍"])
        return t.strip(), has_typo


# ---------------------------------------------------------------------------
# Sessions.
# ---------------------------------------------------------------------------


def zipf_weights(n, s):
    return [1.0 / (r + 1) ** s for r in range(n)]


def fill(rng, template, reg=None):
    tahun = rng.choice(YEARS)
    # the weeks are in March 2027: a month of 2027 named with its year is one already closed
    months = MONTHS_2027 if tahun == "2027" and "{tahun}" in template else MONTHS
    return template.format(
        prov=rng.choice(PROVINCES + PROVINCE_ABBR),
        prov_abbr=rng.choice(PROVINCE_ABBR),
        bulan=rng.choice(months),
        tahun=tahun,
        n=rng.choice(THRESHOLDS),
        k=rng.choice(TOPK),
        reg=reg or "",
    )


class Week:
    def __init__(self, cfg):
        self.cfg = cfg
        self.rng = random.Random(cfg["seed"])
        self.noise = Noise(self.rng, cfg)
        self.public = cfg["public"]
        self.internal = cfg["internal"]
        self.pw = zipf_weights(len(self.public), cfg["zipf_s"])
        self.iw = zipf_weights(len(self.internal), 0.8)
        self.by_id = {i["id"]: i for i in self.public}

    def follow_phrases(self, intent):
        if intent["fu"]:
            return intent["fu"]
        return self.cfg["fu"].get(intent["facet"], [])

    # Each session is a list of (seconds after start, text, surface, label, feedback, typo).
    def public_session(self):
        rng, noise, cfg = self.rng, self.noise, self.cfg
        lines = []
        t = 0
        if rng.random() < cfg["p_none_session"]:
            text, ty = noise.nothing(rng.choice(cfg["none"]))
            lines.append([t, text, "public", "none", None, ty])
            if rng.random() < 0.35:
                t += rng.randint(8, 90)
            else:
                return lines
        intent = rng.choices(self.public, weights=self.pw)[0]
        text, ty = noise.question(rng.choice(intent["phr"]))
        lines.append([t, text, "public", intent["id"], None, ty])
        asked = 1
        while asked < 5:
            fb = None
            if rng.random() < cfg["p_feedback"]:
                fb = "down" if rng.random() < 0.4 else "up"
                lines[-1][4] = fb
            if fb == "down" and rng.random() < 0.45:
                t += rng.randint(10, 120)
                opener = rng.choice(REPHRASE)
                text, ty = noise.question(
                    f"{opener} {rng.choice(intent['phr'])}", first=False, pii=False
                )
                lines.append([t, text, "public", intent["id"], None, ty])
                asked += 1
                continue
            if rng.random() >= cfg["p_follow"] * (0.7 ** (asked - 1)):
                break
            t += rng.randint(15, 300)
            siblings = [
                i
                for i in self.public
                if i["service"] == intent["service"]
                and i["id"] != intent["id"]
                and self.follow_phrases(i)
            ]
            if siblings and rng.random() < 0.6:
                intent = rng.choice(siblings)
                text, ty = noise.question(
                    rng.choice(self.follow_phrases(intent)), first=False, pii=False
                )
            else:
                intent = rng.choices(self.public, weights=self.pw)[0]
                text, ty = noise.question(rng.choice(intent["phr"]), first=False)
            lines.append([t, text, "public", intent["id"], None, ty])
            asked += 1
        if rng.random() < cfg["p_closing"]:
            t += rng.randint(5, 80)
            text, ty = noise.nothing(rng.choice(cfg["none"]))
            lines.append([t, text, "public", "none", None, ty])
        return lines

    def internal_session(self):
        rng, noise, cfg = self.rng, self.noise, self.cfg
        ifu = cfg["ifu"]
        lines = []
        t = 0
        intent = rng.choices(self.internal, weights=self.iw)[0]
        text, ty = noise.question(fill(rng, rng.choice(intent["phr"])), internal=True)
        lines.append([t, text, "internal", intent["id"], None, ty])
        while len(lines) < 6 and rng.random() < 0.62:
            t += rng.randint(20, 240)
            r = rng.random()
            same_reg = [
                i
                for i in self.internal
                if i["register"] == intent["register"] and i["kind"] != intent["kind"]
            ]
            same_kind = [
                i
                for i in self.internal
                if i["kind"] == intent["kind"] and i["register"] != intent["register"]
            ]
            if r < 0.5:
                phrase = fill(rng, rng.choice(ifu["same"][intent["kind"]]))
            elif r < 0.72 and same_reg:
                intent = rng.choice(same_reg)
                phrase = fill(rng, rng.choice(ifu["kind"][intent["kind"]]))
            elif r < 0.88 and same_kind:
                intent = rng.choice(same_kind)
                reg = rng.choice(REGISTER_WORDS[intent["register"]])
                phrase = fill(rng, rng.choice(ifu["register"]), reg=reg)
            else:
                intent = rng.choices(self.internal, weights=self.iw)[0]
                phrase = fill(rng, rng.choice(intent["phr"]))
            text, ty = noise.question(phrase, internal=True, first=False)
            lines.append([t, text, "internal", intent["id"], None, ty])
            if rng.random() < cfg["p_feedback"] * 0.7:
                lines[-1][4] = "up" if rng.random() < 0.6 else "down"
        if rng.random() < 0.1:
            t += rng.randint(5, 60)
            text, ty = noise.nothing(rng.choice(NONE_INTERNAL))
            lines.append([t, text, "internal", "none", None, ty])
        return lines

    def start_time(self, internal):
        rng, cfg = self.rng, self.cfg
        day_w = [1.0, 1.0, 1.0, 1.0, 0.9, 0.55, 0.45]  # the weeks start on a Monday
        if internal:
            day_w = [1.0, 1.0, 1.0, 1.0, 0.9, 0.03, 0.02]
            hour_w = [0] * 7 + [0.4, 1.0, 1.0, 1.0, 0.8, 0.5, 1.0, 1.0, 1.0, 0.7, 0.2] + [0] * 6
        else:
            hour_w = [
                0.1,
                0.05,
                0.03,
                0.03,
                0.05,
                0.15,
                0.3,
                0.6,
                1.0,
                1.2,
                1.2,
                1.1,
                0.8,
                1.0,
                1.1,
                1.0,
                0.8,
                0.6,
                0.5,
                0.7,
                0.8,
                0.7,
                0.45,
                0.25,
            ]
        day = rng.choices(range(7), weights=day_w)[0]
        hour = rng.choices(range(24), weights=hour_w)[0]
        return cfg["start"] + timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )

    def build(self):
        cfg = self.cfg
        n_internal = round(LINES_PER_WEEK * cfg["internal_share"])
        n_public = LINES_PER_WEEK - n_internal
        end = cfg["start"] + timedelta(days=7) - timedelta(seconds=1)
        rows = []
        for internal, budget in ((True, n_internal), (False, n_public)):
            count = 0
            while count < budget:
                sess = self.internal_session() if internal else self.public_session()
                sess = sess[: budget - count]
                count += len(sess)
                sid = f"s-{self.rng.getrandbits(48):012x}"
                start = self.start_time(internal)
                overflow = (start + timedelta(seconds=sess[-1][0]) - end).total_seconds()
                if overflow > 0:
                    start -= timedelta(seconds=overflow)
                for k, (off, text, surface, label, fb, ty) in enumerate(sess):
                    at = start + timedelta(seconds=off)
                    rows.append((at, sid, k, text, surface, label, fb, ty))
        rows.sort(key=lambda r: (r[0], r[1], r[2]))
        return rows


def to_jsonl(rows):
    out = []
    for at, sid, _k, text, surface, label, fb, _ty in rows:
        obj = {"at": at.isoformat(), "session": sid, "question": text, "surface": surface}
        if fb:
            obj["feedback"] = fb
        obj["label"] = label
        out.append(json.dumps(obj, ensure_ascii=False))
    return "\n".join(out) + "\n"


def truth(cfg, rows):
    seen = {r[5] for r in rows}
    covered = {}
    for intent in [*cfg["public"], *cfg["internal"]]:
        if intent["id"] not in seen:
            raise SystemExit(f"intent {intent['id']} never sampled")
        covered[intent["id"]] = intent["item"]
    return json.dumps({"set": GOLDEN_SET, "covered": covered}, ensure_ascii=False, indent=2) + "\n"


COMMON = {
    "internal_share": 0.08,
    "p_greet": 0.28,
    "p_close": 0.2,
    "p_pii": 0.05,
    "p_stretch": 0.07,
    "p_feedback": 0.07,
    "p_none_session": 0.022,
    "p_closing": 0.028,
}

WEEKS = {
    "typical": {
        **COMMON,
        "seed": 20270301,
        "start": datetime(2027, 3, 1, tzinfo=TZ),
        "public": TYPICAL_PUBLIC,
        "internal": TYPICAL_INTERNAL,
        "fu": FU_TYPICAL,
        "ifu": IFU_TYPICAL,
        "none": NONE_TYPICAL,
        "greet": GREET_TYPICAL,
        "close": CLOSE_TYPICAL,
        "zipf_s": 1.0,
        "p_abbr": 0.55,
        "p_typo": 0.33,
        "p_follow": 0.25,
    },
    "hard": {
        **COMMON,
        "seed": 20270308,
        "start": datetime(2027, 3, 8, tzinfo=TZ),
        "public": HARD_PUBLIC,
        "internal": HARD_INTERNAL,
        "fu": FU_HARD,
        "ifu": IFU_HARD,
        "none": NONE_HARD,
        "greet": GREET_HARD,
        "close": CLOSE_HARD,
        "zipf_s": 0.85,
        "p_abbr": 0.45,
        "p_typo": 0.275,
        "p_follow": 0.3,
        "p_none_session": 0.03,
        "p_closing": 0.038,
    },
}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="directory to write the week files into")
    ap.add_argument("--stats", action="store_true", help="print summary figures to stderr")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for week, cfg in WEEKS.items():
        rows = Week(cfg).build()
        (out / f"{NAME}-{week}.jsonl").write_text(to_jsonl(rows), encoding="utf-8")
        (out / f"{NAME}-{week}.truth.json").write_text(truth(cfg, rows), encoding="utf-8")
        if args.stats:
            n = len(rows)
            intents = [*cfg["public"], *cfg["internal"]]
            cov = sum(1 for i in intents if i["item"])
            print(
                f"{week}: lines={n} intents={len(intents)} covered={cov} "
                f"internal={sum(r[4] == 'internal' for r in rows) / n:.3f} "
                f"typo={sum(r[7] for r in rows) / n:.3f} "
                f"none={sum(r[5] == 'none' for r in rows) / n:.3f} "
                f"feedback={sum(bool(r[6]) for r in rows) / n:.3f} "
                f"sessions={len({r[1] for r in rows})} "
                f"first={rows[0][0].isoformat()} last={rows[-1][0].isoformat()}",
                file=sys.stderr,
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
