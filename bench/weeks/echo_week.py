"""Generate echo's pair of held-out weeks of AHU chatbot traffic (typical and hard).

Written by hand by the independent author `echo`. Stdlib only, seeded, byte-identical on
every run:

    python3 bench/weeks/echo_week.py --out bench/weeks

writes echo-typical.jsonl, echo-hard.jsonl, echo-typical.truth.json and echo-hard.truth.json.
The phrasings below are hand-written; the script only samples them and adds chat noise.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 58213
NAME = "echo"
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
N_LINES = 3000

# ---------------------------------------------------------------------------
# Public intents: (intent id, service, facet, golden item or None, phrasings)
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "apostille-biaya",
        "apostille",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille?",
            "biaya apostille per dokumen berapa ya",
            "mau apostille ijazah biayanya berapa",
            "apostille akta kelahiran bayar berapa kak",
            "biaya apostille untuk 1 dokumen berapa",
            "apostille itu bayar berapa per dokumen?",
            "berapa tarif apostille sekarang",
            "kalau apostille 3 dokumen total biayanya berapa",
            "biaya apostille buat transkrip nilai berapa",
            "apostille buku nikah biayanya berapa ya",
        ],
    ),
    (
        "pt-perorangan-syarat",
        "pt-perorangan",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan syaratnya apa",
            "syarat pendirian pt perorangan",
            "PT perorangan bisa didirikan siapa saja? syaratnya apa",
            "persyaratan PT perorangan untuk usaha mikro apa saja",
            "apakah PT perorangan harus WNI? syaratnya apa aja",
            "dokumen apa saja yang diperlukan untuk PT perorangan",
            "syarat daftar PT perorangan",
            "umur minimal untuk mendirikan PT perorangan berapa",
        ],
    ),
    (
        "akun-login-password",
        "akun",
        "login",
        None,
        [
            "lupa password akun AHU online gimana",
            "saya lupa kata sandi AHU, cara resetnya bagaimana",
            "tidak bisa login ahu online, password salah terus",
            "cara reset password akun ahu",
            "link reset password tidak masuk ke email",
            "akun saya terkunci karena salah password berkali kali",
            "lupa sandi akun notaris di ahu online",
            "gimana cara ganti password ahu online yang lupa",
        ],
    ),
    (
        "pt-perorangan-biaya",
        "pt-perorangan",
        "biaya",
        None,
        [
            "berapa biaya daftar PT perorangan?",
            "biaya pendirian pt perorangan berapa",
            "PT perorangan bayar berapa ya",
            "bikin PT perorangan biayanya berapa kak",
            "apakah daftar PT perorangan gratis?",
            "biaya PNBP PT perorangan berapa",
            "total biaya untuk PT perorangan berapa",
            "PT perorangan ada biayanya tidak",
        ],
    ),
    (
        "fidusia-pendaftaran",
        "fidusia",
        "cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia online",
            "daftar jaminan fidusia lewat mana",
            "mau daftarin fidusia kendaraan caranya gimana",
            "prosedur pendaftaran jaminan fidusia",
            "cara input pendaftaran fidusia di ahu",
            "pendaftaran fidusia bisa sendiri atau harus notaris?",
            "langkah langkah daftar fidusia",
        ],
    ),
    (
        "voucher-cara-bayar",
        "voucher",
        "cara",
        None,
        [
            "cara bayar voucher AHU gimana",
            "voucher pnbp bayarnya di mana",
            "bayar voucher ahu bisa lewat mobile banking?",
            "voucher bisa dibayar di bank apa saja",
            "cara pembayaran voucher pnbp ahu online",
            "bayar voucher lewat atm bisa tidak",
            "kode billing voucher ahu bayar di mana",
        ],
    ),
    (
        "cv-pendaftaran",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "di mana daftar CV sekarang?",
            "cara mendaftarkan CV",
            "daftar CV masih ke pengadilan negeri atau di AHU?",
            "pendaftaran firma di mana ya",
            "mau daftar CV lewat mana",
            "CV didaftarkan di sistem apa",
            "cara daftar persekutuan komanditer",
            "firma sekarang daftarnya ke mana",
            "prosedur pendaftaran CV baru",
        ],
    ),
    (
        "wasiat-pencarian",
        "wasiat",
        "cara",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum punya wasiat atau tidak",
            "cara cek wasiat orang tua yang sudah meninggal",
            "mau cek apakah bapak saya meninggalkan wasiat",
            "cara minta surat keterangan wasiat",
            "pencarian wasiat di ahu gimana",
            "ibu saya sudah meninggal, gimana tahu ada wasiat atau tidak",
            "cara mengurus surat keterangan wasiat untuk ahli waris",
            "cek wasiat almarhum kakek caranya gimana",
        ],
    ),
    (
        "yayasan-pendirian",
        "yayasan",
        "cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan",
            "mau buat yayasan sosial prosedurnya gimana",
            "langkah mendirikan yayasan",
            "cara pengesahan yayasan di ahu",
            "mendirikan yayasan pendidikan gimana caranya",
            "cara daftar yayasan baru",
            "prosedur pendirian yayasan",
        ],
    ),
    (
        "apostille-apa",
        "apostille",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille?",
            "apostille itu apa ya",
            "maksudnya apostille apa kak",
            "apostille itu apa sih",
            "pengertian apostille",
            "apostille fungsinya apa",
            "saya disuruh apostille dokumen, apostille itu apa",
        ],
    ),
    (
        "fidusia-roya",
        "fidusia",
        "hapus",
        None,
        [
            "cara roya fidusia",
            "bagaimana menghapus jaminan fidusia",
            "kredit sudah lunas, cara hapus fidusia gimana",
            "roya fidusia online caranya",
            "penghapusan sertifikat fidusia gimana",
            "leasing sudah lunas tapi fidusia belum diroya",
            "cara mengajukan penghapusan fidusia",
        ],
    ),
    (
        "kewarganegaraan-ganda-usia",
        "kw-ganda",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "sampai umur berapa anak kewarganegaraan ganda harus memilih?",
            "anak berkewarganegaraan ganda wajib pilih umur berapa",
            "batas usia anak ganda memilih kewarganegaraan",
            "anak saya punya dua kewarganegaraan, kapan harus pilih",
            "umur berapa anak hasil kawin campur harus memilih WNI atau WNA",
            "kapan batas anak kewarganegaraan ganda menentukan pilihan",
            "anak kewarganegaraan ganda terbatas sampai usia berapa",
        ],
    ),
    (
        "pt-biasa-akta",
        "pt-biasa",
        "akta",
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa perlu akta notaris?",
            "PT biasa harus pakai notaris tidak",
            "bikin PT biasa wajib akta notaris?",
            "pendirian pt persekutuan modal harus lewat notaris?",
            "PT biasa bisa tanpa notaris tidak",
            "PT yang 2 orang pendiri perlu akta notaris kah",
            "PT non perorangan apakah harus akta notaris",
        ],
    ),
    (
        "pt-perorangan-cara-daftar",
        "pt-perorangan",
        "cara",
        None,
        [
            "cara daftar PT perorangan",
            "gimana cara mendirikan PT perorangan online",
            "daftar PT perorangan lewat mana",
            "langkah langkah daftar PT perorangan di ahu",
            "cara isi pernyataan pendirian PT perorangan",
            "PT perorangan daftarnya di mana",
            "tutorial daftar pt perorangan",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi?",
            "bedanya apostille sama legalisasi apa",
            "apostille atau legalisasi, bedanya apa",
            "perbedaan apostille dan legalisasi kedutaan",
            "saya bingung apostille sama legalisir bedanya apa",
            "legalisasi dokumen dan apostille sama tidak",
        ],
    ),
    (
        "apostille-lama",
        "apostille",
        "lama",
        None,
        [
            "berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "proses apostille lama tidak",
            "apostille bisa selesai hari ini?",
            "berapa hari apostille keluar",
            "apostille diproses berapa lama ya",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa jadi badan hukum?",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan mau berbadan hukum caranya gimana",
            "pengesahan badan hukum perkumpulan",
            "cara daftar perkumpulan di ahu",
            "organisasi kami mau jadi perkumpulan berbadan hukum, prosedurnya?",
        ],
    ),
    (
        "fidusia-biaya",
        "fidusia",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "daftar fidusia bayar berapa",
            "tarif pnbp fidusia",
            "biaya fidusia untuk nilai penjaminan 100 juta berapa",
            "berapa biaya sertifikat fidusia",
            "fidusia biayanya berapa ya",
        ],
    ),
    (
        "yayasan-ubah-pengurus",
        "yayasan",
        "ubah",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan pengurus yayasan gimana",
            "mau ganti ketua yayasan prosedurnya apa",
            "pembina yayasan meninggal, cara ubah datanya gimana",
            "perubahan susunan pengurus yayasan di ahu",
            "cara update data pengurus yayasan",
        ],
    ),
    (
        "naturalisasi-syarat",
        "naturalisasi",
        "syarat",
        None,
        [
            "syarat jadi WNI untuk orang asing",
            "syarat naturalisasi apa saja",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "WNA yang sudah lama tinggal di indonesia mau jadi WNI syaratnya apa",
            "syarat permohonan kewarganegaraan indonesia",
        ],
    ),
    (
        "akun-registrasi",
        "akun",
        "daftar-akun",
        None,
        [
            "cara daftar akun ahu online",
            "bagaimana membuat akun AHU",
            "registrasi akun ahu untuk umum gimana",
            "saya mau buat akun di ahu online caranya",
            "email aktivasi akun ahu tidak masuk",
            "daftar akun ahu harus pakai NIK?",
        ],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        "cara",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi gimana caranya",
            "pengesahan koperasi lewat ahu?",
            "prosedur pendirian koperasi simpan pinjam",
            "koperasi daftar badan hukumnya di mana",
        ],
    ),
    (
        "cv-biaya",
        "cv",
        "biaya",
        None,
        [
            "biaya daftar CV berapa",
            "pendaftaran CV bayar berapa",
            "biaya pendirian CV di ahu",
            "daftar firma biayanya berapa ya",
            "PNBP pendaftaran CV berapa",
            "bikin CV habis berapa",
        ],
    ),
    (
        "pt-perorangan-ubah-data",
        "pt-perorangan",
        "ubah",
        None,
        [
            "cara ubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan KBLI PT perorangan caranya",
            "cara mengubah pernyataan PT perorangan",
            "PT perorangan mau tambah bidang usaha gimana",
            "cara edit data pt perorangan yang sudah terdaftar",
        ],
    ),
]

HARD_PUBLIC = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement buat PT perorangan apa aja?",
            "apa yang perlu disiapkan untuk bikin PT perseorangan",
            "kelengkapan berkas PT UMK apa saja",
            "dokumen apa yang harus ada kalau mau punya PT sendirian",
            "PT perorangan perlu akta notaris tidak?",
            "siapa saja yang boleh dirikan PT perorangan? WNA bisa?",
            "what are the requirements to set up a PT perorangan",
            "minimal usia pendiri PT perseorangan berapa tahun",
            "PT UMK ketentuannya apa aja untuk pendiri",
            "prasyarat pendirian perseroan perorangan",
        ],
    ),
    (
        "apostille-biaya",
        "apostille",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "tarif apostille 1 dokumen",
            "ongkos apostille ijazah",
            "PNBP apostille berapa",
            "how much is apostille",
            "apostil bayar berapa per lembar",
            "harga apostille akta lahir",
            "apostille 5 dokumen total bayar berapa",
        ],
    ),
    (
        "akun-login-password",
        "akun",
        "login",
        None,
        [
            "tidak bisa masuk ahu online",
            "reset sandi ahu",
            "forgot password AHU account",
            "akun saya ke-lock",
            "kata sandi lupa, email pemulihan tidak masuk",
            "login ahu gagal terus padahal password benar",
            "cant login to ahu online",
        ],
    ),
    (
        "pt-perorangan-biaya",
        "pt-perorangan",
        "biaya",
        None,
        [
            "PT perseorangan bayar berapa?",
            "fee pendirian PT perorangan berapa",
            "ongkos bikin PT UMK berapa",
            "PNBP PT perorangan berapa rupiah",
            "how much does it cost to register a PT perorangan",
            "tarif pernyataan pendirian PT perorangan",
            "harga bikin PT sendirian berapa kak",
            "keluar duit berapa untuk PT perorangan",
            "PT perorangan free atau berbayar?",
        ],
    ),
    (
        "fidusia-pendaftaran",
        "fidusia",
        "cara",
        "fidusia-pendaftaran",
        [
            "jaminan fidusia didaftarin lewat mana",
            "how to register a fiduciary security",
            "alur pendaftaran jaminan fidusia online",
            "leasing mau daftarin jaminan kendaraan, prosedurnya?",
            "pendaftaran JF bisa online?",
            "sertifikat jaminan fidusia didapat gimana caranya",
            "langkah registrasi fidusia di ahu",
            "notaris daftarin fidusia step nya apa",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille tidak",
            "which documents can be apostilled",
            "apakah akta notaris bisa di apostille",
            "jenis dokumen yang bisa apostille",
            "surat dari perusahaan swasta bisa apostille?",
            "SKCK bisa apostille?",
            "dokumen publik apa aja yang dilayani apostille",
        ],
    ),
    (
        "pt-perorangan-cara-daftar",
        "pt-perorangan",
        "cara",
        None,
        [
            "alur pendirian PT perorangan gimana",
            "step by step bikin PT perseorangan online",
            "how to register PT perorangan",
            "PT UMK daftarnya lewat website apa",
            "prosedur bikin PT sendirian",
            "tahapan mengisi pernyataan pendirian PT perorangan",
            "PT perorangan didaftarkan di mana",
            "mau punya PT sendiri, mulainya dari mana",
        ],
    ),
    (
        "apostille-syarat",
        "apostille",
        "syarat",
        None,
        [
            "apa yang perlu disiapkan untuk apostille",
            "requirement apostille apa aja",
            "dokumen apa yang harus diupload untuk permohonan apostille",
            "syarat mengajukan apostille",
            "berkas pendukung apostille apa saja",
            "mau apostille ijazah, perlu legalisir kampus dulu?",
            "kelengkapan permohonan apostille",
        ],
    ),
    (
        "cv-pendaftaran",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "CV sekarang registernya di mana, masih PN?",
            "persekutuan komanditer didaftarkan lewat sistem apa",
            "firma mau didaftar, ke instansi mana",
            "where do I register a CV now",
            "pendaftaran persekutuan perdata di mana",
            "CV dulu ke pengadilan, sekarang gimana",
            "mau bikin CV, prosesnya lewat mana",
            "how to register a firma in indonesia",
        ],
    ),
    (
        "pt-perorangan-lama",
        "pt-perorangan",
        "lama",
        None,
        [
            "berapa lama PT perorangan jadi?",
            "PT perseorangan prosesnya berapa hari",
            "sertifikat PT perorangan keluar kapan setelah submit",
            "how long does PT perorangan registration take",
            "estimasi waktu pendirian PT UMK",
            "hari ini daftar PT perorangan, kapan terbit",
            "PT perorangan bisa jadi sehari?",
            "butuh waktu berapa lama sampai PT perorangan sah",
        ],
    ),
    (
        "wasiat-pencarian",
        "wasiat",
        "cara",
        "wasiat-pencarian",
        [
            "gimana tahu almarhum ayah ninggalin wasiat",
            "cek testamen orang tua yang sudah wafat",
            "how to check if a deceased person left a will",
            "surat keterangan wasiat untuk ahli waris gimana dapetnya",
            "search wasiat di daftar pusat wasiat",
            "nenek sudah meninggal, mau cari apakah ada surat wasiat",
            "permohonan keterangan wasiat untuk urus warisan",
        ],
    ),
    (
        "apostille-apa",
        "apostille",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostil itu maksudnya apa",
            "definisi apostille",
            "apostille tuh apaan",
            "disuruh kampus luar negeri pakai apostille, itu apa ya",
            "apostille artinya apa",
            "penjelasan singkat apostille dong",
        ],
    ),
    (
        "yayasan-pendirian",
        "yayasan",
        "cara",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "step bikin foundation di indonesia",
            "alur pendirian yayasan sampai disahkan",
            "mau bikin lembaga sosial berbentuk yayasan, mulai dari mana",
            "prosedur mendirikan yayasan keagamaan",
            "yayasan didirikan gimana prosesnya",
            "buka yayasan panti asuhan, langkah legalnya apa",
            "gimana caranya yayasan dapat pengesahan menteri",
        ],
    ),
    (
        "fidusia-roya",
        "fidusia",
        "hapus",
        None,
        [
            "hapus fidusia setelah lunas",
            "penghapusan JF online",
            "how to cancel a fiduciary registration",
            "roya JF caranya",
            "kredit mobil lunas, fidusianya dicoret gimana",
            "leasing belum roya fidusia, saya bisa urus sendiri?",
            "pencoretan jaminan fidusia",
        ],
    ),
    (
        "kewarganegaraan-ganda-usia",
        "kw-ganda",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "dual citizenship anak sampai umur berapa",
            "dwi kewarganegaraan anak harus milih kapan",
            "anak kawin campur batas umur memilih",
            "at what age must a dual citizen child choose",
            "anak saya WNI dan WNA, deadline pilih kewarganegaraan umur berapa",
            "anak kewarganegaraan ganda kalau sudah nikah sebelum 18 harus pilih?",
            "usia maksimal anak ganda menyatakan pilihan",
        ],
    ),
    (
        "pt-perorangan-vs-pt-biasa",
        "pt-vs",
        "beda",
        None,
        [
            "bedanya PT perorangan sama PT biasa apa?",
            "PT perseorangan vs PT persekutuan modal, bedanya di mana",
            "apa bedanya PT UMK dengan PT umum",
            "difference between PT perorangan and regular PT",
            "PT sendirian dan PT dua orang bedanya di mana",
            "PT perorangan itu apa, beda tidak sama PT biasa",
            "perbedaan PT perorangan dan PT yang pakai notaris",
        ],
    ),
    (
        "voucher-cara-bayar",
        "voucher",
        "cara",
        None,
        [
            "voucher ahu dibayar via apa",
            "how to pay the AHU voucher",
            "bayar PNBP voucher lewat m-banking",
            "kode voucher ahu bayar ke bank mana",
            "pembayaran voucher bisa pakai qris?",
            "setor voucher ahu di teller bisa?",
        ],
    ),
    (
        "pt-biasa-akta",
        "pt-biasa",
        "akta",
        "pt-biasa-akta",
        [
            "PT persekutuan modal wajib pakai notaris?",
            "kalau PT biasa harus ada akta notaris kah",
            "do I need a notary for a regular PT",
            "PT yang pendirinya 2 orang bisa tanpa akta notaris?",
            "PT umum harus lewat notaris atau bisa isi sendiri",
            "pendirian PT non perorangan pakai akta atau pernyataan saja",
            "akta pendirian PT biasa dibuat notaris kan?",
            "PT reguler perlu notaris tidak",
        ],
    ),
    (
        "fidusia-biaya",
        "fidusia",
        "biaya",
        None,
        [
            "PNBP fidusia berapa",
            "tarif jaminan fidusia nilai 50 juta",
            "fee fiduciary registration",
            "daftar JF bayar berapa",
            "ongkos sertifikat fidusia",
            "fidusia tergantung nilai penjaminan? bayarnya berapa",
            "fidusia berapa rupiah",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi kedutaan",
            "difference between apostille and legalization",
            "negara tujuan bukan anggota konvensi, pakai apostille atau legalisasi?",
            "masih perlu legalisasi kedubes kalau sudah apostille?",
            "legalisir ke kemenlu sama apostille beda ya",
            "apostille menggantikan legalisasi?",
        ],
    ),
    (
        "pt-perorangan-ubah-data",
        "pt-perorangan",
        "ubah",
        None,
        [
            "ganti alamat PT perseorangan gimana",
            "revisi KBLI PT perorangan",
            "update modal PT UMK",
            "how to amend PT perorangan data",
            "PT perorangan mau tambah modal, prosesnya?",
            "pernyataan perubahan PT perorangan caranya",
            "salah input nama PT perorangan bisa dibetulkan?",
            "edit bidang usaha PT UMK di mana",
        ],
    ),
    (
        "apostille-lama",
        "apostille",
        "lama",
        None,
        [
            "apostille berapa hari kerja",
            "how long does apostille take",
            "apostil selesai kapan",
            "estimasi jadi apostille",
            "apostille bisa kilat tidak",
            "submit apostille kemarin, kapan terbit",
        ],
    ),
    (
        "yayasan-ubah-pengurus",
        "yayasan",
        "ubah",
        None,
        [
            "ganti ketua yayasan gimana",
            "update susunan pembina pengurus pengawas yayasan",
            "pengurus yayasan mau diganti, prosedurnya?",
            "change the board of a yayasan",
            "revisi data organ yayasan di ahu",
            "pemberitahuan perubahan pengurus yayasan",
            "bendahara yayasan resign, perlu lapor perubahan?",
        ],
    ),
    (
        "pt-perorangan-bubar",
        "pt-perorangan",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "PT perseorangan mau ditutup gimana",
            "usaha sudah tidak jalan, PT perorangannya mau dihapus",
            "how to close a PT perorangan",
            "pernyataan pembubaran PT UMK",
            "likuidasi PT perorangan prosedurnya apa",
            "stop PT perorangan, harus ngapain",
            "cabut status badan hukum PT perorangan",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan kami mau dapat status badan hukum, gimana",
            "pengesahan perkumpulan berbadan hukum prosesnya",
            "how does an association become a legal entity",
            "ormas mau berbadan hukum perkumpulan, alurnya?",
            "komunitas mau jadi perkumpulan resmi yang berbadan hukum",
            "langkah agar perkumpulan diakui sebagai badan hukum",
            "daftar badan hukum perkumpulan lewat ahu",
        ],
    ),
    (
        "cv-biaya",
        "cv",
        "biaya",
        None,
        [
            "ongkos daftar persekutuan komanditer",
            "fee pendaftaran CV",
            "tarif PNBP CV",
            "register CV bayar berapa",
            "biaya pendaftaran firma di SABU",
            "cost to register a CV",
            "CV berbayar tidak daftarnya",
        ],
    ),
    (
        "fidusia-perubahan",
        "fidusia",
        "ubah",
        None,
        [
            "ubah sertifikat fidusia",
            "perubahan data jaminan fidusia gimana",
            "salah nomor rangka di sertifikat fidusia, cara revisi",
            "amend fiduciary certificate",
            "ganti penerima fidusia karena pengalihan piutang",
            "update nilai penjaminan fidusia",
            "pernyataan perubahan fidusia",
        ],
    ),
    (
        "naturalisasi-syarat",
        "naturalisasi",
        "syarat",
        None,
        [
            "requirement naturalisasi WNA",
            "apa yang perlu disiapkan orang asing untuk jadi WNI",
            "berkas pewarganegaraan",
            "how to become an indonesian citizen requirements",
            "istri saya WNA, dokumen apa yang dibawa untuk jadi WNI",
            "ketentuan permohonan pewarganegaraan",
        ],
    ),
    (
        "yayasan-biaya",
        "yayasan",
        "biaya",
        None,
        [
            "biaya pengesahan yayasan",
            "PNBP yayasan berapa",
            "fee bikin foundation",
            "ongkos bikin yayasan resmi berapa",
            "yayasan bayar berapa ke ahu",
            "how much to register a yayasan",
        ],
    ),
    (
        "kewarganegaraan-ganda-daftar-anak",
        "kw-ganda",
        "daftar-anak",
        None,
        [
            "cara daftar anak kewarganegaraan ganda",
            "anak baru lahir dari perkawinan campur, gimana mendaftarkan kewarganegaraan gandanya",
            "how to register my child for dual citizenship",
            "affidavit anak kawin campur urus di mana",
            "pendaftaran anak berkewarganegaraan ganda terbatas prosedurnya",
            "anak lahir di luar negeri, ayah WNA, gimana supaya tetap WNI juga",
        ],
    ),
    (
        "wasiat-biaya",
        "wasiat",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat",
            "PNBP pencarian wasiat",
            "fee cek wasiat",
            "cek testamen bayar berapa",
            "surat keterangan wasiat tarifnya",
            "how much is the will search",
        ],
    ),
    (
        "yayasan-bubar",
        "yayasan",
        "bubar",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup prosedurnya gimana",
            "likuidasi yayasan",
            "how to dissolve a yayasan",
            "yayasan sudah tidak aktif mau dihapus dari ahu",
            "pembubaran yayasan harus lewat pengadilan?",
        ],
    ),
    (
        "cv-ubah-ke-pt",
        "cv",
        "konversi",
        None,
        [
            "CV mau diubah jadi PT gimana",
            "upgrade CV ke PT prosedurnya apa",
            "convert CV to PT how",
            "peralihan CV menjadi perseroan terbatas",
            "CV saya mau naik jadi PT, langkahnya?",
            "perubahan bentuk CV ke PT",
        ],
    ),
    (
        "perkumpulan-vs-yayasan",
        "perkumpulan-vs",
        "beda",
        None,
        [
            "bedanya perkumpulan sama yayasan apa",
            "perkumpulan atau yayasan, apa perbedaannya",
            "difference between yayasan and perkumpulan",
            "organisasi anggota lebih cocok perkumpulan atau yayasan? bedanya apa",
            "yayasan vs perkumpulan",
            "perkumpulan itu apa, beda dengan yayasan?",
        ],
    ),
    (
        "fidusia-lama",
        "fidusia",
        "lama",
        None,
        [
            "sertifikat fidusia terbit berapa lama",
            "berapa hari JF jadi",
            "how long to get the fiduciary certificate",
            "fidusia langsung keluar sertifikatnya?",
            "proses fidusia sampai sertifikat berapa lama",
            "habis submit fidusia, sertifikatnya kapan bisa diunduh",
        ],
    ),
    (
        "wasiat-daftar",
        "wasiat-daftar",
        "cara",
        None,
        [
            "cara mendaftarkan wasiat saya sendiri",
            "mau bikin wasiat, didaftarkan ke mana",
            "notaris lapor wasiat ke ahu gimana",
            "how to register my will",
            "pelaporan akta wasiat oleh notaris",
            "wasiat yang baru dibuat harus dicatat di mana",
        ],
    ),
    (
        "akun-registrasi",
        "akun",
        "daftar-akun",
        None,
        [
            "bikin akun ahu online",
            "sign up ahu gimana",
            "how to create an AHU account",
            "registrasi user baru ahu",
            "aktivasi akun ahu belum masuk email",
            "daftar akun ahu pakai email apa",
        ],
    ),
    (
        "pt-biasa-biaya",
        "pt-biasa",
        "biaya",
        None,
        [
            "biaya pengesahan PT persekutuan modal",
            "PNBP pendirian PT biasa berapa",
            "fee PT biasa di ahu",
            "PT umum bayar berapa ke negara",
            "how much is registering a regular PT",
            "ongkos resmi bikin PT 2 orang",
        ],
    ),
]

# Context-dependent follow-ups on the public surface, by facet (the service comes from the
# earlier line of the same session).
TYPICAL_FOLLOW = {
    "biaya": [
        "biayanya berapa?",
        "terus biayanya berapa kak",
        "kalau biayanya?",
        "bayarnya berapa ya",
        "ada biayanya tidak?",
    ],
    "syarat": ["syaratnya apa aja?", "terus syaratnya apa", "dokumen yang disiapkan apa aja?"],
    "lama": ["prosesnya berapa lama?", "berapa hari jadinya?", "lama tidak prosesnya"],
    "cara": ["caranya gimana?", "prosesnya gimana?", "terus gimana caranya", "lewat mana ya?"],
    "ubah": ["kalau mau ubah datanya gimana?", "kalau ada perubahan caranya gimana"],
    "hapus": ["kalau mau dihapus gimana?", "cara hapusnya gimana?"],
    "bubar": ["kalau mau dibubarkan gimana?", "kalau mau ditutup caranya?"],
    "apa": ["itu apa sih sebenarnya?", "maksudnya apa ya?"],
}

HARD_FOLLOW = {
    "biaya": [
        "fee nya?",
        "ongkosnya berapa?",
        "PNBP nya berapa",
        "how much?",
        "harganya?",
        "bayar berapa tuh",
    ],
    "syarat": [
        "requirementnya apa aja?",
        "yang perlu disiapin apa?",
        "berkasnya apa aja",
        "dokumen apa yang dibawa?",
    ],
    "lama": ["how long?", "berapa hari kelar?", "kapan jadinya?", "estimasinya?"],
    "cara": ["alurnya gimana?", "lewat mana?", "how?", "step nya gimana", "prosedurnya?"],
    "ubah": ["kalau mau direvisi?", "kalau ganti data gimana", "kalau mau diupdate?"],
    "hapus": ["kalau mau dicoret?", "cancel nya gimana?"],
    "bubar": ["kalau mau ditutup?", "kalau dibubarin gimana"],
    "apa": ["itu apa ya?", "what is it exactly?"],
}

# Follow-ups that only fit one service replace the generic ones for that (service, facet).
TYPICAL_FOLLOW_SPECIAL = {
    ("apostille", "biaya"): [
        "berapa biayanya untuk satu dokumen?",
        "biayanya berapa?",
        "per dokumen bayar berapa?",
    ],
    ("yayasan", "ubah"): ["kalau mau ganti pengurusnya gimana?", "kalau ketuanya diganti gimana?"],
}
HARD_FOLLOW_SPECIAL = {
    ("apostille", "biaya"): ["fee per document nya?", "satu dokumen ongkosnya?", "how much?"],
    ("yayasan", "ubah"): ["kalau board nya ganti?", "kalau pengurusnya diganti gimana"],
}
# Follow-ups only start from a question about setting up / registering with a service, so a
# bare "biayanya?" never follows a question about changing or cancelling it.
BASE_FACETS = ("cara", "syarat", "biaya", "lama", "apa", "akta", "dokumen")

# ---------------------------------------------------------------------------
# Internal intents: (intent id, register, kind, golden item or None, phrasings)
# ---------------------------------------------------------------------------

TYPICAL_INTERNAL = [
    (
        "int-jumlah-pt-perorangan",
        "pt",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "Berapa PT perorangan yang didaftarkan di {prov} pada {bulan} {tahun}?",
            "jumlah pendaftaran PT perorangan {prov} tahun {tahun}",
            "tolong hitung PT perorangan baru per provinsi bulan lalu",
            "berapa total PT perorangan terdaftar {bulan} {tahun}",
            "PT perorangan di {prov} {tahun} ada berapa",
            "rekap jumlah PT perorangan per provinsi {tahun}",
            "minta angka pendaftaran PT perorangan {prov} bulan {bulan} {tahun}",
        ],
    ),
    (
        "int-ranking-provinsi-pt-perorangan",
        "pt",
        "ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak mendaftarkan PT perorangan tahun {tahun}?",
            "5 provinsi teratas pendaftaran PT perorangan {tahun}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {bulan} {tahun}",
            "top 3 provinsi PT perorangan {tahun}",
            "peringkat provinsi PT perorangan terbanyak bulan lalu",
            "provinsi dengan PT perorangan paling sedikit {tahun}",
        ],
    ),
    (
        "int-fidusia-kanwil-di-atas",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang mencatat lebih dari {n} pendaftaran fidusia pada {bulan} {tahun}?",
            "daftar kantor wilayah dengan pendaftaran fidusia di atas {n} bulan lalu",
            "kanwil yang fidusianya lebih dari {n} di {tahun}",
            "kantor wilayah mana yang pendaftaran fidusianya tembus {n} {bulan} {tahun}",
            "sebutkan kanwil dengan fidusia > {n} bulan {bulan} {tahun}",
        ],
    ),
    (
        "int-jumlah-fidusia",
        "fidusia",
        "count",
        None,
        [
            "berapa jumlah pendaftaran fidusia di {prov} {bulan} {tahun}?",
            "total fidusia terdaftar tahun {tahun}",
            "jumlah sertifikat fidusia yang terbit bulan lalu",
            "fidusia {prov} {tahun} berapa",
            "hitung pendaftaran fidusia per provinsi {bulan} {tahun}",
        ],
    ),
    (
        "int-jumlah-yayasan",
        "yayasan",
        "count",
        None,
        [
            "berapa yayasan yang disahkan di {prov} tahun {tahun}?",
            "jumlah pengesahan yayasan {bulan} {tahun}",
            "total yayasan baru bulan lalu",
            "yayasan terdaftar di {prov} {tahun} ada berapa",
        ],
    ),
]

HARD_INTERNAL = [
    (
        "int-jumlah-pt-perorangan",
        "pt",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {bulan} {tahun}?",
            "total PT perseorangan baru di {prov} tahun {tahun}",
            "count PT UMK per provinsi bulan lalu",
            "angka registrasi PT perorangan {bulan} {tahun}",
            "PT perorangan yang masuk di {prov} {tahun} berapa",
            "pull jumlah pendaftaran PT perorangan per province {tahun}",
            "ada berapa pernyataan pendirian PT perorangan di {prov} {bulan} {tahun}",
        ],
    ),
    (
        "int-ranking-provinsi-pt-perorangan",
        "pt",
        "ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top 5 provinces PT perorangan {tahun}",
            "provinsi paling tinggi PT perseorangan {tahun}",
            "ranking provinsi PT UMK {bulan} {tahun}",
            "3 provinsi terbanyak pendaftaran PT perorangan tahun {tahun}",
            "provinsi mana yang juara PT perorangan {tahun}",
            "urutan provinsi pendaftar PT perorangan dari yang terbanyak",
        ],
    ),
    (
        "int-fidusia-kanwil-di-atas",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil dengan pendaftaran JF di atas {n} {bulan} {tahun}",
            "which regional offices had more than {n} fiduciary registrations in {bulan} {tahun}",
            "list kantor wilayah yang fidusianya > {n} bulan lalu",
            "kanwil yang tembus {n} sertifikat fidusia {tahun}",
            "kantor wilayah mana aja yang jaminan fidusianya lebih dari {n}",
        ],
    ),
    (
        "int-jumlah-fidusia",
        "fidusia",
        "count",
        None,
        [
            "jumlah JF terdaftar di {prov} {bulan} {tahun}",
            "how many fiduciary registrations in {prov} {tahun}",
            "total sertifikat fidusia bulan lalu",
            "fidusia {prov} {bulan} {tahun} berapa",
            "count pendaftaran jaminan fidusia {tahun}",
        ],
    ),
    (
        "int-ranking-provinsi-fidusia",
        "fidusia",
        "ranking",
        None,
        [
            "provinsi dengan fidusia terbanyak {tahun}",
            "top 3 provinsi JF {bulan} {tahun}",
            "ranking province by fiduciary registrations {tahun}",
            "urutkan provinsi berdasarkan pendaftaran fidusia",
            "provinsi mana paling banyak daftar fidusia bulan lalu",
        ],
    ),
    (
        "int-pt-perorangan-kanwil-di-atas",
        "pt",
        "threshold",
        None,
        [
            "kanwil mana yang PT perorangannya di atas {n} {bulan} {tahun}",
            "kantor wilayah dengan pendaftaran PT perseorangan lebih dari {n}",
            "list regional offices with more than {n} PT perorangan in {tahun}",
            "kanwil yang tembus {n} PT UMK bulan lalu",
            "kantor wilayah mana saja yang PT perorangannya > {n} {tahun}",
        ],
    ),
]

# Internal follow-ups: "same" keeps the intent of the previous line, "switch" asks another
# kind of figure about the same register.
TYPICAL_INT_FOLLOW = {
    "same": {
        "count": [
            "kalau {prov}?",
            "{prov} berapa?",
            "tahun lalu berapa?",
            "kalau {tahun}?",
            "yang {bulan} {tahun}?",
            "dan bulan sebelumnya?",
            "kalau {prov} tahun {tahun}?",
            "terus {prov}?",
        ],
        "ranking": [
            "kalau tahun {tahun}?",
            "yang {bulan} {tahun} urutannya gimana?",
            "kalau tahun sebelumnya?",
        ],
        "threshold": [
            "kalau batasnya {n}?",
            "kalau {bulan} {tahun}?",
            "yang di atas {n} saja",
            "bulan sebelumnya gimana?",
        ],
    },
    "switch": {
        "count": ["totalnya berapa?", "jumlahnya di {prov} berapa?", "kalau jumlah per provinsi?"],
        "ranking": [
            "provinsi mana yang paling banyak?",
            "urutkan provinsinya dong",
            "top 5 provinsinya apa aja?",
        ],
        "threshold": ["kanwil mana aja yang di atas {n}?", "yang lebih dari {n} kanwil mana?"],
    },
}

HARD_INT_FOLLOW = {
    "same": {
        "count": [
            "what about {prov}?",
            "kalau {prov}?",
            "last year?",
            "tahun sebelumnya?",
            "and {bulan} {tahun}?",
            "{prov} gimana?",
            "yoy nya, tahun lalu berapa?",
        ],
        "ranking": ["kalau {tahun}?", "same for {bulan} {tahun}?", "tahun lalu urutannya?"],
        "threshold": [
            "gimana kalau threshold {n}?",
            "kalau cut off {n}?",
            "and for {bulan} {tahun}?",
            "yang > {n} aja",
        ],
    },
    "switch": {
        "count": ["total nya berapa?", "angka di {prov} berapa?", "how many in total?"],
        "ranking": [
            "top 5 provinsinya?",
            "which province is the highest?",
            "rank provinsinya dong",
        ],
        "threshold": ["which offices above {n}?", "kanwil yang lebih dari {n} siapa aja?"],
    },
}

# ---------------------------------------------------------------------------
# Lines asking nothing, greetings, closings, chat spellings
# ---------------------------------------------------------------------------

NONE_CLOSE = [
    "makasih",
    "terima kasih kak",
    "ok",
    "oke min",
    "siap",
    "mantap",
    "sip makasih",
    "baik terima kasih",
    "ok noted",
    "👍",
    "siap kak terima kasih banyak",
    "oh gitu ya, oke",
]
NONE_OPEN = ["halo", "pagi", "selamat siang", "p", "min", "halo kak", "assalamualaikum", "tes"]
HARD_NONE_CLOSE = [
    *NONE_CLOSE,
    "thank you",
    "noted",
    "ok thx",
    "good, thanks",
    "okay",
    "sip, clear",
]
HARD_NONE_OPEN = [*NONE_OPEN, "hello", "hi admin"]
INTERNAL_NONE = ["ok", "sip", "noted", "makasih", "oke thanks", "siap"]

GREETINGS = [
    "halo kak",
    "min",
    "pagi",
    "pagi min",
    "selamat siang",
    "sore kak",
    "malam min",
    "permisi",
    "mohon info",
    "assalamualaikum",
    "kak mau tanya",
    "halo",
    "hai min",
    "maaf mau tanya",
    "selamat pagi",
]
HARD_GREETINGS = ["hi", "hello admin", "excuse me", "good morning", "hi kak"]
CLOSINGS = [
    "makasih",
    "terima kasih",
    "ya",
    "dong",
    "kak",
    "min",
    "mohon infonya",
    "thx",
    "tq",
    "🙏",
    "mohon dibantu",
    "ya kak makasih",
]
HARD_CLOSINGS = ["thanks", "please", "thank you", "pls", "asap ya"]

ABBREV = [
    (r"\bterima kasih\b", ["makasih", "trims", "tks", "makasi"]),
    (r"\bapa saja\b", ["apa aja", "apa aj", "apa sj"]),
    (r"\bdi mana\b", ["dmn", "dimana", "dmana"]),
    (r"\byang\b", ["yg", "yg", "yang"]),
    (r"\bbagaimana\b", ["bgmn", "gmn", "gimana"]),
    (r"\bgimana\b", ["gmn", "gmna", "gimana"]),
    (r"\bberapa\b", ["brp", "brapa", "brp"]),
    (r"\bsaya\b", ["sy", "aku", "sya"]),
    (r"\buntuk\b", ["utk", "buat", "untk"]),
    (r"\bbisa\b", ["bs", "bsa"]),
    (r"\btidak\b", ["gk", "ga", "tdk", "gak", "nggak"]),
    (r"\bsaja\b", ["aja", "sj"]),
    (r"\bsudah\b", ["udh", "sdh", "udah"]),
    (r"\bkarena\b", ["krn", "karna"]),
    (r"\btolong\b", ["tlg"]),
    (r"\bdengan\b", ["dgn", "dg"]),
    (r"\bkalau\b", ["kalo", "klo", "kl"]),
    (r"\bsama\b", ["sm"]),
    (r"\bsekarang\b", ["skrg", "skg"]),
    (r"\bbelum\b", ["blm"]),
    (r"\bharus\b", ["hrs"]),
    (r"\btahun\b", ["thn", "th"]),
    (r"\bjuga\b", ["jg"]),
    (r"\bterus\b", ["trus", "trs"]),
    (r"\bdokumen\b", ["dok", "dokumen"]),
    (r"\bmau\b", ["mo", "mw"]),
    (r"\bbapak\b", ["bpk"]),
    (r"\bkak\b", ["ka", "kk", "kakak"]),
]

PROVINCES = [
    "Jawa Barat",
    "Jawa Timur",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sulawesi Selatan",
    "DI Yogyakarta",
    "Kalimantan Timur",
    "Riau",
    "Sumatera Barat",
    "Lampung",
    "NTB",
    "NTT",
    "Papua",
    "Aceh",
    "Sulawesi Utara",
    "Kalimantan Barat",
    "Sumatera Selatan",
    "Jatim",
    "Jabar",
    "Jateng",
    "Sulsel",
    "Sumut",
    "Jogja",
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
]
YEARS = ["2025", "2026", "2027", "2027", "2027"]
THRESHOLDS = ["100", "250", "500", "750", "1.000", "1000", "1.500", "2.000", "300"]

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Wahyu",
    "Putri",
    "Eko",
    "Nur",
    "Fajar",
    "Indah",
    "Rizky",
    "Ayu",
    "Hendra",
    "Yuliana",
    "Made",
    "Ketut",
    "Dimas",
    "Lestari",
    "Bambang",
    "Maria",
    "Yohanes",
    "Fitri",
]
LAST_NAMES = [
    "Santoso",
    "Wijaya",
    "Rahmawati",
    "Hidayat",
    "Saputra",
    "Kusuma",
    "Siregar",
    "Nasution",
    "Pratama",
    "Lubis",
    "Suryani",
    "Gunawan",
    "Wibowo",
    "Hutapea",
    "Setiawan",
    "Purnomo",
    "Manurung",
    "Harahap",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "gmail.com", "outlook.com", "ymail.com"]

PUBLIC_HOURS = [1, 0.5, 0.3, 0.3, 0.5, 1, 2, 4, 7, 9, 9, 8, 7, 7, 8, 7, 6, 5, 5, 6, 6, 5, 3, 2]


# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------


def fill(rng: random.Random, text: str) -> str:
    for key, pool in (
        ("{prov}", PROVINCES),
        ("{bulan}", MONTHS),
        ("{tahun}", YEARS),
        ("{n}", THRESHOLDS),
    ):
        while key in text:
            text = text.replace(key, rng.choice(pool), 1)
    return text


def abbreviate(rng: random.Random, text: str) -> str:
    for pattern, subs in ABBREV:

        def repl(m: re.Match[str], subs: list[str] = subs) -> str:
            return rng.choice(subs) if rng.random() < 0.7 else m.group(0)

        text = re.sub(pattern, repl, text, flags=re.IGNORECASE)
    return text


def add_typo(rng: random.Random, text: str) -> tuple[str, bool]:
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not words:
        return text, False
    m = rng.choice(words)
    w = m.group(0)
    op = rng.choice(["swap", "swap", "drop", "drop", "double"])
    j = rng.randrange(1, len(w) - 1)
    if op == "swap":
        new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    elif op == "drop":
        new = w[:j] + w[j + 1 :]
    else:
        new = w[: j + 1] + w[j] + w[j + 1 :]
    if new == w:
        new = w[:j] + w[j + 1 :]
    return text[: m.start()] + new + text[m.end() :], True


def stretch(rng: random.Random, text: str) -> str:
    words = [m for m in re.finditer(r"[A-Za-z]{2,}", text)]
    if not words:
        return text
    m = words[-1] if rng.random() < 0.6 else rng.choice(words)
    w = m.group(0)
    k = rng.randint(2, 4)
    vowels = [i for i, c in enumerate(w) if c.lower() in "aiueo"]
    if vowels and rng.random() < 0.5:
        i = vowels[-1]
        new = w[: i + 1] + w[i] * k + w[i + 1 :]
    else:
        new = w + w[-1] * k
    return text[: m.start()] + new + text[m.end() :]


def casing(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.5:
        return text.lower()
    if r < 0.85:
        return text
    if r < 0.95:
        return text[:1].upper() + text[1:]
    return text.upper()


def punctuate(rng: random.Random, text: str) -> str:
    r = rng.random()
    base = text.rstrip("?.! ")
    if not base:
        return text
    if r < 0.35:
        return base
    if r < 0.43:
        return base + "??"
    if r < 0.46:
        return base + "???"
    if r < 0.51:
        return base + " ?"
    if r < 0.55:
        return base + "..."
    return text


def nik(rng: random.Random) -> str:
    prov = rng.choice(["31", "32", "33", "35", "36", "51", "12", "73", "34", "64"])
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        f"{prov}{rng.randint(1, 79):02d}{rng.randint(1, 40):02d}"
        f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99):02d}{rng.randint(1, 9999):04d}"
    )


def phone(rng: random.Random) -> str:
    pre = rng.choice(["812", "813", "821", "822", "852", "857", "878", "896", "838"])
    a, b = rng.randint(1000, 9999), rng.randint(1000, 9999)
    form = rng.randrange(5)
    if form == 0:
        return f"0{pre}{a}{b}"
    if form == 1:
        return f"0{pre}-{a}-{b}"
    if form == 2:
        return f"+62 {pre} {a} {b}"
    if form == 3:
        return f"62{pre}{a}{b}"
    return f"0{pre} {a} {b}"


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def email(rng: random.Random) -> str:
    first, last = rng.choice(FIRST_NAMES).lower(), rng.choice(LAST_NAMES).lower()
    sep = rng.choice([".", "_", ""])
    return f"{first}{sep}{last}{rng.randint(1, 99)}@{rng.choice(MAIL_DOMAINS)}"


def npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(str(x) for x in d)
    if rng.random() < 0.5:
        return f"{s[:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
    return "0" + s


def add_pii(rng: random.Random, q: str) -> str:
    form = rng.randrange(8)
    if form == 0:
        return f"{q}. nama saya {person(rng)}, NIK {nik(rng)}"
    if form == 1:
        return f"{q} (NIK {nik(rng)})"
    if form == 2:
        return f"{q}, hubungi saya di {phone(rng)}"
    if form == 3:
        return f"{q} no wa {phone(rng)}"
    if form == 4:
        return f"{q}. email saya {email(rng)}"
    if form == 5:
        return f"{q}, NPWP perusahaan {npwp(rng)}"
    if form == 6:
        return f"saya {person(rng)} {phone(rng)}, {q}"
    return f"{q} a.n. {person(rng)} nik {nik(rng)} hp {phone(rng)}"


class Week:
    def __init__(self, rng: random.Random, cfg: dict) -> None:
        self.rng = rng
        self.cfg = cfg
        self.typos = 0

    def noisy(self, text: str, *, internal: bool = False, contextual: bool = False) -> str:
        rng, cfg = self.rng, self.cfg
        text = fill(rng, text)
        greetings = GREETINGS + (HARD_GREETINGS if cfg["hard"] else [])
        closings = CLOSINGS + (HARD_CLOSINGS if cfg["hard"] else [])
        if not internal and not contextual and rng.random() < 0.28:
            sep = rng.choice([" ", ", ", ". ", " - "])
            text = rng.choice(greetings) + sep + text
        if not internal and rng.random() < 0.18:
            text = text + rng.choice([" ", ", ", " "]) + rng.choice(closings)
        if rng.random() < cfg["abbrev"]:
            text = abbreviate(rng, text)
        if rng.random() < cfg["typo"]:
            text, done = add_typo(rng, text)
            if done and rng.random() < 0.15:
                text, _ = add_typo(rng, text)
            self.typos += done
        if rng.random() < 0.06:
            text = stretch(rng, text)
        text = casing(rng, text)
        text = punctuate(rng, text)
        if not internal and not contextual and rng.random() < 0.07:
            text = add_pii(rng, text)
        return text

    def none_text(self, where: str = "any", internal: bool = False) -> str:
        rng = self.rng
        hard = self.cfg["hard"]
        opening = HARD_NONE_OPEN if hard else NONE_OPEN
        closing = HARD_NONE_CLOSE if hard else NONE_CLOSE
        if internal:
            pool = INTERNAL_NONE
        elif where == "open":
            pool = opening
        elif where == "close":
            pool = closing
        else:
            pool = opening + closing
        text = rng.choice(pool)
        if rng.random() < 0.12:
            text, done = add_typo(rng, text)
            self.typos += done
        if rng.random() < 0.1:
            text = stretch(rng, text)
        return casing(rng, text)


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (r + 1) ** s for r in range(n)]


def feedback(rng: random.Random, p: float) -> str | None:
    if rng.random() < p:
        return "up" if rng.random() < 0.6 else "down"
    return None


def build_week(rng: random.Random, cfg: dict) -> tuple[list[dict], dict]:
    week = Week(rng, cfg)
    public = cfg["public"]
    internal = cfg["internal"]
    by_svc = {(svc, facet): iid for iid, svc, facet, _c, _q in public}
    pub_q = {iid: q for iid, _s, _f, _c, q in public}
    pub_meta = {iid: (svc, facet) for iid, svc, facet, _c, _q in public}
    pub_w = zipf_weights(len(public), cfg["zipf"])
    int_q = {iid: q for iid, _r, _k, _c, q in internal}
    int_by = {(reg, kind): iid for iid, reg, kind, _c, _q in internal}
    int_meta = {iid: (reg, kind) for iid, reg, kind, _c, _q in internal}
    start = cfg["start"]
    used_sessions: set[str] = set()

    def new_session() -> str:
        while True:
            sid = f"s-{rng.getrandbits(48):012x}"
            if sid not in used_sessions:
                used_sessions.add(sid)
                return sid

    def public_start() -> datetime:
        while True:
            day = rng.randrange(7)
            weekend = (start + timedelta(days=day)).weekday() >= 5
            if weekend and rng.random() < 0.3:
                continue
            hour = rng.choices(range(24), weights=PUBLIC_HOURS)[0]
            t = start + timedelta(days=day, hours=hour, seconds=rng.randrange(3600))
            if day == 6 and hour >= 22:
                continue
            return t

    def internal_start() -> datetime:
        day = rng.randrange(5)
        hour = rng.choice([8, 9, 9, 10, 10, 11, 13, 14, 14, 15, 16])
        return start + timedelta(days=day, hours=hour, seconds=rng.randrange(3600))

    rows: list[dict] = []

    def emit(sid, t, q, surface, label, fb=None):
        row = {"at": t.strftime("%Y-%m-%dT%H:%M:%S+07:00"), "session": sid, "question": q}
        row["surface"] = surface
        if fb:
            row["feedback"] = fb
        row["label"] = label
        rows.append((t, len(rows), row))

    n_internal = round(N_LINES * cfg["internal_share"])
    n_public = N_LINES - n_internal

    # Internal sessions: a staff member asks about one register, with follow-ups.
    reg_w = cfg["registers"]
    count = 0
    while count < n_internal:
        size = min(rng.choice([2, 3, 3, 4, 4, 5, 6]), n_internal - count)
        sid = new_session()
        t = internal_start()
        regs = list(reg_w)
        reg = rng.choices(regs, weights=[reg_w[r] for r in regs])[0]
        cands = [iid for iid, (r, _k) in int_meta.items() if r == reg]
        cur = rng.choice(cands)
        closing_none = size >= 3 and rng.random() < 0.15
        for i in range(size):
            if i == size - 1 and closing_none:
                emit(sid, t, week.none_text(internal=True), "internal", "none")
                break
            if i == 0:
                q = week.noisy(rng.choice(int_q[cur]), internal=True)
            else:
                reg, kind = int_meta[cur]
                r = rng.random()
                kinds = [k for (rr, k) in int_by if rr == reg and k != kind]
                if r < 0.62:
                    q = week.noisy(
                        rng.choice(cfg["int_follow"]["same"][kind]), internal=True, contextual=True
                    )
                elif r < 0.85 and kinds:
                    k2 = rng.choice(kinds)
                    cur = int_by[(reg, k2)]
                    q = week.noisy(
                        rng.choice(cfg["int_follow"]["switch"][k2]), internal=True, contextual=True
                    )
                else:
                    cur = rng.choice(list(int_q))
                    q = week.noisy(rng.choice(int_q[cur]), internal=True)
            emit(sid, t, q, "internal", cur, feedback(rng, 0.1))
            t += timedelta(seconds=rng.randint(20, 240))
        count += size

    # Public sessions.
    count = 0
    while count < n_public:
        sid = new_session()
        t = public_start()
        lines: list[tuple[str, str, str | None]] = []
        r = rng.random()
        iid = rng.choices(list(pub_q), weights=pub_w)[0]

        def ask(intent: str) -> tuple[str, str, str | None]:
            return (week.noisy(rng.choice(pub_q[intent])), intent, feedback(rng, 0.07))

        if r < 0.005:
            lines.append((week.none_text(), "none", None))
        else:
            if r < 0.02:
                lines.append((week.none_text("open"), "none", None))
            lines.append(ask(iid))
            r2 = rng.random()
            if r2 < 0.12:
                svc, facet = pub_meta[iid]
                options = [f for f in cfg["follow"] if f != facet and (svc, f) in by_svc]
                if facet not in BASE_FACETS:
                    options = []
                if options:
                    f2 = rng.choice(options)
                    pool = cfg["follow_special"].get((svc, f2), cfg["follow"][f2])
                    q = week.noisy(rng.choice(pool), contextual=True)
                    lines.append((q, by_svc[(svc, f2)], feedback(rng, 0.07)))
                    if rng.random() < 0.1:
                        lines.append((week.none_text("close"), "none", None))
            elif r2 < 0.19:
                svc, _f = pub_meta[iid]
                same_svc = [j for j, (s, _ff) in pub_meta.items() if s == svc and j != iid]
                other = rng.choice(same_svc) if same_svc and rng.random() < 0.5 else None
                if other is None:
                    other = rng.choices(list(pub_q), weights=pub_w)[0]
                lines.append(ask(other))
            elif r2 < 0.22:
                q, lab, _fb = lines[-1]
                lines[-1] = (q, lab, "down")
                lines.append(ask(iid))
            if rng.random() < 0.03:
                lines.append((week.none_text("close"), "none", None))
        lines = lines[: n_public - count]
        for q, lab, fb in lines:
            emit(sid, t, q, "public", lab, fb)
            t += timedelta(seconds=rng.randint(25, 400))
        count += len(lines)

    rows.sort(key=lambda x: (x[0], x[1]))
    out = [row for _t, _i, row in rows]
    labels = {row["label"] for row in out}
    covered = {}
    for iid, _s, _f, cov, _q in public:
        assert iid in labels, iid
        covered[iid] = cov
    for iid, _r, _k, cov, _q in internal:
        assert iid in labels, iid
        covered[iid] = cov
    end = start + timedelta(days=7)
    for row in out:
        at = datetime.strptime(row["at"], "%Y-%m-%dT%H:%M:%S+07:00").replace(tzinfo=TZ)
        assert start <= at < end, row
    stats = {
        "lines": len(out),
        "intents": len(covered),
        "covered": sum(1 for v in covered.values() if v),
        "internal": sum(1 for row in out if row["surface"] == "internal") / len(out),
        "none": sum(1 for row in out if row["label"] == "none") / len(out),
        "typos": week.typos / len(out),
    }
    return out, {"set": GOLDEN, "covered": covered, "_stats": stats}


CONFIGS = [
    (
        "typical",
        {
            "start": datetime(2028, 2, 7, tzinfo=TZ),
            "hard": False,
            "public": TYPICAL_PUBLIC,
            "internal": TYPICAL_INTERNAL,
            "follow": TYPICAL_FOLLOW,
            "follow_special": TYPICAL_FOLLOW_SPECIAL,
            "int_follow": TYPICAL_INT_FOLLOW,
            "registers": {"pt": 0.55, "fidusia": 0.35, "yayasan": 0.1},
            "zipf": 0.95,
            "typo": 0.31,
            "abbrev": 0.45,
            "internal_share": 0.08,
        },
    ),
    (
        "hard",
        {
            "start": datetime(2028, 2, 14, tzinfo=TZ),
            "hard": True,
            "public": HARD_PUBLIC,
            "internal": HARD_INTERNAL,
            "follow": HARD_FOLLOW,
            "follow_special": HARD_FOLLOW_SPECIAL,
            "int_follow": HARD_INT_FOLLOW,
            "registers": {"pt": 0.55, "fidusia": 0.45},
            "zipf": 0.8,
            "typo": 0.26,
            "abbrev": 0.4,
            "internal_share": 0.08,
        },
    ),
]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks", help="directory for the four files")
    ap.add_argument("--stats", action="store_true", help="print summary figures to stdout")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    for kind, cfg in CONFIGS:
        rows, truth = build_week(rng, cfg)
        stats = truth.pop("_stats")
        with (out / f"{NAME}-{kind}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        with (out / f"{NAME}-{kind}.truth.json").open("w", encoding="utf-8", newline="\n") as fh:
            fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
        if args.stats:
            print(kind, json.dumps(stats))


if __name__ == "__main__":
    main()
