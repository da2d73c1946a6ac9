"""Generate the `golf` pair of held-out weeks of labelled chatbot traffic.

Written by hand by an independent author (`golf`) under the weeks brief. Every phrasing below
was typed by the author; the script only samples them and adds chat noise. Stdlib only,
seeded, byte-identical output on every run:

    python3 bench/weeks/golf_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import pathlib
import re
import sys
from random import Random

SEED = 58213
NAME = "golf"
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = dt.timezone(dt.timedelta(hours=7))
LINES = 3000

# --------------------------------------------------------------------------------------------
# Service aliases, substituted for {s} in a phrasing.
# --------------------------------------------------------------------------------------------
ALIASES = {
    "ptp": [
        "PT perorangan",
        "pt perorangan",
        "PT perorangan",
        "PT perseorangan",
        "pt perseorangan",
        "PT Perorangan",
        "pt perorangan",
        "PT individu",
        "PT 1 orang",
        "pt perorangan umk",
    ],
}
HARD_ALIASES = {
    "ptp": [
        "PT perorangan",
        "pt perorangan",
        "PT perseorangan",
        "pt perseorangan",
        "PT individu",
        "PT 1 orang",
        "PT sendirian",
        "single-owner PT",
        "PT perorangan UMK",
        "pt prorangan",
        "PT solo",
    ],
}

# --------------------------------------------------------------------------------------------
# Typical week: (intent id, service, covering golden item or None, phrasings, follow-ups).
# Listed in Zipf rank order. A follow-up is how the intent is asked later in a session that
# already named the service.
# --------------------------------------------------------------------------------------------
TYPICAL_PUBLIC = [
    (
        "pt-perorangan-syarat",
        "ptp",
        "pt-perorangan-syarat",
        [
            "syarat bikin {s} apa aja",
            "apa saja syarat mendirikan {s}?",
            "mau buat {s} syaratnya apa",
            "persyaratan pendirian {s}",
            "syarat {s}",
            "kalau mau daftar {s} harus punya apa aja?",
            "{s} syaratnya apa aja ya",
            "umur berapa boleh bikin {s}? syarat lainnya apa",
            "ktp aja cukup gak buat daftar {s}?",
            "syarat2 pendirian {s} dong",
            "tolong info persyaratan untuk mendirikan {s}",
            "saya mau mendirikan {s}, apa saja yang harus dipenuhi?",
        ],
        ["syaratnya apa aja?", "kalau syaratnya?", "terus syaratnya apa", "persyaratannya apa ya"],
    ),
    (
        "akun-lupa-password",
        "akun",
        None,
        [
            "lupa password akun ahu gimana",
            "gak bisa login ahu online, lupa kata sandi",
            "cara reset password ahu",
            "akun ahu saya lupa passwordnya",
            "lupa kata sandi ahu online, email masih aktif",
            "reset kata sandi akun AHU online gimana caranya",
            "link reset password gak masuk ke email",
            "lupa password ahu, udah klik lupa password tp gak ada email",
            "mau ganti password akun ahu karena lupa",
            "gimana kalau lupa password akun ahu",
        ],
        [],
    ),
    (
        "pt-perorangan-biaya",
        "ptp",
        None,
        [
            "biaya bikin {s} berapa",
            "berapa biaya pendirian {s}?",
            "daftar {s} bayar berapa ya",
            "{s} gratis gak?",
            "biaya pnbp {s} berapa",
            "kalau buat {s} habis berapa",
            "ada biayanya gak daftar {s}?",
            "biaya pendaftaran {s} sekarang berapa",
            "berapa duit buat bikin {s}",
            "biaya {s} berapa kak",
        ],
        ["biayanya berapa?", "kalau biayanya?", "bayarnya berapa ya", "trus biayanya brp"],
    ),
    (
        "fidusia-cara-daftar",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "cara daftar jaminan fidusia gimana",
            "bagaimana mendaftarkan fidusia online",
            "prosedur pendaftaran jaminan fidusia",
            "daftar fidusia lewat mana",
            "mau daftarin fidusia untuk kredit motor caranya gimana",
            "langkah2 pendaftaran fidusia di ahu",
            "pendaftaran fidusia bisa online?",
            "gimana cara mendaftarkan jaminan fidusia",
            "fidusia didaftarkan di mana ya",
        ],
        ["daftarnya gimana?", "caranya gimana?", "trus cara daftarnya?"],
    ),
    (
        "voucher-cara-bayar",
        "voucher",
        None,
        [
            "cara bayar voucher ahu gimana",
            "voucher pnbp bayarnya di mana",
            "bisa bayar voucher lewat m-banking gak",
            "kode voucher udah dapet, bayarnya ke bank apa",
            "gimana cara bayar pnbp ahu online",
            "bayar voucher lewat atm bisa?",
            "voucher ahu bisa dibayar di teller bank?",
            "bayar kode billing ahu lewat apa aja",
        ],
        [],
    ),
    (
        "apostille-biaya",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille per dokumen berapa",
            "berapa tarif apostille satu dokumen",
            "apostille ijazah bayar berapa",
            "pnbp apostille berapa",
            "apostille akta kelahiran biayanya berapa?",
            "apostille bayar berapa per dokumen",
            "biaya apostile berapa ya kak",
        ],
        ["biayanya berapa?", "kalau satu dokumen bayar berapa?", "berapa biayanya per dokumen"],
    ),
    (
        "wasiat-cek-almarhum",
        "wasiat",
        "wasiat-pencarian",
        [
            "cara cek apakah almarhum ayah ninggalin wasiat",
            "gimana tahu orang tua yang udah meninggal punya wasiat atau tidak",
            "mau cek wasiat almarhumah ibu",
            "cara mengetahui ada wasiat atau tidak dari pewaris",
            "pencarian wasiat orang meninggal gimana",
            "surat keterangan wasiat cara dapetinnya gimana",
            "ngurus surat keterangan wasiat buat waris gimana",
            "kakek saya meninggal, cara cek ada wasiat terdaftar gak",
        ],
        ["caranya gimana?", "ngurusnya di mana ya?", "terus cara ceknya?"],
    ),
    (
        "pt-perorangan-cara-daftar",
        "ptp",
        None,
        [
            "cara daftar {s} gimana",
            "langkah langkah bikin {s} online",
            "daftar {s} lewat mana",
            "gimana cara mendirikan {s}",
            "{s} bisa daftar sendiri tanpa notaris? caranya",
            "prosedur pendirian {s}",
            "mau daftar {s} mulai dari mana",
            "bikin {s} di website apa",
        ],
        ["caranya gimana?", "daftarnya lewat mana?", "terus cara daftarnya gimana"],
    ),
    (
        "yayasan-cara-mendirikan",
        "yayasan",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "gimana cara bikin yayasan",
            "prosedur pendirian yayasan di ahu",
            "mau buat yayasan sosial caranya gimana",
            "langkah mendirikan yayasan pendidikan",
            "pengesahan yayasan gimana prosesnya",
            "bikin yayasan harus lewat notaris ya? caranya gimana",
            "cara membuat yayasan yatim piatu",
        ],
        ["caranya gimana?", "prosedurnya gimana", "cara bikinnya?"],
    ),
    (
        "cv-tempat-daftar",
        "cv",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang di mana",
            "pendaftaran CV di pengadilan atau di ahu?",
            "CV daftarnya lewat mana sekarang",
            "firma didaftarkan di mana",
            "bikin cv daftarnya ke mana",
            "pendaftaran cv lewat sabu ya?",
            "cv masih didaftar di pengadilan negeri gak",
            "mau daftarin CV, ke kemenkum atau ke PN?",
        ],
        ["daftarnya di mana?", "ngurusnya ke mana ya", "lewat mana daftarnya?"],
    ),
    (
        "fidusia-roya",
        "fidusia",
        None,
        [
            "cara roya fidusia gimana",
            "hapus jaminan fidusia setelah lunas gimana",
            "kredit udah lunas, fidusianya dihapus gimana",
            "penghapusan sertifikat fidusia",
            "roya fidusia online caranya",
            "mau coret fidusia karena utang lunas",
            "cara menghapus pendaftaran jaminan fidusia",
        ],
        ["kalau udah lunas hapusnya gimana?", "roya nya gimana?", "terus kalau mau dihapus?"],
    ),
    (
        "kewarganegaraan-anak-ganda-usia",
        "kwn-ganda",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus pilih umur berapa",
            "batas usia anak berkewarganegaraan ganda memilih",
            "anak kawin campur sampai umur berapa boleh punya 2 kewarganegaraan",
            "usia berapa anak dwi kewarganegaraan wajib milih",
            "anak saya WNI dan Jepang, kapan harus memilih",
            "sampai umur berapa anak boleh kewarganegaraan ganda",
            "anak ganda kewarganegaraan harus memilih di usia berapa",
        ],
        ["harus milih umur berapa?", "sampai usia berapa?", "batas umurnya berapa"],
    ),
    (
        "apostille-dokumen-apa",
        "apostille",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa diapostille",
            "ijazah bisa diapostille gak",
            "akta nikah bisa di apostille?",
            "jenis dokumen yang bisa apostille apa aja",
            "dokumen perusahaan bisa diapostille gak",
            "apakah skck bisa apostille",
            "apostille bisa untuk dokumen apa saja",
            "akta kelahiran bisa diapostille ga",
        ],
        ["dokumen apa aja yang bisa?", "kalau ijazah bisa?", "akta kelahiran bisa juga?"],
    ),
    (
        "pt-biasa-perlu-notaris",
        "ptb",
        "pt-biasa-akta",
        [
            "bikin PT biasa harus pakai notaris?",
            "PT biasa wajib akta notaris gak",
            "pendirian PT biasa perlu notaris ya",
            "PT yang bukan perorangan bisa tanpa notaris gak",
            "kalau PT yang pendirinya 2 orang harus ke notaris?",
            "apakah PT persekutuan modal perlu akta notaris",
            "PT biasa bisa didirikan tanpa akta notaris?",
        ],
        ["harus pakai notaris gak?", "wajib akta notaris?"],
    ),
    (
        "akun-daftar",
        "akun",
        None,
        [
            "cara daftar akun ahu online",
            "bikin akun ahu gimana",
            "registrasi akun AHU untuk umum bisa?",
            "mau buat user ahu online caranya",
            "daftar akun ahu pakai email apa",
            "cara registrasi di ahu.go.id",
            "gimana bikin akun baru di AHU online",
        ],
        [],
    ),
    (
        "pt-perorangan-ubah-data",
        "ptp",
        None,
        [
            "cara ubah data {s}",
            "mau ganti alamat {s} gimana",
            "perubahan {s} gimana caranya",
            "ubah kbli {s}",
            "ganti nama {s} bisa gak",
            "cara mengubah pernyataan pendirian {s}",
            "mau nambah modal {s} caranya",
        ],
        ["kalau mau ubah datanya gimana?", "trus kalau mau ganti alamat?", "perubahannya gimana"],
    ),
    (
        "apostille-lama",
        "apostille",
        None,
        [
            "apostille berapa lama jadinya",
            "proses apostille berapa hari",
            "lama pengurusan apostille",
            "apostille sehari jadi gak",
            "udah ajuin apostille kira kira kapan selesai",
            "apostille jadinya berapa hari kerja",
        ],
        ["jadinya berapa lama?", "prosesnya berapa hari?", "lama gak prosesnya"],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "gimana perkumpulan bisa jadi badan hukum",
            "cara pengesahan badan hukum perkumpulan",
            "perkumpulan mau jadi berbadan hukum gimana",
            "cara daftarin perkumpulan ke ahu",
            "komunitas kami mau dijadiin perkumpulan berbadan hukum caranya",
            "pengesahan perkumpulan prosesnya gimana",
        ],
        ["caranya gimana?", "pengesahannya gimana"],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi di ahu gimana",
            "pengesahan badan hukum koperasi gimana",
            "mau buat koperasi simpan pinjam caranya",
            "pendirian koperasi lewat notaris ya",
            "prosedur bikin koperasi desa",
        ],
        [],
    ),
    (
        "naturalisasi-syarat",
        "naturalisasi",
        None,
        [
            "syarat jadi WNI untuk WNA",
            "syarat naturalisasi apa aja",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "WNA yang udah lama tinggal di indo mau jadi wni perlu apa aja",
            "syarat permohonan kewarganegaraan RI bagi orang asing",
        ],
        [],
    ),
    (
        "wasiat-biaya",
        "wasiat",
        None,
        [
            "biaya surat keterangan wasiat berapa",
            "cek wasiat bayar berapa",
            "pnbp permohonan wasiat berapa",
            "biaya pencarian wasiat berapa ya",
            "surat keterangan wasiat ada biayanya?",
        ],
        ["biayanya berapa?", "bayar berapa ya?"],
    ),
    (
        "yayasan-ubah-pengurus",
        "yayasan",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan susunan pembina yayasan gimana",
            "ketua yayasan meninggal, ganti pengurus gimana",
            "mau ubah pengurus yayasan di ahu",
            "perubahan data pengurus yayasan",
        ],
        ["kalau mau ganti pengurus gimana?", "terus ubah pengurusnya gimana"],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dan legalisasi",
            "apostille sama legalisasi kedutaan bedanya apa",
            "bedanya legalisasi dengan apostille",
            "apostille itu beda ya sama legalisasi?",
            "perbedaan apostille dan legalisasi dokumen",
        ],
        ["bedanya sama legalisasi apa?", "itu beda ya sama legalisasi?"],
    ),
    (
        "pt-perorangan-bubar",
        "ptp",
        None,
        [
            "cara membubarkan {s}",
            "mau tutup {s} gimana",
            "pembubaran {s}",
            "{s} udah gak jalan, cara bubarinnya gimana",
            "gimana cara menutup {s} saya",
        ],
        ["kalau mau dibubarkan gimana?", "terus kalau mau tutup?"],
    ),
    (
        "nama-pt-pemesanan",
        "nama-pt",
        None,
        [
            "cara pesan nama PT",
            "cek nama PT udah dipakai atau belum gimana",
            "pemesanan nama perseroan di ahu",
            "gimana cara cek ketersediaan nama pt",
            "mau booking nama PT caranya",
        ],
        [],
    ),
]

# Internal (staff data agent), typical week. Slots: {prov} {bln} {thn} {n} {k}.
TYPICAL_INTERNAL = [
    (
        "int-pt-perorangan-jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah PT perorangan yang terdaftar di {prov} bulan {bln}?",
            "jumlah pendaftaran PT perorangan {thn} per provinsi",
            "tolong tarik data pendaftaran PT perorangan bulan lalu per provinsi",
            "PT perorangan di {prov} tahun {thn} ada berapa",
            "berapa total PT perorangan yang daftar bulan {bln} {thn}",
            "rekap jumlah PT perorangan per bulan tahun {thn}",
            "jumlah PT perorangan baru di {prov} bulan lalu",
            "minta angka pendaftaran PT perorangan {prov} {bln} {thn}",
        ],
        [
            "kalau {prov}?",
            "kalau di {prov} berapa?",
            "tahun lalu berapa?",
            "{thn} nya?",
            "bulan sebelumnya?",
            "yang {bln} gimana?",
            "kalau {prov} tahun lalu?",
        ],
    ),
    (
        "int-fidusia-jumlah",
        None,
        [
            "berapa pendaftaran fidusia di {prov} bulan {bln}",
            "jumlah sertifikat fidusia terbit tahun {thn}",
            "total jaminan fidusia yang didaftarkan bulan lalu per provinsi",
            "fidusia {prov} {bln} {thn} berapa",
            "rekap jumlah pendaftaran fidusia per bulan {thn}",
            "ada berapa pendaftaran fidusia nasional bulan {bln}",
        ],
        ["kalau {prov}?", "tahun lalu?", "kalau bulan {bln}?", "di {prov} berapa?"],
    ),
    (
        "int-pt-perorangan-ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "{k} provinsi dengan PT perorangan terbanyak {thn}",
            "urutan provinsi paling banyak daftar PT perorangan bulan {bln}",
            "provinsi mana yang paling banyak mendaftarkan PT perorangan tahun {thn}",
            "ranking provinsi pendaftaran PT perorangan {thn}",
            "top {k} provinsi PT perorangan bulan lalu",
            "provinsi mana yang PT peroranganya paling sedikit {thn}",
        ],
        ["kalau {thn}?", "top {k} nya?", "kalau bulan {bln} aja?", "tahun lalu gimana urutannya"],
    ),
    (
        "int-fidusia-kanwil-diatas",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana aja yang pendaftaran fidusianya lebih dari {n} bulan {bln}",
            "daftar kantor wilayah dengan fidusia di atas {n} tahun {thn}",
            "kanwil yang tembus {n} pendaftaran fidusia bulan lalu",
            "kantor wilayah mana saja yang fidusianya di atas {n} pada {bln} {thn}",
            "sebutkan kanwil dengan pendaftaran fidusia > {n} bulan {bln}",
        ],
        ["kalau batasnya {n}?", "kalau bulan {bln}?", "yang di atas {n} aja", "{thn} gimana?"],
    ),
    (
        "int-pt-perorangan-perbandingan",
        None,
        [
            "PT perorangan Q1 {thn} dibanding Q1 tahun lalu naik berapa persen",
            "bandingkan pendaftaran PT perorangan bulan {bln} dengan bulan sebelumnya",
            "pertumbuhan PT perorangan {prov} dibanding tahun lalu",
            "PT perorangan {thn} naik atau turun dibanding tahun sebelumnya? berapa persen",
            "selisih pendaftaran PT perorangan {bln} vs {bln2}",
        ],
        ["kalau {prov}?", "kalau dibanding bulan lalu?", "yang {prov} naik berapa persen"],
    ),
]

# --------------------------------------------------------------------------------------------
# Hard week.
# --------------------------------------------------------------------------------------------
HARD_PUBLIC = [
    (
        "pt-perorangan-syarat",
        "ptp",
        "pt-perorangan-syarat",
        [
            "requirement untuk {s} apa aja",
            "apa yang perlu disiapkan kalau mau bikin {s}",
            "dokumen apa yang harus ada buat {s}",
            "what do I need to set up a {s}?",
            "WNA boleh punya {s} gak",
            "minimal umur pendiri {s} berapa",
            "{s} prerequisites nya apa",
            "kelengkapan berkas {s}",
            "mau bikin {s}, modal ktp npwp cukup?",
            "siapa aja yang boleh mendirikan {s}",
            "requirements for {s} please",
            "ketentuan pendiri {s} apa saja",
        ],
        ["requirementnya apa aja?", "yang perlu disiapin apa?", "dokumennya apa aja"],
    ),
    (
        "pt-perorangan-biaya",
        "ptp",
        None,
        [
            "{s} fee nya berapa",
            "ongkos bikin {s}",
            "bayar berapa untuk {s}",
            "how much does a {s} cost",
            "tarif PNBP {s}",
            "{s} free or paid?",
            "harga pendirian {s}",
            "keluar duit berapa buat daftar {s}",
            "biaya {s}",
            "cost of registering {s}",
            "nominal yang dibayar waktu daftar {s}",
        ],
        ["fee nya berapa?", "how much?", "bayarnya berapa?", "ongkosnya?"],
    ),
    (
        "akun-lupa-password",
        "akun",
        None,
        [
            "lupa password ahu",
            "forgot password ahu online",
            "reset kata sandi akun",
            "gak bisa masuk akun, lupa sandi",
            "password ahu online gak inget",
            "link reset password tidak masuk",
            "how to reset my AHU password",
            "sandi akun notaris lupa, reset gimana",
            "can't remember password ahu, help",
        ],
        [],
    ),
    (
        "apostille-biaya",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "ongkos apostille",
            "tarif apostil",
            "bayar berapa buat apostille ijazah",
            "PNBP apostille",
            "how much is apostille",
            "apostille harganya berapa",
            "apostille 3 dokumen totalnya berapa",
            "biaya apostile satu lembar",
            "apostille cost for one document?",
        ],
        ["fee nya berapa?", "ongkosnya berapa per dokumen?", "how much per document?"],
    ),
    (
        "fidusia-cara-daftar",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "cara daftar fidusia",
            "how to register fiduciary security",
            "pendaftaran jaminan fidusia prosedurnya",
            "fidusia didaftarin lewat mana",
            "step daftar fidusia online",
            "leasing mau daftarin jaminan fidusia gimana",
            "mekanisme registrasi JF",
            "alur pendaftaran fidusia",
            "fiducia registration procedure",
        ],
        ["how to register it?", "alurnya gimana?", "daftarnya lewat mana?"],
    ),
    (
        "pt-perorangan-cara-daftar",
        "ptp",
        None,
        [
            "how to register {s}",
            "step by step daftar {s}",
            "alur pendirian {s}",
            "{s} diurus lewat web apa",
            "tahapan bikin {s} online",
            "cara daftar {s}",
            "gimana mekanisme pendaftaran {s}",
            "{s} registration process gimana",
            "daftar {s} lewat oss atau ahu",
        ],
        ["alurnya gimana?", "step nya apa aja?", "how to apply?"],
    ),
    (
        "apostille-syarat",
        "apostille",
        None,
        [
            "dokumen apa yang dibawa buat apostille",
            "requirement apostille apa aja",
            "syarat pengajuan apostille",
            "apa yang perlu disiapkan sebelum apostille",
            "berkas yang harus diupload waktu apostille",
            "apostille perlu ktp atau paspor?",
            "what do I need to prepare for apostille",
            "kelengkapan permohonan apostille",
        ],
        ["requirementnya apa?", "yang harus disiapkan apa aja?", "berkasnya apa aja?"],
    ),
    (
        "pt-perorangan-lama",
        "ptp",
        None,
        [
            "{s} jadi berapa hari",
            "how long to register {s}",
            "berapa lama proses {s}",
            "sertifikat {s} keluar kapan",
            "{s} bisa jadi hari itu juga?",
            "estimasi waktu pendirian {s}",
            "processing time {s}",
            "daftar {s} nunggu berapa lama",
        ],
        ["berapa lama?", "how long?", "jadinya kapan?", "nunggu berapa hari?"],
    ),
    (
        "yayasan-cara-mendirikan",
        "yayasan",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "how to establish a foundation",
            "alur bikin yayasan",
            "yayasan didirikan gimana prosedurnya",
            "mau bikin yayasan panti asuhan step nya apa",
            "tahapan pengesahan yayasan",
            "setup yayasan gimana",
            "mekanisme pendirian yayasan keagamaan",
        ],
        ["alurnya gimana?", "step nya?", "prosedurnya gimana?"],
    ),
    (
        "voucher-cara-bayar",
        "voucher",
        None,
        [
            "voucher bayar di mana",
            "how to pay the voucher",
            "pembayaran PNBP lewat apa",
            "bayar kode billing ahu lewat m-banking bisa?",
            "kode voucher dibayar ke bank mana",
            "payment voucher ahu via transfer bisa?",
            "setor PNBP ahu lewat teller",
        ],
        [],
    ),
    (
        "apostille-dokumen-apa",
        "apostille",
        "apostille-dokumen",
        [
            "ijazah bisa diapostille?",
            "which documents can be apostilled",
            "akta cerai bisa apostil gak",
            "dokumen yang bisa di apostille apa aja",
            "transkrip nilai bisa apostille?",
            "surat keterangan kerja bisa diapostile?",
            "dokumen swasta bisa apostille gak",
            "can I apostille my birth certificate",
            "jenis dokumen yang eligible apostille",
        ],
        ["ijazah bisa?", "kalau akta kelahiran eligible?", "dokumen apa aja yang bisa?"],
    ),
    (
        "fidusia-roya",
        "fidusia",
        None,
        [
            "roya fidusia",
            "hapus fidusia",
            "cancel jaminan fidusia setelah lunas",
            "penghapusan JF caranya",
            "how to remove fiduciary registration",
            "kredit lunas, sertifikat fidusia dicoret gimana",
            "delete fidusia yang udah lunas",
            "pencoretan jaminan fidusia",
        ],
        ["kalau mau dihapus?", "roya nya gimana?", "cancel nya gimana?"],
    ),
    (
        "wasiat-cek-almarhum",
        "wasiat",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "how to find out if deceased left a will",
            "surat keterangan wasiat buat ahli waris",
            "ayah meninggal, mau tau ada testamen atau gak",
            "pencarian data wasiat pewaris",
            "cara cek wasiat terdaftar atas nama almarhum",
            "will search for my late father",
            "tracing wasiat orang tua yang sudah wafat",
        ],
        ["ceknya gimana?", "ngurusnya di mana?", "how to search?"],
    ),
    (
        "pt-biasa-perlu-notaris",
        "ptb",
        "pt-biasa-akta",
        [
            "PT biasa wajib pakai akta notaris?",
            "PT persekutuan modal harus lewat notaris gak",
            "does a regular PT need a notary deed",
            "PT 2 pendiri bisa tanpa notaris?",
            "pendirian PT non perorangan pakai akta notaril?",
            "PT umum harus notaris ya",
            "notaris wajib gak buat PT biasa",
        ],
        ["harus notaris?", "need a notary?"],
    ),
    (
        "cv-tempat-daftar",
        "cv",
        "cv-firma-pendaftaran",
        [
            "CV didaftar di mana",
            "where to register a CV",
            "firma daftarnya ke mana",
            "CV masih ke pengadilan negeri?",
            "pendaftaran CV lewat SABU?",
            "CV registration di kemenkum atau pengadilan",
            "persekutuan komanditer didaftarkan ke instansi apa",
        ],
        ["where to register?", "ke mana daftarnya?", "lewat sistem apa?"],
    ),
    (
        "yayasan-syarat",
        "yayasan",
        None,
        [
            "syarat yayasan",
            "requirement yayasan",
            "dokumen apa aja buat yayasan",
            "yayasan minimal berapa pendiri dan kekayaan awal",
            "persyaratan pendirian yayasan",
            "apa yang perlu disiapkan bikin yayasan",
            "kelengkapan berkas yayasan",
        ],
        ["syaratnya apa?", "requirementnya?", "yang disiapin apa aja?"],
    ),
    (
        "apostille-lama",
        "apostille",
        None,
        [
            "apostille processing time",
            "apostille berapa hari kerja",
            "how long apostille",
            "apostil kelar kapan",
            "estimasi selesai apostille",
            "apostille bisa 1 hari jadi?",
            "durasi pengurusan apostille",
        ],
        ["berapa lama?", "how long?", "kelar kapan?"],
    ),
    (
        "kewarganegaraan-anak-ganda-usia",
        "kwn-ganda",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan harus milih umur berapa",
            "dual citizenship child age limit",
            "batas umur anak kewarganegaraan ganda",
            "anak hasil kawin campur kapan wajib pilih warga negara",
            "sampe usia berapa anak boleh pegang 2 paspor",
            "anak saya 17 thn WNI-Australia, kapan harus memilih",
            "at what age must a dual citizen child choose",
        ],
        ["umur berapa harus pilih?", "age limit nya?", "sampai usia berapa?"],
    ),
    (
        "pt-perorangan-ubah",
        "ptp",
        None,
        [
            "revisi data {s}",
            "how to amend {s} data",
            "ganti alamat domisili {s}",
            "update KBLI {s}",
            "edit pernyataan {s} yang udah terdaftar",
            "ubah {s} jadi PT biasa gimana",
            "perubahan {s}",
            "mau ganti direktur {s}",
        ],
        ["kalau mau revisi?", "how to change it?", "update datanya gimana?"],
    ),
    (
        "fidusia-biaya",
        "fidusia",
        None,
        [
            "biaya fidusia",
            "PNBP jaminan fidusia berapa",
            "tarif pendaftaran fidusia",
            "fiduciary registration fee",
            "ongkos daftar fidusia nilai 50 juta",
            "bayar berapa untuk sertifikat fidusia",
            "fidusia harganya berapa",
        ],
        ["tarifnya berapa?", "fee nya?", "bayar berapa?"],
    ),
    (
        "apostille-apa",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa",
            "what is apostille",
            "apostil tuh apaan",
            "pengertian apostille",
            "apostille maksudnya apa ya",
            "apostille itu semacam cap apa",
            "explain apostille",
        ],
        ["itu apa sih?", "maksudnya apa?", "what is it?"],
    ),
    (
        "apostille-cara",
        "apostille",
        None,
        [
            "how to apply apostille",
            "cara mengajukan apostille online",
            "apostille diurus di mana",
            "alur permohonan apostille",
            "apostille harus datang ke kantor gak",
            "apostille bisa lewat online?",
            "step ngajuin apostille",
        ],
        ["ngajuinnya gimana?", "how to apply?", "diurus di mana?"],
    ),
    (
        "pt-biasa-biaya",
        "ptb",
        None,
        [
            "biaya PT biasa",
            "ongkos pendirian PT persekutuan modal",
            "PT biasa fee nya berapa",
            "how much to set up a regular PT",
            "PNBP pengesahan PT biasa",
            "tarif bikin PT umum",
        ],
        ["fee nya berapa?", "ongkosnya?"],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi badan hukum gimana",
            "pengesahan perkumpulan",
            "how can an association get legal entity status",
            "perkumpulan berbadan hukum caranya",
            "komunitas mau jadi badan hukum perkumpulan",
            "registrasi perkumpulan di ahu",
            "legalitas perkumpulan diurus gimana",
        ],
        ["caranya?", "pengesahannya gimana?", "how?"],
    ),
    (
        "pt-perorangan-apa",
        "ptp",
        None,
        [
            "{s} itu apa sih",
            "beda {s} sama PT biasa apa",
            "what is {s}",
            "{s} vs PT persekutuan modal",
            "pengertian {s}",
            "{s} bedanya dengan PT umum apa",
            "maksudnya {s} itu gimana",
        ],
        ["itu apa sih?", "bedanya sama PT biasa?", "what is it exactly?"],
    ),
    (
        "yayasan-biaya",
        "yayasan",
        None,
        [
            "biaya yayasan",
            "tarif pengesahan yayasan",
            "foundation registration fee",
            "ongkos bikin yayasan",
            "yayasan bayar pnbp berapa",
            "nominal pengesahan yayasan",
        ],
        ["tarifnya?", "fee nya berapa?", "bayar berapa?"],
    ),
    (
        "wasiat-biaya",
        "wasiat",
        None,
        [
            "biaya surat keterangan wasiat",
            "cek wasiat bayar",
            "tarif pencarian wasiat",
            "fee search will",
            "PNBP wasiat",
            "ongkos cek testamen",
        ],
        ["ongkosnya?", "fee nya?", "bayar berapa?"],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "difference apostille and legalization",
            "apostille dan legalisasi kemenlu bedanya apa",
            "legalization or apostille, which one",
            "bedanya apostille dengan legalisasi dokumen",
            "apostille beda sama legalisasi kedubes?",
        ],
        ["bedanya sama legalisasi?", "vs legalization?"],
    ),
    (
        "pt-perorangan-bubar",
        "ptp",
        None,
        [
            "tutup {s}",
            "how to dissolve {s}",
            "likuidasi {s}",
            "pembubaran {s} prosedurnya",
            "{s} mau dibubarkan aja",
            "close permanently {s} caranya",
        ],
        ["kalau mau ditutup?", "dissolve nya gimana?", "bubarinnya gimana?"],
    ),
    (
        "naturalisasi-syarat",
        "naturalisasi",
        None,
        [
            "syarat naturalisasi",
            "requirement jadi WNI",
            "WNA mau jadi WNI perlu apa aja",
            "pewarganegaraan syaratnya",
            "istri saya WNA, syarat ganti kewarganegaraan",
            "naturalization requirements indonesia",
        ],
        [],
    ),
    (
        "cv-biaya",
        "cv",
        None,
        [
            "biaya pendaftaran CV",
            "CV fee",
            "ongkos daftar CV",
            "bayar berapa buat daftar firma",
            "tarif PNBP CV",
        ],
        ["ongkosnya?", "fee nya berapa?"],
    ),
    (
        "fidusia-ubah",
        "fidusia",
        None,
        [
            "perubahan sertifikat fidusia",
            "ubah data jaminan fidusia",
            "salah input nomor rangka di fidusia, revisi gimana",
            "amend fiduciary certificate",
            "ganti penerima fidusia",
            "koreksi data fidusia",
        ],
        ["kalau mau revisi?", "ubahnya gimana?"],
    ),
    (
        "kewarganegaraan-anak-ganda-cara-memilih",
        "kwn-ganda",
        None,
        [
            "cara anak kewarganegaraan ganda memilih WNI",
            "how to declare indonesian citizenship for dual citizen child",
            "pernyataan memilih kewarganegaraan diajukan di mana",
            "prosedur anak ganda pilih WNI",
            "mengurus pilihan kewarganegaraan anak ganda",
        ],
        ["cara milihnya gimana?", "diajukan di mana?", "how to declare?"],
    ),
    (
        "yayasan-bubar",
        "yayasan",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup",
            "dissolve foundation",
            "pembubaran yayasan prosedurnya",
            "likuidasi yayasan",
        ],
        ["kalau mau ditutup?", "bubarinnya gimana?"],
    ),
    (
        "perkumpulan-biaya",
        "perkumpulan",
        None,
        [
            "biaya pengesahan perkumpulan",
            "perkumpulan fee berapa",
            "ongkos daftar perkumpulan",
            "tarif badan hukum perkumpulan",
        ],
        ["ongkosnya?", "tarifnya berapa?"],
    ),
    (
        "wasiat-lama",
        "wasiat",
        None,
        [
            "surat keterangan wasiat jadi berapa lama",
            "how long does a will search take",
            "berapa hari SK wasiat keluar",
            "pencarian wasiat prosesnya lama gak",
        ],
        ["berapa lama?", "how long?"],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        None,
        [
            "cara mendirikan koperasi",
            "how to set up a cooperative",
            "pengesahan koperasi",
            "bikin koperasi alurnya",
            "koperasi didirikan gimana",
        ],
        [],
    ),
]

HARD_INTERNAL = [
    (
        "int-pt-perorangan-jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} last month",
            "jumlah registrasi PT perorangan {prov} {bln} {thn}",
            "count PT perorangan per provinsi bulan lalu",
            "total pengajuan PT perorangan yang disahkan {thn}",
            "PT perorangan filings {prov} {thn}?",
            "berapa banyak PT perorangan baru di {prov} bulan {bln}",
            "angka PT perorangan nasional {bln} {thn}",
            "volume pendaftaran PT perorangan {prov} Q1 {thn}",
        ],
        ["kalau {prov}?", "last year?", "tahun sebelumnya?", "{prov} berapa?", "yang {bln}?"],
    ),
    (
        "int-fidusia-kanwil-diatas",
        "internal-fidusia-kantor-wilayah",
        [
            "list kanwil with more than {n} fidusia filings in {bln}",
            "kanwil yang fidusianya lewat {n} bulan {bln}",
            "kantor wilayah dengan pendaftaran fidusia di atas {n} tahun {thn}",
            "which regional offices exceeded {n} fiduciary registrations in {bln}",
            "kanwil mana aja fidusia > {n} bulan lalu",
            "kanwil yang melampaui {n} sertifikat fidusia {bln} {thn}",
        ],
        ["kalau threshold {n}?", "bulan {bln} gimana?", "di atas {n} aja?"],
    ),
    (
        "int-pt-perorangan-ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinces by PT perorangan registrations {thn}",
            "peringkat provinsi PT perorangan {thn}",
            "provinsi dengan registrasi PT perorangan tertinggi bulan {bln}",
            "ranking provinsi berdasarkan jumlah PT perorangan",
            "{k} besar provinsi PT perorangan tahun lalu",
            "urutkan provinsi dari PT perorangan terbanyak {thn}",
        ],
        ["kalau {thn}?", "top {k} aja", "bulan {bln} gimana urutannya?"],
    ),
    (
        "int-fidusia-ranking-provinsi",
        None,
        [
            "top {k} provinsi fidusia terbanyak {thn}",
            "peringkat provinsi pendaftaran fidusia bulan {bln}",
            "which provinces have the most fiduciary registrations {thn}",
            "ranking provinsi jaminan fidusia {bln} {thn}",
            "provinsi mana paling banyak daftar fidusia tahun lalu",
        ],
        ["kalau {thn}?", "top {k}?", "bulan {bln} gimana?"],
    ),
    (
        "int-pt-perorangan-kanwil-diatas",
        None,
        [
            "kanwil mana yang PT peroranganya di atas {n} bulan {bln}",
            "list offices with more than {n} PT perorangan in {thn}",
            "kantor wilayah dengan PT perorangan lebih dari {n} bulan lalu",
            "kanwil yang tembus {n} PT perorangan {bln} {thn}",
        ],
        ["kalau batasnya {n}?", "bulan {bln}?"],
    ),
    (
        "int-yayasan-jumlah",
        None,
        [
            "jumlah yayasan yang disahkan {thn}",
            "how many foundations registered in {prov} {thn}",
            "berapa yayasan baru di {prov} bulan {bln}",
            "total pengesahan yayasan bulan lalu per provinsi",
            "count yayasan {bln} {thn}",
        ],
        ["kalau {prov}?", "tahun lalu?", "last month?"],
    ),
    (
        "int-pt-perorangan-perbandingan",
        None,
        [
            "growth PT perorangan {thn} vs tahun lalu",
            "PT perorangan {bln} dibanding {bln2} naik berapa persen",
            "perbandingan registrasi PT perorangan {prov} yoy",
            "compare PT perorangan Q1 {thn} with Q1 last year",
            "kenaikan PT perorangan {prov} dibanding tahun sebelumnya",
        ],
        ["kalau {prov}?", "month on month?", "dibanding bulan lalu?"],
    ),
]

# --------------------------------------------------------------------------------------------
# Filler for slots, lines asking nothing, greetings, closings, personal details.
# --------------------------------------------------------------------------------------------
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
    "DIY",
    "NTB",
    "Riau",
    "Lampung",
    "Sumatera Barat",
    "Aceh",
    "Papua",
    "Kalimantan Barat",
    "Sumatera Selatan",
    "jatim",
    "jabar",
    "jateng",
    "sumut",
    "sulsel",
    "kaltim",
]
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
    "Mar",
]
YEARS = ["2025", "2026", "2027", "2028", "tahun ini", "2027", "2026"]
THRESHOLDS = ["500", "1.000", "1000", "2.000", "750", "1.500", "3000", "1rb"]
TOPS = ["3", "5", "10", "tiga", "lima"]

NONE_TYPICAL = [
    "makasih",
    "makasih kak",
    "terima kasih min",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "sip",
    "ok makasih ya",
    "halo",
    "pagi min",
    "p",
    "tes",
    "assalamualaikum",
    "baik terima kasih",
    "oke kak",
    "ya",
    "noted",
    "makasih infonya",
    "siap kak makasih",
    "👍",
    "halo kak",
    "woke",
    "mantap min",
    "terimakasih banyak",
]
NONE_HARD = [
    *NONE_TYPICAL,
    "thank you",
    "thanks min",
    "ok noted thx",
    "alright",
    "hi",
    "hello admin",
    "noted, thanks",
    "ok got it",
    "tq",
]
NONE_INTERNAL = ["ok makasih", "sip", "oke", "thanks", "noted", "mantap, makasih", "ok"]

GREET_ANY = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "permisi",
    "permisi kak",
    "assalamualaikum",
    "mohon info",
    "mau tanya",
    "mau nanya dong",
    "numpang tanya",
    "halo",
    "min mau tanya",
    "hai",
    "kak mau tanya",
]
GREET_HARD = ["hi", "hello", "excuse me", "hi admin", "sorry mau tanya", "hello kak"]
GREET_TIME = {
    "pagi": ["pagi", "pagi min", "selamat pagi", "pagi kak"],
    "siang": ["siang kak", "selamat siang", "siang min"],
    "sore": ["sore min", "selamat sore", "sore kak"],
    "malam": ["malam kak", "selamat malam", "malem min"],
}
SUFFIX = [
    "ya",
    "dong",
    "kak",
    "min",
    "ya kak",
    "makasih",
    "terima kasih",
    "mohon infonya",
    "tq",
    "thx",
    "🙏",
    "ya min",
    "kak?",
    "mohon dibantu",
]
SUFFIX_HARD = ["please", "pls", "thanks", "asap ya", "thank you"]

NAMES = [
    "Budi Santoso",
    "Siti Rahmawati",
    "Agus Setiawan",
    "Dewi Lestari",
    "Rizky Pratama",
    "Nur Aini",
    "Andi Wijaya",
    "Putu Ayu Saraswati",
    "Yohanes Simanjuntak",
    "Fitri Handayani",
    "Muhammad Iqbal",
    "Ketut Suardana",
    "Rina Marlina",
    "Hendra Gunawan",
    "Sri Wahyuni",
    "Fajar Nugroho",
    "Maria Tan",
    "Dedi Kurniawan",
    "Intan Permatasari",
    "La Ode Hasan",
]
NIK_PREFIX = ["3171", "3273", "3578", "3374", "5171", "1271", "7371", "6471", "3404", "3603"]
MAIL_HOSTS = ["gmail.com", "yahoo.com", "yahoo.co.id", "outlook.com", "gmail.com"]

ABBREV = {
    "yang": ["yg"],
    "gimana": ["gmn", "gmna", "gimana"],
    "bagaimana": ["gmn", "bgmn"],
    "berapa": ["brp", "brapa"],
    "di mana": ["dmn", "dimana"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat", "untk"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "tdk", "nggak"],
    "gak": ["gk", "ga", "ngga", "nggak"],
    "saja": ["aja"],
    "aja": ["aj"],
    "sudah": ["udh", "sdh", "udah"],
    "udah": ["udh", "dah"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn", "dg"],
    "tolong": ["tlg"],
    "sekarang": ["skrg", "skrang"],
    "kalau": ["kalo", "klo", "kl"],
    "juga": ["jg"],
    "sama": ["sm"],
    "belum": ["blm"],
    "pakai": ["pake"],
    "harus": ["hrs"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "atau": ["atau", "ato", "atw"],
    "tapi": ["tp"],
    "dokumen": ["dokumen", "dok"],
    "terus": ["trus", "trs"],
    "apa aja": ["apa aj", "apa ajah"],
    "mau": ["mo", "mau"],
    "lagi": ["lg"],
    "banyak": ["byk"],
}
_ABBREV_RE = re.compile(
    r"\b(" + "|".join(sorted((re.escape(k) for k in ABBREV), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)
KEY_NEIGHBOURS = {
    "a": "sq",
    "b": "vn",
    "c": "xv",
    "d": "sf",
    "e": "wr",
    "f": "dg",
    "g": "fh",
    "h": "gj",
    "i": "uo",
    "j": "hk",
    "k": "jl",
    "l": "k",
    "m": "n",
    "n": "bm",
    "o": "ip",
    "p": "o",
    "r": "et",
    "s": "ad",
    "t": "ry",
    "u": "yi",
    "w": "qe",
    "y": "tu",
}

HOUR_W_PUBLIC = [1, 0.6, 0.3, 0.3, 0.5, 1, 2, 4, 7, 9, 9, 8, 7, 8, 8, 7, 6, 5, 5, 6, 6, 5, 3, 2]
DAY_W_PUBLIC = [1.0, 1.0, 1.0, 1.0, 0.95, 0.6, 0.5]
HOUR_W_INTERNAL = [0] * 8 + [6, 9, 9, 7, 4, 8, 9, 7, 4, 1] + [0] * 6


# --------------------------------------------------------------------------------------------
# Generator.
# --------------------------------------------------------------------------------------------
class Week:
    def __init__(self, rng, start, public, internal, aliases, hard):
        self.rng = rng
        self.start = start
        self.public = public
        self.internal = internal
        self.aliases = aliases
        self.hard = hard
        s = 0.9 if hard else 1.0
        self.pub_w = [1 / (r + 1) ** s for r in range(len(public))]
        self.int_w = [1 / (r + 1) ** 0.8 for r in range(len(internal))]
        self.typo_p = 0.27 if hard else 0.335
        self.used_sessions: list[str] = []
        self.typos = 0

    # ---- small helpers -----------------------------------------------------------------
    def session_id(self):
        while True:
            sid = f"s-{self.rng.getrandbits(48):012x}"
            if sid not in self.used_sessions:
                self.used_sessions.append(sid)
                return sid

    def fill(self, text, service=None):
        rng = self.rng
        if service and "{s}" in text:
            text = text.replace("{s}", rng.choice(self.aliases.get(service, [service])))
        text = text.replace("{prov}", rng.choice(PROVINCES))
        text = text.replace("{bln2}", rng.choice(MONTHS))
        text = text.replace("{bln}", rng.choice(MONTHS))
        text = text.replace("{thn}", rng.choice(YEARS))
        text = text.replace("{n}", rng.choice(THRESHOLDS))
        return text.replace("{k}", rng.choice(TOPS))

    def abbreviate(self, text, p):
        rng = self.rng

        def sub(m):
            word = m.group(0)
            if rng.random() < p:
                return rng.choice(ABBREV[word.lower()])
            return word

        return _ABBREV_RE.sub(sub, text)

    def typo(self, text):
        rng = self.rng
        words = text.split(" ")
        idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
        if not idx:
            return text, False
        i = rng.choice(idx)
        w = words[i]
        op = rng.choices(["swap", "drop", "double", "near"], [3, 3, 2, 2])[0]
        j = rng.randrange(1, len(w) - 1)
        if op == "swap":
            new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
        elif op == "drop":
            new = w[:j] + w[j + 1 :]
        elif op == "double":
            new = w[:j] + w[j] + w[j:]
        else:
            near = KEY_NEIGHBOURS.get(w[j].lower())
            new = w[:j] + rng.choice(near) + w[j + 1 :] if near else w[:j] + w[j + 1 :]
        if new == w:
            new = w[:j] + w[j + 1 :]
        words[i] = new
        return " ".join(words), True

    def nik(self):
        rng = self.rng
        day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
        return (
            rng.choice(NIK_PREFIX)
            + f"{rng.randint(1, 30):02d}"
            + f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) if rng.random() < 0.6 else rng.randint(0, 5):02d}"
            + f"{rng.randint(1, 9999):04d}"
        )

    def phone(self):
        rng = self.rng
        body = f"8{rng.choice('1152')}{rng.randint(1, 9)}{rng.randint(10000000, 99999999)}"
        form = rng.randrange(5)
        if form == 0:
            return "0" + body
        if form == 1:
            return f"0{body[:3]}-{body[3:7]}-{body[7:]}"
        if form == 2:
            return f"+62 {body[:3]} {body[3:7]} {body[7:]}"
        if form == 3:
            return "62" + body
        return f"0{body[:3]} {body[3:7]} {body[7:]}"

    def email(self):
        rng = self.rng
        name = rng.choice(NAMES).lower().split()
        local = rng.choice([".".join(name), "".join(name), name[0] + str(rng.randint(1, 99))])
        return f"{local}@{rng.choice(MAIL_HOSTS)}"

    def npwp(self):
        rng = self.rng
        d = [str(rng.randint(0, 9)) for _ in range(15)]
        if rng.random() < 0.5:
            return "".join(d)
        return f"{''.join(d[0:2])}.{''.join(d[2:5])}.{''.join(d[5:8])}.{d[8]}-{''.join(d[9:12])}.{''.join(d[12:15])}"

    def personal(self, text):
        rng = self.rng
        kind = rng.randrange(6)
        if kind == 0:
            detail = rng.choice(["NIK saya", "nik", "no ktp", "NIK"]) + " " + self.nik()
        elif kind == 1:
            detail = rng.choice(["hp", "wa", "no hp saya", "bisa hubungi"]) + " " + self.phone()
        elif kind == 2:
            detail = rng.choice(["email", "email saya", "kirim ke"]) + " " + self.email()
        elif kind == 3:
            detail = rng.choice(["npwp", "NPWP saya", "npwp pribadi"]) + " " + self.npwp()
        elif kind == 4:
            return rng.choice(["saya ", "nama saya ", "dengan "]) + rng.choice(NAMES) + ", " + text
        else:
            detail = "atas nama " + rng.choice(NAMES) + " nik " + self.nik()
        sep = rng.choice([", ", ". ", " ", " - "])
        if rng.random() < 0.25:
            return detail + sep + text
        return text.rstrip("?") + sep + detail

    def greeting(self, hour):
        rng = self.rng
        if rng.random() < 0.4:
            if 4 <= hour < 11:
                pool = GREET_TIME["pagi"]
            elif 11 <= hour < 15:
                pool = GREET_TIME["siang"]
            elif 15 <= hour < 18:
                pool = GREET_TIME["sore"]
            else:
                pool = GREET_TIME["malam"]
        else:
            pool = GREET_ANY + (GREET_HARD if self.hard else [])
        return rng.choice(pool)

    def casing(self, text):
        rng = self.rng
        r = rng.random()
        if r < 0.52:
            return text.lower()
        if r < 0.82:
            return text
        if r < 0.93:
            return text[:1].upper() + text[1:]
        if r < 0.97:
            return text.upper()
        return " ".join(w.capitalize() if rng.random() < 0.5 else w for w in text.split(" "))

    def punctuate(self, text):
        rng = self.rng
        r = rng.random()
        if r < 0.42:
            text = text.rstrip("?.")
        elif r < 0.5:
            text = text.rstrip("?.") + "??"
        elif r < 0.52:
            text = text.rstrip("?.") + "?!"
        elif r < 0.55:
            text = text.rstrip("?.") + "..."
        elif r < 0.59:
            text = text.rstrip("?.") + " ?"
        elif r < 0.62 and not text.endswith("?"):
            text += "."
        if rng.random() < 0.07:
            m = re.search(r"([a-zA-Z])([?!. ]*)$", text)
            if m:
                text = text[: m.start(1)] + m.group(1) * rng.randint(3, 5) + m.group(2)
        return text

    def noisy(self, core, hour, first, surface):
        """Chat noise around one hand-written phrasing; returns (text, had_typo)."""
        rng = self.rng
        text = core
        if rng.random() < 0.6:
            text = self.abbreviate(text, 0.55)
        had = False
        if rng.random() < self.typo_p:
            text, had = self.typo(text)
            if had and rng.random() < 0.12:
                text, _ = self.typo(text)
        if surface == "public":
            if rng.random() < (0.33 if first else 0.04):
                sep = rng.choice([", ", " ", ". ", "... ", " - "])
                text = self.greeting(hour) + sep + text
            if rng.random() < 0.22:
                pool = SUFFIX + (SUFFIX_HARD if self.hard else [])
                text = text.rstrip("?") + rng.choice([" ", ", "]) + rng.choice(pool)
            if rng.random() < 0.065:
                text = self.personal(text)
        elif rng.random() < 0.08:
            text = rng.choice(["tolong", "tolong cek", "min", "pak", "bisa minta"]) + " " + text
        text = self.casing(text)
        text = self.punctuate(text)
        return text, had

    def none_line(self, hour, internal=False):
        rng = self.rng
        text = rng.choice(NONE_INTERNAL if internal else (NONE_HARD if self.hard else NONE_TYPICAL))
        had = False
        if rng.random() < self.typo_p * 0.6:
            text, had = self.typo(text)
        text = self.casing(text)
        if rng.random() < 0.2:
            text += rng.choice(["!", "🙏", " 🙏", "..", "!!"])
        if rng.random() < 0.06:
            m = re.search(r"([a-zA-Z])([?!. ]*)$", text)
            if m:
                text = text[: m.start(1)] + m.group(1) * rng.randint(3, 5) + m.group(2)
        return text, had

    def pick(self, weights):
        return self.rng.choices(range(len(weights)), weights)[0]

    # ---- sessions -----------------------------------------------------------------------
    def start_time(self, internal):
        rng = self.rng
        while True:
            if internal:
                day = rng.randrange(5)
                hour = self.pick(HOUR_W_INTERNAL)
            else:
                day = self.pick(DAY_W_PUBLIC)
                hour = self.pick(HOUR_W_PUBLIC)
            t = self.start + dt.timedelta(
                days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
            )
            if t + dt.timedelta(minutes=40) < self.start + dt.timedelta(days=7):
                return t

    def public_session(self):
        rng = self.rng
        t = self.start_time(False)
        lines = []
        if rng.random() < 0.03:
            lines.append(("none", None, True))
        n = rng.choices([1, 2, 3, 4], [58, 26, 11, 5])[0]
        cur = self.pick(self.pub_w)
        lines.append((cur, "full", False))
        for _ in range(n - 1):
            r = rng.random()
            service = self.public[cur][1]
            targets = [
                i for i, it in enumerate(self.public) if it[1] == service and i != cur and it[4]
            ]
            if r < 0.5 and targets:
                cur = rng.choices(targets, [self.pub_w[i] for i in targets])[0]
                lines.append((cur, "fu", False))
            elif r < 0.6:
                lines.append((cur, "full", False))
            else:
                cur = self.pick(self.pub_w)
                lines.append((cur, "full", False))
        if rng.random() < 0.045:
            lines.append(("none", None, False))
        out = []
        first_q = True
        for kind, how, _ in lines:
            hour = t.hour
            if kind == "none":
                text, had = self.none_line(hour)
                label = "none"
            else:
                iid, service, _cov, phr, fus = self.public[kind]
                src = rng.choice(phr) if how == "full" else rng.choice(fus)
                text, had = self.noisy(self.fill(src, service), hour, first_q, "public")
                first_q = False
                label = iid
            rec = {"at": t, "question": text, "surface": "public", "label": label}
            if label != "none" and rng.random() < 0.07:
                rec["feedback"] = "up" if rng.random() < 0.58 else "down"
            out.append((rec, had))
            t += dt.timedelta(seconds=rng.randint(20, 260))
        return out

    def internal_session(self):
        rng = self.rng
        t = self.start_time(True)
        n = rng.choices([1, 2, 3, 4, 5, 6], [12, 24, 26, 20, 12, 6])[0]
        cur = self.pick(self.int_w)
        plan = [(cur, "full")]
        for _ in range(n - 1):
            if rng.random() < 0.68:
                plan.append((cur, "fu"))
            else:
                cur = self.pick(self.int_w)
                plan.append((cur, "full"))
        if rng.random() < 0.15:
            plan.append(("none", None))
        out = []
        for kind, how in plan:
            if kind == "none":
                text, had = self.none_line(t.hour, internal=True)
                label = "none"
            else:
                iid, _cov, phr, fus = self.internal[kind]
                src = rng.choice(phr) if how == "full" else rng.choice(fus)
                text, had = self.noisy(self.fill(src), t.hour, how == "full", "internal")
                label = iid
            rec = {"at": t, "question": text, "surface": "internal", "label": label}
            if label != "none" and rng.random() < 0.04:
                rec["feedback"] = "up" if rng.random() < 0.5 else "down"
            out.append((rec, had))
            t += dt.timedelta(seconds=rng.randint(25, 200))
        return out

    def build(self):
        rng = self.rng
        sessions = []
        total = 0
        while total < LINES:
            sess = self.internal_session() if rng.random() < 0.04 else self.public_session()
            sess = sess[: LINES - total]
            sid = self.session_id()
            for rec, _ in sess:
                rec["session"] = sid
            sessions.append(sess)
            total += len(sess)
        flat = [x for s in sessions for x in s]
        flat.sort(key=lambda x: (x[0]["at"], x[0]["session"]))
        self.typos = sum(1 for _, had in flat if had)
        rows = []
        for rec, _ in flat:
            row = {
                "at": rec["at"].isoformat(),
                "session": rec["session"],
                "question": rec["question"],
                "surface": rec["surface"],
            }
            if "feedback" in rec:
                row["feedback"] = rec["feedback"]
            row["label"] = rec["label"]
            rows.append(row)
        return rows

    def truth(self):
        covered = {it[0]: it[2] for it in self.public}
        covered.update({it[0]: it[1] for it in self.internal})
        return {"set": GOLDEN, "covered": covered}


def write_week(out, tag, week):
    rows = week.build()
    seen = [r["label"] for r in rows]
    truth = week.truth()
    missing = [k for k in truth["covered"] if k not in seen]
    if missing:
        raise SystemExit(f"{tag}: intents never sampled: {missing}")
    with open(out / f"{NAME}-{tag}.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"{NAME}-{tag}.truth.json", "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    n = len(rows)
    internal = sum(r["surface"] == "internal" for r in rows)
    none = sum(r["label"] == "none" for r in rows)
    fb = sum("feedback" in r for r in rows)
    cov = sum(v is not None for v in truth["covered"].values())
    print(
        f"{tag}: lines={n} intents={len(truth['covered'])} covered={cov} "
        f"internal={internal / n:.1%} none={none / n:.1%} typos={week.typos / n:.1%} "
        f"feedback={fb}",
        file=sys.stderr,
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    args = ap.parse_args()
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = Random(SEED)
    typical = Week(
        rng,
        dt.datetime(2028, 4, 3, tzinfo=TZ),
        TYPICAL_PUBLIC,
        TYPICAL_INTERNAL,
        ALIASES,
        hard=False,
    )
    write_week(out, "typical", typical)
    hard = Week(
        rng,
        dt.datetime(2028, 4, 10, tzinfo=TZ),
        HARD_PUBLIC,
        HARD_INTERNAL,
        HARD_ALIASES,
        hard=True,
    )
    write_week(out, "hard", hard)


if __name__ == "__main__":
    main()
