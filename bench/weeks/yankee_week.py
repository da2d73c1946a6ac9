"""Two held-out weeks of AHU chatbot traffic, hand-written by the independent author `yankee`.

Usage: python3 bench/weeks/yankee_week.py --out bench/weeks

Writes yankee-typical.jsonl, yankee-hard.jsonl and their .truth.json files, byte-identical on
every run. The phrasings below are hand-written; the script only samples them and adds chat
noise (greetings, closings, chat spellings, casing, punctuation, repeated letters, typos and
fake personal details). Standard library only; all randomness comes from random.Random(SEED).
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 58310427
NAME = "yankee"
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000
INTERNAL_SHARE = 0.08

# ---------------------------------------------------------------------------------------------
# Public intents: (intent id, service, facet, golden item covering it or None, phrasings).
# The order of each list is the popularity rank used for the Zipf-like skew.
# ---------------------------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "akun-password",
        "akun",
        "masuk",
        None,
        [
            "lupa password akun AHU online",
            "tidak bisa login AHU, password salah terus",
            "cara reset kata sandi AHU online bagaimana?",
            "akun saya terkunci karena salah password",
            "lupa kata sandi, email reset tidak masuk",
            "gimana ganti password akun AHU?",
            "login AHU gagal terus padahal password sudah benar",
            "link reset password AHU kok sudah kedaluwarsa",
            "saya lupa username dan password AHU online",
            "password akun notaris saya lupa, bagaimana memulihkannya?",
            "tidak bisa masuk akun ahu online",
            "reset password ahu",
            "kenapa tiap login muncul username atau password salah?",
        ],
    ),
    (
        "ptp-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan, syaratnya apa saja?",
            "persyaratan pendirian PT perorangan",
            "PT perorangan syaratnya apa",
            "siapa saja yang boleh mendirikan PT perorangan?",
            "apakah WNA bisa buat PT perorangan?",
            "saya ibu rumah tangga bisa bikin PT perorangan nggak? syaratnya apa",
            "umur berapa minimal untuk mendirikan PT perorangan?",
            "dokumen apa yang dibutuhkan untuk daftar PT perorangan",
            "syarat pendirian pt perseorangan untuk usaha mikro",
            "PT perorangan boleh didirikan berdua tidak?",
            "mau tanya syarat PT perorangan apa saja ya",
            "PT perorangan perlu akta notaris atau tidak?",
        ],
    ),
    (
        "voucher-cara-bayar",
        "voucher",
        "cara",
        None,
        [
            "cara bayar voucher PNBP AHU gimana?",
            "bayar voucher AHU bisa lewat bank apa saja?",
            "bisa bayar voucher pakai m-banking?",
            "gimana cara dapat kode billing PNBP AHU",
            "pembayaran PNBP AHU lewat teller bisa?",
            "voucher AHU dibayar lewat ATM bisa tidak",
            "cara membayar kode voucher yang muncul di AHU online",
            "bayar PNBP AHU pakai e-wallet bisa?",
            "langkah pembayaran voucher AHU",
        ],
    ),
    (
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "berapa biaya daftar PT perorangan?",
            "biaya pendirian PT perorangan berapa",
            "bikin PT perorangan bayar berapa ya",
            "PT perorangan gratis atau bayar?",
            "PNBP PT perorangan berapa?",
            "biaya pernyataan pendirian PT perorangan",
            "berapa ongkos buat PT perorangan di AHU",
            "daftar PT perorangan kena biaya berapa",
            "tarif PT perorangan sekarang berapa ya",
            "apakah pendaftaran PT perorangan dipungut biaya?",
        ],
    ),
    (
        "fid-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia online",
            "pendaftaran fidusia lewat mana ya?",
            "langkah daftar jaminan fidusia di AHU",
            "mau daftarin fidusia kendaraan, caranya gimana",
            "sertifikat jaminan fidusia didapat dari mana?",
            "fidusia daftarnya online atau datang ke kanwil?",
            "prosedur pendaftaran fidusia untuk leasing",
            "cara mendapatkan sertifikat fidusia elektronik",
            "daftar fidusia apakah harus lewat notaris?",
        ],
    ),
    (
        "apo-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille per dokumen?",
            "biaya apostille berapa",
            "apostille ijazah bayar berapa?",
            "tarif apostille satu dokumen",
            "PNBP apostille berapa ya",
            "kalau apostille 3 dokumen bayarnya berapa?",
            "apostille akta kelahiran biayanya berapa",
            "harga apostille sekarang",
            "biaya apostille untuk satu berkas",
        ],
    ),
    (
        "ptp-cara-daftar",
        "ptp",
        "cara",
        None,
        [
            "bagaimana cara mendaftar PT perorangan?",
            "cara bikin PT perorangan online gimana",
            "daftar PT perorangan lewat mana?",
            "langkah-langkah pendirian PT perorangan",
            "PT perorangan daftarnya di website apa?",
            "gimana cara isi pernyataan pendirian PT perorangan",
            "PT perorangan bisa didaftarkan lewat HP tidak?",
            "alur pendaftaran PT perorangan di AHU online",
            "tutorial buat PT perorangan",
            "menu pendirian PT perorangan di AHU ada di mana?",
        ],
    ),
    (
        "apo-apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille?",
            "apostille itu apa ya",
            "maksudnya apostille apa sih",
            "pengertian apostille",
            "apostille fungsinya untuk apa?",
            "saya disuruh kampus luar negeri apostille, itu apa?",
            "apostil itu apa min",
            "apa yang dimaksud dengan sertifikat apostille",
            "apostille artinya apa",
        ],
    ),
    (
        "fid-roya",
        "fid",
        "hapus",
        None,
        [
            "bagaimana cara roya fidusia?",
            "cara hapus jaminan fidusia setelah kredit lunas",
            "kredit motor sudah lunas, fidusianya gimana dihapus?",
            "penghapusan fidusia online caranya",
            "sertifikat fidusia mau dicoret karena sudah lunas",
            "siapa yang harus mengajukan roya fidusia?",
            "mobil sudah lunas tapi fidusia belum dihapus leasing",
            "batas waktu penghapusan fidusia setelah lunas berapa hari?",
            "roya fidusia lewat ahu online",
        ],
    ),
    (
        "cv-dimana",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "di mana CV didaftarkan sekarang?",
            "daftar CV sekarang lewat mana ya?",
            "pendaftaran CV masih di pengadilan negeri?",
            "cara daftar CV di kementerian",
            "firma didaftarkan di mana?",
            "CV daftarnya di SABU ya?",
            "bagaimana cara mendaftarkan CV?",
            "mau bikin CV, daftarnya di mana?",
            "pendaftaran persekutuan komanditer lewat sistem apa",
        ],
    ),
    (
        "voucher-masalah",
        "voucher",
        "masalah",
        None,
        [
            "voucher sudah dibayar tapi status belum berubah",
            "sudah transfer PNBP tapi voucher belum aktif",
            "kode voucher tidak dikenali padahal sudah bayar",
            "voucher saya masih belum terpakai padahal lunas",
            "status pembayaran di AHU masih menunggu, sudah 2 hari",
            "bukti bayar ada tapi voucher dibilang belum dibayar",
            "kenapa voucher yang sudah dibayar tidak bisa dipakai?",
            "voucher error terus waktu diinput",
        ],
    ),
    (
        "akun-registrasi",
        "akun",
        "daftar",
        None,
        [
            "bagaimana cara membuat akun AHU online?",
            "cara daftar akun AHU untuk umum",
            "registrasi akun AHU online kok gagal terus",
            "email verifikasi akun AHU tidak masuk",
            "mau bikin akun AHU pakai email pribadi bisa?",
            "daftar akun AHU harus pakai NIK ya?",
            "kenapa NIK saya ditolak waktu registrasi akun AHU",
            "aktivasi akun AHU online gimana",
            "buat user baru di ahu online",
        ],
    ),
    (
        "kwn-anak-usia",
        "kwn-anak",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "sampai usia berapa anak kewarganegaraan ganda harus memilih?",
            "anak saya dwi kewarganegaraan, umur berapa harus pilih WNI?",
            "batas usia anak berkewarganegaraan ganda",
            "anak kawin campur wajib pilih kewarganegaraan umur berapa",
            "kapan anak ganda harus memilih kewarganegaraan?",
            "anak saya 18 tahun, masih boleh punya dua kewarganegaraan?",
            "umur 21 masih bisa pilih WNI tidak?",
            "batas waktu anak ganda menyatakan memilih",
        ],
    ),
    (
        "yys-cara",
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "langkah-langkah pendirian yayasan",
            "mau mendirikan yayasan sosial, prosedurnya apa?",
            "pengesahan yayasan lewat mana",
            "cara daftar yayasan di AHU online",
            "proses pendirian yayasan pendidikan",
            "gimana cara mengesahkan badan hukum yayasan",
        ],
    ),
    (
        "apo-dokumen",
        "apo",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille?",
            "apakah ijazah bisa diapostille?",
            "akta kelahiran bisa diapostille tidak?",
            "dokumen apa yang tidak bisa di apostille",
            "surat keterangan catatan kepolisian bisa apostille?",
            "apakah dokumen terjemahan bisa diapostille",
            "jenis dokumen yang dilayani apostille",
            "buku nikah bisa diapostille?",
        ],
    ),
    (
        "was-cek",
        "was",
        "cara",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "surat keterangan wasiat cara dapatnya gimana?",
            "bapak saya meninggal, gimana tahu ada wasiat atau tidak",
            "permohonan surat keterangan wasiat",
            "cek wasiat untuk urus warisan",
            "apakah ahli waris bisa cek wasiat sendiri?",
            "pencarian data wasiat di AHU",
        ],
    ),
    (
        "ptp-ubah",
        "ptp",
        "ubah",
        None,
        [
            "cara mengubah data PT perorangan",
            "perubahan alamat PT perorangan gimana",
            "mau ganti KBLI PT perorangan",
            "cara ubah pernyataan pendirian PT perorangan",
            "PT perorangan mau tambah modal, caranya?",
            "perubahan nama PT perorangan bisa?",
            "edit data PT perorangan di AHU",
            "ganti bidang usaha PT perorangan",
        ],
    ),
    (
        "cv-biaya",
        "cv",
        "biaya",
        None,
        [
            "biaya pendaftaran CV berapa?",
            "bikin CV habis berapa?",
            "PNBP pendaftaran CV",
            "berapa bayar daftar CV di AHU",
            "biaya pendirian CV sekarang",
            "tarif pendaftaran firma berapa",
            "daftar CV bayar berapa ke negara",
            "ongkos buat CV",
        ],
    ),
    (
        "ptb-notaris",
        "ptb",
        "syarat",
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa memerlukan akta notaris?",
            "PT biasa wajib pakai notaris ya?",
            "bikin PT biasa harus ke notaris atau bisa online sendiri?",
            "PT persekutuan modal perlu akta notaris?",
            "kalau PT umum bisa daftar tanpa notaris?",
            "pendirian PT dengan 2 pemegang saham wajib notaris?",
            "PT yang bukan perorangan harus lewat notaris?",
        ],
    ),
    (
        "apo-vs-legal",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi?",
            "bedanya apostille sama legalisir kedutaan apa",
            "perlu apostille atau legalisasi untuk dokumen ke Jerman?",
            "negara yang bukan anggota apostille pakai legalisasi ya?",
            "apostille dan legalisasi sama tidak?",
            "kapan pakai apostille kapan legalisasi?",
            "setelah apostille masih perlu ke kedutaan?",
            "perbedaan apostille dan legalisasi dokumen",
        ],
    ),
    (
        "kwn-natur-syarat",
        "kwn-natur",
        "syarat",
        None,
        [
            "syarat naturalisasi jadi WNI apa saja?",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA, mau jadi WNI apa syaratnya?",
            "berapa lama tinggal di Indonesia untuk bisa naturalisasi?",
            "dokumen naturalisasi apa saja",
            "syarat permohonan kewarganegaraan Indonesia untuk orang asing",
        ],
    ),
    (
        "yys-ubah",
        "yys",
        "ubah",
        None,
        [
            "cara mengganti pengurus yayasan",
            "perubahan pengurus yayasan di AHU",
            "mau ubah anggaran dasar yayasan gimana",
            "ganti ketua yayasan harus lapor kemana?",
            "perubahan data yayasan online",
            "pembina yayasan meninggal, cara gantinya?",
            "bagaimana cara merubah nama yayasan",
        ],
    ),
    (
        "pkm-badan-hukum",
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan mau berbadan hukum, caranya?",
            "pengesahan badan hukum perkumpulan",
            "komunitas kami mau jadi perkumpulan berbadan hukum",
            "cara daftar perkumpulan di AHU",
            "langkah pengesahan perkumpulan",
        ],
    ),
    (
        "was-biaya",
        "was",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat berapa?",
            "cek wasiat bayar berapa",
            "PNBP pencarian wasiat",
            "berapa biaya permohonan keterangan wasiat",
            "surat keterangan wasiat gratis atau bayar?",
            "tarif cek wasiat di AHU",
        ],
    ),
    (
        "kop-pendirian",
        "kop",
        "cara",
        None,
        [
            "cara mendirikan koperasi",
            "pengesahan badan hukum koperasi lewat mana?",
            "bikin koperasi simpan pinjam prosedurnya gimana",
            "koperasi didaftarkan di AHU juga?",
            "langkah pendirian koperasi",
            "mau bentuk koperasi desa, caranya",
        ],
    ),
]

HARD_PUBLIC = [
    (
        "ptp-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement bikin PT perorangan apa aja?",
            "apa yang perlu disiapkan untuk mendirikan PT perorangan?",
            "dokumen apa yg harus dibawa buat PT perorangan",
            "Apakah pendirian PT perorangan memerlukan akta notaris?",
            "siapa yang eligible untuk bikin PT perseorangan",
            "PT perorangan minimal umur berapa pendirinya",
            "what are the requirements for a PT perorangan?",
            "kriteria pendiri PT individu",
            "foreigner bisa own PT perorangan?",
            "PT perorangan harus WNI?",
            "ketentuan untuk mendirikan PT satu orang",
            "apa saja syarat untuk mendirikan PT perorangan?",
        ],
    ),
    (
        "akun-password",
        "akun",
        "masuk",
        None,
        [
            "lupa password AHU",
            "forgot password AHU online",
            "gabisa login, kata sandi salah",
            "reset password akun AHU gimana",
            "akun ke-lock karena salah password",
            "can't log in to AHU online",
            "email reset password tidak masuk",
            "lupa kata kunci akun ahu",
        ],
    ),
    (
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "Apa saja biaya untuk mendirikan PT perorangan?",
            "tarif PT perorangan berapa",
            "ongkos daftar PT perseorangan",
            "PT perorangan fee nya berapa?",
            "bayar berapa buat PT individu?",
            "PNBP pernyataan pendirian PT perorangan",
            "how much is it to set up a PT perorangan?",
            "PT perorangan gratis kah?",
            "harga bikin PT satu orang di AHU",
            "berapa duit yg harus disiapkan untuk PT perorangan",
            "cost PT perorangan 2027",
        ],
    ),
    (
        "apo-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa?",
            "apostille fee per document",
            "tarif apostille 1 dokumen",
            "ongkos apostille ijazah",
            "PNBP apostille",
            "apostille bayar berapa",
            "how much does an apostille cost?",
            "harga apostille akta lahir",
        ],
    ),
    (
        "fid-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "Bagaimana cara mendaftarkan jaminan fidusia?",
            "how to register fiduciary security?",
            "alur pendaftaran fidusia online",
            "fidusia didaftarkan lewat mana",
            "step daftar fidusia untuk kredit mobil",
            "cara dapat sertifikat jaminan fidusia",
            "prosedur input fidusia di AHU",
            "registrasi jaminan fidusia",
        ],
    ),
    (
        "ptp-cara-daftar",
        "ptp",
        "cara",
        None,
        [
            "Di mana PT perorangan didaftarkan?",
            "how do I register a PT perorangan online?",
            "step by step daftar PT perorangan",
            "alur bikin PT perseorangan lewat AHU online",
            "PT individu daftarnya via website apa",
            "prosedur pengisian pernyataan pendirian PT perorangan",
            "mau submit PT perorangan, menunya dimana di AHU?",
            "tata cara pendaftaran PT satu orang",
            "PT perorangan bisa daftar lewat OSS atau AHU?",
        ],
    ),
    (
        "fid-roya",
        "fid",
        "hapus",
        None,
        [
            "cara roya fidusia",
            "how to delete a fiduciary registration after the loan is paid off",
            "penghapusan jaminan fidusia",
            "kredit lunas, fidusia dihapus gimana",
            "coret fidusia",
            "pencoretan sertifikat fidusia",
            "cancel fidusia yang sudah terdaftar",
            "leasing belum roya fidusia, apa yg harus saya lakukan?",
        ],
    ),
    (
        "apo-apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "Apa itu apostille?",
            "what is an apostille?",
            "apostille tuh apa sih",
            "maksud apostille itu gimana",
            "definisi apostille",
            "apostil artinya apa",
            "pengertian sertifikat apostille",
        ],
    ),
    (
        "ptp-lama",
        "ptp",
        "lama",
        None,
        [
            "berapa lama proses PT perorangan jadi?",
            "PT perorangan jadinya berapa hari?",
            "how long does PT perorangan registration take?",
            "sertifikat PT perorangan terbit kapan setelah submit?",
            "durasi pendaftaran PT perseorangan",
            "PT perorangan bisa selesai hari itu juga?",
            "estimasi waktu PT individu sampai dapat sertifikat",
            "nunggu berapa lama sertifikat pendaftaran PT perorangan keluar",
            "processing time PT perorangan",
        ],
    ),
    (
        "cv-dimana",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "Di mana CV atau firma didaftarkan sekarang?",
            "daftar CV masih ke pengadilan negeri?",
            "where do I register a CV now?",
            "CV didaftarin lewat SABU?",
            "firma daftarnya kemana sekarang",
            "cara daftar persekutuan komanditer",
            "pendaftaran CV via notaris atau online sendiri?",
            "CV registration process di kementerian",
            "alur pendaftaran CV di AHU",
            "gimana mendaftarkan firma",
        ],
    ),
    (
        "voucher-masalah",
        "voucher",
        "masalah",
        None,
        [
            "sudah bayar voucher tapi belum aktif",
            "payment done but voucher still pending",
            "kode voucher tidak dikenali",
            "status pembayaran PNBP belum update",
            "voucher udah lunas kok masih belum bisa dipakai",
            "billing sudah dibayar, sistem bilang unpaid",
            "voucher invalid padahal sudah transfer",
        ],
    ),
    (
        "cv-syarat",
        "cv",
        "syarat",
        None,
        [
            "apa saja syarat mendirikan CV?",
            "requirement CV apa aja",
            "Apakah CV memerlukan akta notaris?",
            "dokumen apa yang perlu disiapkan untuk daftar CV",
            "CV minimal berapa orang pendirinya?",
            "persyaratan pendirian firma",
            "what do I need to prepare to register a CV?",
            "CV harus punya sekutu aktif dan pasif?",
            "kelengkapan berkas pendaftaran CV",
        ],
    ),
    (
        "apo-dokumen",
        "apo",
        "dokumen",
        "apostille-dokumen",
        [
            "Dokumen apa saja yang bisa diapostille?",
            "what documents can be apostilled?",
            "ijazah bisa apostille?",
            "SKCK bisa diapostille tidak",
            "dokumen swasta bisa apostille?",
            "akta notaris bisa di apostille?",
            "jenis dokumen yang eligible apostille",
        ],
    ),
    (
        "yys-cara",
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "Bagaimana cara mendirikan yayasan?",
            "how to establish a foundation (yayasan)?",
            "step pendirian yayasan di AHU",
            "alur pengesahan yayasan",
            "prosedur bikin yayasan sosial",
            "yayasan didaftarkan lewat mana",
            "proses mendirikan yayasan keagamaan",
            "gimana caranya yayasan disahkan jadi badan hukum",
        ],
    ),
    (
        "ptp-ubah",
        "ptp",
        "ubah",
        None,
        [
            "cara ubah alamat PT perorangan",
            "how to amend PT perorangan data",
            "pernyataan perubahan PT perorangan gimana caranya",
            "ganti KBLI PT perseorangan",
            "revisi data PT individu yg sudah terdaftar",
            "mau update modal PT perorangan",
            "PT perorangan salah input nama, bisa diedit?",
            "change business address of PT perorangan",
            "prosedur perubahan PT perorangan",
        ],
    ),
    (
        "cv-biaya",
        "cv",
        "biaya",
        None,
        [
            "biaya daftar CV berapa?",
            "tarif pendaftaran CV di SABU",
            "CV registration fee berapa",
            "ongkos bikin firma",
            "PNBP pendaftaran persekutuan komanditer",
            "bayar berapa untuk daftar CV?",
            "harga pendirian CV sekarang",
            "cost to set up a CV",
        ],
    ),
    (
        "was-cek",
        "was",
        "cara",
        "wasiat-pencarian",
        [
            "Bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "how to check if my late father left a will",
            "cek wasiat orang tua yg udah meninggal",
            "surat keterangan wasiat gimana dapetnya",
            "ahli waris mau tahu ada wasiat atau nggak",
            "search wasiat di daftar pusat wasiat",
            "mau urus warisan, perlu cek wasiat dulu caranya?",
        ],
    ),
    (
        "ptp-bubar",
        "ptp",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "PT perorangan mau ditutup, gimana?",
            "how to dissolve a PT perorangan",
            "pernyataan pembubaran PT perorangan",
            "usaha sudah tidak jalan, PT perorangan bisa dicabut?",
            "tutup PT perseorangan prosedurnya",
            "close PT individu di AHU",
            "PT perorangan bangkrut, harus dibubarkan bagaimana",
            "hapus PT perorangan dari daftar",
        ],
    ),
    (
        "apo-vs-legal",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi?",
            "apostille vs legalisasi bedanya apa",
            "difference between apostille and legalization",
            "masih perlu legalisir kedutaan setelah apostille?",
            "negara non-member apostille pakai apa?",
            "kapan harus legalisasi, kapan apostille?",
        ],
    ),
    (
        "kwn-anak-usia",
        "kwn-anak",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "Sampai usia berapa anak berkewarganegaraan ganda harus memilih?",
            "at what age must a dual citizen child choose?",
            "anak dwi kewarganegaraan batas umurnya kapan",
            "anak kawin campur umur brp wajib pilih WNI atau WNA",
            "deadline anak ganda memilih kewarganegaraan",
            "anak saya 19 th masih boleh 2 paspor?",
            "batas usia kewarganegaraan ganda terbatas",
        ],
    ),
    (
        "ptp-apa",
        "ptp",
        "apa",
        None,
        [
            "apa beda PT perorangan dengan PT biasa?",
            "PT perorangan vs PT persekutuan modal",
            "difference between PT perorangan and regular PT",
            "apa itu PT perorangan?",
            "PT perorangan itu maksudnya apa",
            "PT individu itu apa sih, bedanya sama PT umum?",
            "what is a PT perorangan exactly?",
            "kelebihan PT perorangan dibanding PT biasa",
        ],
    ),
    (
        "ptb-notaris",
        "ptb",
        "syarat",
        "pt-biasa-akta",
        [
            "Apakah pendirian PT biasa memerlukan akta notaris?",
            "PT biasa wajib notaris?",
            "does a regular PT need a notarial deed?",
            "PT persekutuan modal bisa tanpa notaris?",
            "bikin PT umum harus lewat notaris gak",
            "akta pendirian PT non-perorangan dibuat siapa?",
            "PT dengan 2 pendiri perlu akta notaris atau cukup surat pernyataan?",
            "PT biasa bisa didirikan online sendiri tanpa notary?",
        ],
    ),
    (
        "yys-syarat",
        "yys",
        "syarat",
        None,
        [
            "apa saja syarat mendirikan yayasan?",
            "requirement bikin yayasan",
            "kekayaan awal yayasan minimal berapa?",
            "dokumen yg harus disiapkan untuk yayasan",
            "yayasan minimal berapa pendiri?",
            "persyaratan pendirian yayasan pendidikan",
            "WNA boleh jadi pendiri yayasan?",
            "what documents are needed to set up a yayasan",
        ],
    ),
    (
        "fid-biaya",
        "fid",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa?",
            "PNBP fidusia",
            "tarif fidusia untuk nilai penjaminan 100 juta",
            "ongkos daftar jaminan fidusia",
            "fiduciary registration fee",
            "fidusia bayar berapa ya",
            "harga sertifikat fidusia",
        ],
    ),
    (
        "apo-lama",
        "apo",
        "lama",
        None,
        [
            "berapa lama proses apostille?",
            "apostille jadinya berapa hari?",
            "how long does apostille take?",
            "apostille bisa selesai sehari?",
            "estimasi waktu apostille ijazah",
            "durasi pengerjaan apostille",
            "sertifikat apostille terbit kapan setelah bayar",
        ],
    ),
    (
        "cv-bubar",
        "cv",
        "bubar",
        None,
        [
            "cara membubarkan CV",
            "CV mau ditutup prosedurnya",
            "how to dissolve a CV",
            "pembubaran firma lewat SABU",
            "CV sudah tidak aktif, bagaimana menutupnya?",
            "hapus CV dari sistem",
            "penutupan persekutuan komanditer",
        ],
    ),
    (
        "yys-ubah",
        "yys",
        "ubah",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan anggaran dasar yayasan",
            "how to change yayasan board members",
            "update data pembina yayasan di AHU",
            "ubah nama yayasan bisa?",
            "pindah domisili yayasan",
            "revisi susunan organ yayasan",
        ],
    ),
    (
        "pkm-badan-hukum",
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "Bagaimana perkumpulan bisa menjadi badan hukum?",
            "how can an association become a legal entity?",
            "perkumpulan mau disahkan jadi badan hukum",
            "cara dapat SK badan hukum perkumpulan",
            "prosedur pengesahan perkumpulan",
            "alur pengesahan perkumpulan di AHU online",
        ],
    ),
    (
        "apo-cara",
        "apo",
        "cara",
        None,
        [
            "cara mengajukan apostille gimana?",
            "how to apply for an apostille online",
            "apostille diurus di mana?",
            "alur permohonan apostille",
            "step apostille di AHU",
            "apostille harus datang langsung atau online?",
            "daftar apostille lewat website apa",
        ],
    ),
    (
        "cv-apa",
        "cv",
        "apa",
        None,
        [
            "apa beda CV dan firma?",
            "CV vs firma bagusan mana",
            "difference between CV and firma",
            "firma itu apa? beda sama CV?",
            "perbedaan persekutuan komanditer dan persekutuan firma",
            "CV, firma, persekutuan perdata bedanya apa",
            "apa itu firma",
        ],
    ),
    (
        "fid-ubah",
        "fid",
        "ubah",
        None,
        [
            "cara perubahan data fidusia",
            "salah input nomor rangka di sertifikat fidusia, bisa diubah?",
            "how to amend fidusia certificate",
            "perubahan jaminan fidusia karena ganti debitur",
            "edit sertifikat fidusia",
            "revisi data objek fidusia",
        ],
    ),
    (
        "yys-biaya",
        "yys",
        "biaya",
        None,
        [
            "biaya pengesahan yayasan berapa?",
            "tarif pendirian yayasan di AHU",
            "yayasan PNBP nya berapa",
            "ongkos bikin yayasan",
            "how much to register a yayasan",
            "bayar berapa untuk pengesahan badan hukum yayasan?",
            "fee pendaftaran yayasan",
        ],
    ),
    (
        "kwn-natur-syarat",
        "kwn-natur",
        "syarat",
        None,
        [
            "syarat naturalisasi",
            "requirements to become Indonesian citizen",
            "WNA mau jadi WNI perlu dokumen apa aja",
            "persyaratan pewarganegaraan",
            "berapa tahun tinggal di Indonesia baru bisa naturalisasi?",
            "apa yang harus disiapkan untuk permohonan WNI",
            "istri WNA mau jadi WNI, requirement nya?",
        ],
    ),
    (
        "ptb-biaya",
        "ptb",
        "biaya",
        None,
        [
            "biaya pendirian PT biasa berapa?",
            "tarif pengesahan PT persekutuan modal",
            "PNBP pendirian PT umum",
            "PT biasa bayar berapa ke negara?",
            "how much is the government fee for a regular PT",
            "ongkos bikin PT (bukan perorangan)",
            "fee pengesahan badan hukum PT",
        ],
    ),
    (
        "was-biaya",
        "was",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat berapa?",
            "cek wasiat bayar berapa",
            "will search fee berapa",
            "tarif permohonan keterangan wasiat",
            "PNBP wasiat",
            "ongkos pencarian wasiat",
        ],
    ),
    (
        "kwn-anak-cara",
        "kwn-anak",
        "cara",
        None,
        [
            "bagaimana cara anak ganda menyatakan memilih WNI?",
            "prosedur pernyataan memilih kewarganegaraan",
            "how to declare Indonesian citizenship for a dual citizen child",
            "anak saya mau pilih WNI, daftarnya dimana?",
            "pernyataan memilih kewarganegaraan diajukan lewat mana",
            "langkah anak kawin campur memilih WNI",
        ],
    ),
    (
        "yys-bubar",
        "yys",
        "bubar",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup gimana prosedurnya?",
            "how to dissolve a yayasan",
            "pembubaran yayasan lewat AHU",
            "yayasan tidak aktif lagi, harus dibubarkan?",
            "likuidasi yayasan",
            "penghapusan status badan hukum yayasan",
        ],
    ),
    (
        "pkm-biaya",
        "pkm",
        "biaya",
        None,
        [
            "biaya pengesahan perkumpulan berapa?",
            "tarif badan hukum perkumpulan",
            "PNBP perkumpulan",
            "how much is the fee for a perkumpulan",
            "bikin perkumpulan bayar berapa",
            "ongkos pengesahan perkumpulan",
        ],
    ),
]

# Follow-up questions in a public session: they ask another facet of the service named earlier.
# Intents never reached by a follow-up that does not name the service (too vague to tell apart).
NO_FOLLOWUP = (
    "voucher-cara-bayar",
    "voucher-masalah",
    "akun-password",
    "akun-registrasi",
    "ptb-notaris",
)
TYPICAL_FOLLOWUPS = {
    "biaya": ["biayanya berapa?", "kalau biayanya?", "terus bayarnya berapa", "itu bayar tidak?"],
    "syarat": ["syaratnya apa saja?", "terus syaratnya apa aja?", "dokumen yang perlu apa?"],
    "cara": ["caranya gimana?", "daftarnya di mana?", "prosesnya lewat mana?"],
    "ubah": ["kalau nanti mau ubah datanya gimana?", "kalau ada perubahan caranya?"],
    "hapus": ["kalau sudah lunas hapusnya gimana?", "nanti penghapusannya gimana?"],
    "apa": ["itu sebenarnya apa sih?", "maksudnya apa ya?"],
}
HARD_FOLLOWUPS = {
    "biaya": ["how much?", "fee nya?", "ongkosnya berapa?", "tarifnya?", "bayarnya berapa"],
    "syarat": ["requirementnya apa?", "apa yang perlu disiapkan?", "dokumen apa yg dibawa?"],
    "cara": ["how do I apply?", "prosedurnya gimana?", "diurus di mana?"],
    "lama": ["how long?", "berapa lama jadinya?", "durasinya?"],
    "ubah": ["kalau mau ganti data nanti?", "how to change it later?"],
    "bubar": ["kalau mau close gimana?", "kalau mau dibubarkan?"],
    "hapus": ["kalau udah lunas, hapusnya?", "how to remove it?"],
    "apa": ["what is it exactly?", "itu apa sih sebenarnya?"],
}

# ---------------------------------------------------------------------------------------------
# Internal intents: (intent id, golden item or None, phrasings with {prov} {periode} {tahun} {n}).
# ---------------------------------------------------------------------------------------------

TYPICAL_INTERNAL = [
    (
        "int-ptp-jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang didaftarkan {periode} di {prov}?",
            "jumlah pendaftaran PT perorangan {periode} per provinsi",
            "tolong hitung PT perorangan baru di {prov} {periode}",
            "ada berapa PT perorangan terdaftar {periode}?",
            "total PT perorangan {prov} {periode}",
            "data jumlah PT perorangan yang masuk {periode}",
            "berapa pendaftaran PT perseorangan di {prov} tahun {tahun}?",
            "minta angka PT perorangan {prov} {periode}",
        ],
    ),
    (
        "int-ptp-ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak mendaftarkan PT perorangan {periode}?",
            "3 provinsi teratas pendaftaran PT perorangan tahun {tahun}",
            "ranking provinsi PT perorangan {periode}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {periode}",
            "5 besar provinsi PT perorangan {periode}",
            "provinsi dengan pendaftaran PT perorangan paling sedikit {periode}",
            "sepuluh provinsi teratas PT perorangan tahun {tahun}",
        ],
    ),
    (
        "int-fid-ambang",
        "internal-fidusia-kantor-wilayah",
        [
            "kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran fidusia {periode}?",
            "kanwil dengan fidusia di atas {n} {periode}",
            "daftar kanwil yang pendaftaran fidusianya lebih dari {n} {periode}",
            "kanwil mana yang fidusianya tembus {n} {periode}?",
            "sebutkan kanwil dengan lebih dari {n} fidusia {periode}",
        ],
    ),
    (
        "int-fid-jumlah",
        None,
        [
            "berapa jumlah pendaftaran fidusia {periode}?",
            "total fidusia di {prov} {periode}",
            "jumlah sertifikat fidusia yang terbit {periode}",
            "fidusia {prov} {periode} ada berapa?",
            "hitung pendaftaran jaminan fidusia {periode} per provinsi",
            "berapa fidusia terdaftar di kanwil {prov} tahun {tahun}",
        ],
    ),
]

HARD_INTERNAL = [
    (
        "int-ptp-jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registrations in {prov} {periode}?",
            "jml PT perorangan baru {prov} {periode}",
            "count PT perseorangan {periode} per provinsi",
            "PT perorangan yang masuk register {periode} ada berapa",
            "angka pendaftaran PT individu {prov} {periode}",
            "tolong tarik data jumlah PT perorangan {periode}",
            "Berapa PT perorangan yang didaftarkan di {prov} pada tahun {tahun}?",
        ],
    ),
    (
        "int-fid-ambang",
        "internal-fidusia-kantor-wilayah",
        [
            "which kanwil exceeded {n} fiduciary registrations {periode}?",
            "kanwil yang fidusianya lebih dari {n} {periode} mana aja",
            "offices with more than {n} fidusia {periode}",
            "list kantor wilayah di atas {n} pendaftaran fidusia {periode}",
            "kanwil mana yg catat fidusia > {n} {periode}",
        ],
    ),
    (
        "int-ptp-ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top 3 provinces for PT perorangan {tahun}",
            "provinsi terbanyak PT perorangan {periode}",
            "peringkat provinsi pendaftaran PT perseorangan {periode}",
            "leaderboard provinsi PT perorangan {periode}",
            "5 provinsi dengan PT individu paling banyak {periode}",
            "urutan provinsi by PT perorangan registrations {periode}",
        ],
    ),
    (
        "int-fid-jumlah",
        None,
        [
            "Berapa fidusia yang didaftarkan {periode} per provinsi?",
            "total fiduciary registrations {prov} {periode}",
            "jumlah jaminan fidusia yang masuk {periode}",
            "fidusia {prov} {periode} berapa",
            "count fidusia {periode}",
        ],
    ),
    (
        "int-ptp-ambang",
        None,
        [
            "Kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran PT perorangan {periode}?",
            "kanwil dengan PT perorangan di atas {n} {periode}",
            "which offices registered more than {n} PT perorangan {periode}?",
            "list kanwil yg PT perseorangannya tembus {n} {periode}",
        ],
    ),
    (
        "int-fid-ranking",
        None,
        [
            "Tiga provinsi mana yang paling banyak mendaftarkan fidusia pada tahun {tahun}?",
            "top 5 provinsi fidusia {periode}",
            "ranking provinsi berdasarkan pendaftaran fidusia {periode}",
            "provinsi dengan jaminan fidusia terbanyak {periode}",
        ],
    ),
]

# Kind of figure of each internal intent, for follow-ups that keep the intent.
INTERNAL_KIND = {
    "int-ptp-jumlah": "count",
    "int-fid-jumlah": "count",
    "int-ptp-ranking": "rank",
    "int-fid-ranking": "rank",
    "int-fid-ambang": "threshold",
    "int-ptp-ambang": "threshold",
}
SAME_FOLLOWUPS = {
    "count": [
        "kalau {prov}?",
        "kalau di {prov} berapa?",
        "tahun lalu berapa?",
        "dan tahun sebelumnya?",
        "kalau {periode}?",
        "yang {prov} berapa",
        "bulan sebelumnya gimana?",
        "{prov} juga dong",
    ],
    "rank": [
        "kalau tahun {tahun}?",
        "tahun lalu urutannya?",
        "5 besar aja",
        "kalau 10 teratas?",
        "kalau {periode}?",
    ],
    "threshold": [
        "kalau di atas {n}?",
        "kalau batasnya {n}?",
        "bulan sebelumnya?",
        "kalau {periode}?",
        "yang lebih dari {n} saja",
    ],
}
HARD_SAME_FOLLOWUPS = {
    "count": ["what about {prov}?", "same for last year?", "kalau {periode}?", "{prov}?"],
    "rank": ["and for {tahun}?", "top 10 nya?", "last year ranking?"],
    "threshold": ["threshold {n} aja", "what about above {n}?", "kalau {periode}?"],
}
# Follow-ups that switch to another internal intent: (from, to) -> phrasings.
SWITCH_FOLLOWUPS = {
    ("int-ptp-jumlah", "int-ptp-ranking"): [
        "provinsi mana yang paling banyak?",
        "urutkan dari yang terbanyak",
        "3 teratas provinsi mana aja?",
    ],
    ("int-ptp-ranking", "int-ptp-jumlah"): [
        "yang {prov} sendiri berapa?",
        "kalau {prov} angkanya berapa?",
    ],
    ("int-ptp-jumlah", "int-fid-jumlah"): [
        "kalau fidusia?",
        "fidusia {periode} berapa?",
        "sekalian jumlah fidusianya",
    ],
    ("int-fid-jumlah", "int-ptp-jumlah"): [
        "kalau PT perorangan?",
        "PT perorangan {periode} berapa?",
    ],
    ("int-fid-jumlah", "int-fid-ambang"): [
        "kanwil mana aja yang di atas {n}?",
        "yang lebih dari {n} kanwil mana saja?",
    ],
    ("int-fid-ambang", "int-fid-jumlah"): [
        "total fidusia {prov} berapa?",
        "kalau {prov} totalnya?",
    ],
    ("int-fid-jumlah", "int-fid-ranking"): [
        "provinsi mana paling banyak fidusianya?",
        "ranking fidusia per provinsi dong",
    ],
    ("int-fid-ambang", "int-fid-ranking"): ["urutkan provinsinya dari yang terbanyak"],
    ("int-ptp-jumlah", "int-ptp-ambang"): [
        "kanwil mana yang PT peroranganya lebih dari {n}?",
        "which offices above {n}?",
    ],
    ("int-ptp-ranking", "int-fid-ranking"): [
        "kalau fidusia urutannya?",
        "same ranking for fidusia",
    ],
    ("int-fid-ranking", "int-ptp-ranking"): ["kalau PT perorangan?", "and for PT perorangan?"],
    ("int-fid-ambang", "int-ptp-ambang"): ["kalau PT perorangan di atas {n}?"],
    ("int-ptp-ambang", "int-fid-ambang"): ["kalau fidusia?", "same for fidusia"],
    ("int-ptp-ambang", "int-ptp-jumlah"): ["total PT perorangan {prov} berapa?"],
}

PROVINCES = [
    ["Jawa Timur", "Jatim", "jawa timur"],
    ["Jawa Barat", "Jabar"],
    ["DKI Jakarta", "Jakarta", "DKI"],
    ["Jawa Tengah", "Jateng"],
    ["Bali"],
    ["Sumatera Utara", "Sumut"],
    ["Sulawesi Selatan", "Sulsel"],
    ["Banten"],
    ["DI Yogyakarta", "Jogja", "DIY"],
    ["Kalimantan Timur", "Kaltim"],
    ["Riau"],
    ["Lampung"],
    ["NTB", "Nusa Tenggara Barat"],
    ["Papua"],
    ["Sumatera Barat", "Sumbar"],
]
PERIODS = [
    "bulan lalu",
    "Juli 2027",
    "bulan Juni",
    "semester I 2027",
    "tahun 2026",
    "tahun 2025",
    "kuartal II 2027",
    "minggu lalu",
    "Januari sampai Juli 2027",
    "tahun ini",
    "bulan Mei 2027",
]
HARD_PERIODS = ["last month", "in 2026", "Q2 2027", "YTD 2027", "H1 2027", "per Juli"]
YEARS = ["2024", "2025", "2026", "2027"]
THRESHOLDS = ["500", "1.000", "1000", "2.000", "750", "1.500", "300"]

# ---------------------------------------------------------------------------------------------
# Lines asking nothing, greetings, closings and chat spellings.
# ---------------------------------------------------------------------------------------------

NONE_LINES = [
    "makasih kak",
    "ok",
    "siap",
    "mantap",
    "terima kasih min",
    "halo",
    "pagi",
    "oke sip",
    "baik terima kasih",
    "👍",
    "tes",
    "halo min",
    "sudah jelas kak, makasih",
    "sip min",
    "ok kak",
    "ya",
    "makasih infonya",
    "assalamualaikum",
    "selamat pagi",
    "oh gitu, oke",
    "terima kasih banyak 🙏",
    "siap, noted",
]
CLOSING_NONE_LINES = [
    "makasih kak",
    "ok",
    "siap",
    "mantap",
    "terima kasih min",
    "oke sip",
    "baik terima kasih",
    "👍",
    "sudah jelas kak, makasih",
    "makasih infonya",
    "oh gitu, oke",
    "terima kasih banyak 🙏",
]
HARD_NONE_LINES = ["ok thanks", "thank you", "noted, thx", "hi", "good morning", "okay", "sip tq"]
INTERNAL_NONE_LINES = ["ok makasih", "siap, cukup", "noted", "oke itu saja"]

GREETINGS = [
    "halo kak",
    "min",
    "pagi min",
    "selamat siang",
    "permisi",
    "mohon info",
    "assalamualaikum",
    "hai",
    "kak",
    "siang kak",
    "malam min",
    "halo admin",
    "selamat pagi",
    "mau tanya",
    "maaf mau tanya",
]
HARD_GREETINGS = ["hi", "hello admin", "sorry mau tanya", "excuse me", "hi min", "pls help"]
CLOSINGS = [
    "ya",
    "dong",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "mohon bantuannya",
    "tq",
    "thx",
    "🙏",
    "mohon infonya",
    "ya kak",
]
HARD_CLOSINGS = ["thanks", "pls", "asap ya", "thank you", "tq min"]

ABBREVIATIONS = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "gimana": ["gmn"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "tdk", "nggak", "gak"],
    "nggak": ["gk", "ga"],
    "gak": ["gk"],
    "saja": ["aja", "aj"],
    "sudah": ["udh", "sdh", "udah"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn"],
    "sama": ["sm"],
    "tolong": ["tlg"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "jumlah": ["jml"],
    "kalau": ["kalo", "klo", "kl"],
    "mau": ["mo"],
    "lagi": ["lg"],
    "belum": ["blm"],
    "sekarang": ["skrg", "skg"],
    "harus": ["hrs"],
    "juga": ["jg"],
    "atau": ["ato"],
    "pakai": ["pake"],
    "kenapa": ["knp", "napa"],
    "apakah": ["apa", "apkh"],
    "password": ["pass", "pw"],
    "terus": ["trs", "trus"],
    "dokumen": ["dok"],
    "provinsi": ["prov"],
}
MULTIWORD = {
    "di mana": ["dmn", "dimana"],
    "terima kasih": ["makasih", "trims", "tks"],
    "apa saja": ["apa aja", "ap aja"],
}

NEIGHBOURS = {
    "a": "sqw",
    "b": "vnh",
    "c": "xvd",
    "d": "sfe",
    "e": "wrd",
    "f": "dgr",
    "g": "fht",
    "h": "gjy",
    "i": "uok",
    "j": "hku",
    "k": "jli",
    "l": "kop",
    "m": "nj",
    "n": "bmh",
    "o": "ipl",
    "p": "ol",
    "r": "etf",
    "s": "adw",
    "t": "ryg",
    "u": "yij",
    "v": "cbf",
    "w": "qes",
    "y": "tuh",
}

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rizky",
    "Putri",
    "Andi",
    "Nur",
    "Hendra",
    "Fitri",
    "Yohanes",
    "Made",
    "Wayan",
    "Intan",
    "Fajar",
    "Rina",
    "Bayu",
    "Lestari",
    "Ahmad",
    "Maria",
]
LAST_NAMES = [
    "Santoso",
    "Rahmawati",
    "Siregar",
    "Wijaya",
    "Hidayat",
    "Saputra",
    "Nasution",
    "Pratama",
    "Kusuma",
    "Simanjuntak",
    "Lubis",
    "Setiawan",
    "Purba",
    "Sari",
    "Gunawan",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com"]
NIK_PROVINCES = ["11", "12", "13", "31", "32", "33", "34", "35", "36", "51", "52", "63", "64", "73"]

# Hour-of-day weights (00..23) for public and internal traffic.
PUBLIC_HOURS = [1, 1, 0.5, 0.3, 0.5, 2, 4, 7, 10, 12, 12, 11, 9, 10, 11, 10, 9, 7, 6, 7, 8, 7, 5, 3]
INTERNAL_HOURS = [0, 0, 0, 0, 0, 0, 0, 1, 6, 10, 10, 9, 4, 8, 10, 9, 6, 2, 1, 1, 0.5, 0, 0, 0]
PUBLIC_DAYS = [1, 1, 1, 0.95, 0.9, 0.65, 0.55]
INTERNAL_DAYS = [1, 1, 1, 1, 0.9, 0.05, 0.03]


# ---------------------------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------------------------


def fake_nik(rng: random.Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        rng.choice(NIK_PROVINCES)
        + f"{rng.randint(1, 79):02d}{rng.randint(1, 30):02d}"
        + f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) % 100:02d}"
        + f"{rng.randint(1, 9999):04d}"
    )


def fake_phone(rng: random.Random) -> str:
    body = f"8{rng.choice('1235789')}{rng.randint(1, 9)}" + "".join(
        str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8, 9]))
    )
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


def fake_name(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return rng.choice(FIRST_NAMES)
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_email(rng: random.Random) -> str:
    first = rng.choice(FIRST_NAMES).lower()
    sep = rng.choice(["", ".", "_"])
    tail = rng.choice([rng.choice(LAST_NAMES).lower(), str(rng.randint(1, 2005))])
    return f"{first}{sep}{tail}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: random.Random) -> str:
    d = "".join(str(rng.randint(0, 9)) for _ in range(15))
    if rng.random() < 0.4:
        return "0" + d
    return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:15]}"


def add_personal(rng: random.Random, text: str) -> str:
    kind = rng.randrange(8)
    if kind == 0:
        return f"saya {fake_name(rng)} NIK {fake_nik(rng)}, {text}"
    if kind == 1:
        return f"nama saya {fake_name(rng)}, {text}"
    if kind == 2:
        return f"{text} NIK {fake_nik(rng)}"
    if kind == 3:
        return f"{text} no hp {fake_phone(rng)}"
    if kind == 4:
        return f"{text}, wa saya {fake_phone(rng)}"
    if kind == 5:
        return f"{text} email {fake_email(rng)}"
    if kind == 6:
        return f"{text} npwp {fake_npwp(rng)}"
    return f"{text} (a.n. {fake_name(rng)}, hp {fake_phone(rng)})"


def abbreviate(rng: random.Random, text: str, rate: float) -> str:
    for phrase, options in MULTIWORD.items():
        if phrase in text.lower() and rng.random() < rate:
            text = re.sub(re.escape(phrase), rng.choice(options), text, count=1, flags=re.I)

    def swap(match: re.Match[str]) -> str:
        word = match.group(0)
        options = ABBREVIATIONS.get(word.lower())
        if options is None or (len(word) > 1 and word.isupper()) or rng.random() >= rate:
            return word
        return rng.choice(options)

    return re.sub(r"[A-Za-z]+", swap, text)


def typo(rng: random.Random, text: str) -> str:
    """One typo (swap, drop, double or neighbouring key) in a word of four letters or more."""
    words = [m for m in re.finditer(r"[a-zA-Z]{4,}", text)]
    if not words:
        return text
    for _ in range(10):
        m = rng.choice(words)
        w = m.group(0)
        i = rng.randrange(1, len(w) - 1)
        op = rng.randrange(4)
        if op == 0:
            new = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == 1:
            new = w[:i] + w[i + 1 :]
        elif op == 2:
            new = w[:i] + w[i] + w[i:]
        else:
            near = NEIGHBOURS.get(w[i].lower())
            if not near:
                continue
            new = w[:i] + rng.choice(near) + w[i + 1 :]
        if new != w:
            return text[: m.start()] + new + text[m.end() :]
    return text


def recase(rng: random.Random, text: str, staff: bool) -> str:
    r = rng.random()
    if staff:
        return text.lower() if r < 0.35 else text
    if r < 0.5:
        return text.lower()
    if r < 0.53:
        return text.upper()
    if r < 0.63 and text:
        return text[0].upper() + text[1:]
    return text


def punctuate(rng: random.Random, text: str) -> str:
    r = rng.random()
    if text.endswith("?"):
        if r < 0.35:
            return text[:-1].rstrip()
        if r < 0.45:
            return text + "?"
        if r < 0.5:
            return text[:-1].rstrip() + " ?"
        if r < 0.53:
            return text + "!"
        return text
    if r < 0.12:
        return text + "?"
    if r < 0.16:
        return text + "..."
    if r < 0.2:
        return text + "."
    return text


def stretch(rng: random.Random, text: str) -> str:
    """Repeat the last letter of one word ("kakkk", "dongg", "halooo")."""
    words = [m for m in re.finditer(r"[a-zA-Z]{2,}", text)]
    if not words:
        return text
    m = words[-1] if rng.random() < 0.6 else rng.choice(words)
    return text[: m.end()] + m.group(0)[-1] * rng.randint(1, 3) + text[m.end() :]


class Week:
    """Everything that differs between the typical and the hard week."""

    def __init__(self, hard: bool) -> None:
        self.hard = hard
        self.public = HARD_PUBLIC if hard else TYPICAL_PUBLIC
        self.internal = HARD_INTERNAL if hard else TYPICAL_INTERNAL
        self.typo_rate = 0.25 if hard else 0.305
        self.zipf = 0.85 if hard else 1.0
        self.followups = HARD_FOLLOWUPS if hard else TYPICAL_FOLLOWUPS
        self.none_lines = NONE_LINES + (HARD_NONE_LINES if hard else [])
        self.greetings = GREETINGS + (HARD_GREETINGS if hard else [])
        self.closings = CLOSINGS + (HARD_CLOSINGS if hard else [])
        self.periods = PERIODS + (HARD_PERIODS if hard else [])
        self.same = {
            k: v + (HARD_SAME_FOLLOWUPS[k] if hard else []) for k, v in SAME_FOLLOWUPS.items()
        }
        self.public_weights = [1 / (i + 1) ** self.zipf for i in range(len(self.public))]
        self.internal_weights = [1 / (i + 1) ** 0.8 for i in range(len(self.internal))]
        ids = {row[0] for row in self.internal}
        self.switch = {k: v for k, v in SWITCH_FOLLOWUPS.items() if k[0] in ids and k[1] in ids}
        self.by_id = {row[0]: row for row in self.public}

    def fill(self, rng: random.Random, template: str) -> str:
        return template.format(
            prov=rng.choice(rng.choice(PROVINCES)),
            periode=rng.choice(self.periods),
            tahun=rng.choice(YEARS),
            n=rng.choice(THRESHOLDS),
        )

    def noisy(self, rng: random.Random, text: str, *, opener: bool, staff: bool = False):
        """Chat noise around one hand-written phrasing; returns (question, has_typo)."""
        text = abbreviate(rng, text, 0.6 if staff else 0.75) if rng.random() < 0.5 else text
        has_typo = False
        if rng.random() < self.typo_rate:
            new = typo(rng, text)
            if rng.random() < 0.2:
                new = typo(rng, new)
            has_typo = new != text
            text = new
        text = recase(rng, text, staff)
        if not staff:
            if rng.random() < 0.06:
                text = add_personal(rng, text)
            if opener and rng.random() < 0.3:
                text = rng.choice(self.greetings) + rng.choice([" ", ", ", " ", ". "]) + text
        text = punctuate(rng, text)
        if not staff and rng.random() < 0.18:
            text = text.rstrip("?.! ") + rng.choice([" ", " ", ", "]) + rng.choice(self.closings)
            if rng.random() < 0.3:
                text += "?"
        if rng.random() < (0.03 if staff else 0.08):
            text = stretch(rng, text)
        return text, has_typo

    def none_line(self, rng: random.Random, staff: bool = False, closing: bool = False):
        if staff:
            text = rng.choice(INTERNAL_NONE_LINES)
        else:
            text = rng.choice(CLOSING_NONE_LINES if closing else self.none_lines)
        has_typo = False
        if rng.random() < self.typo_rate:
            new = typo(rng, text)
            has_typo = new != text
            text = new
        if rng.random() < 0.5:
            text = text.lower()
        if rng.random() < 0.15:
            text = stretch(rng, text)
        return text, has_typo

    # -- sessions -------------------------------------------------------------------------------

    def pick_public(self, rng: random.Random):
        return rng.choices(self.public, weights=self.public_weights)[0]

    def public_question(self, rng: random.Random, opener: bool = True):
        intent, _service, _facet, _item, phrasings = self.pick_public(rng)
        text, has_typo = self.noisy(rng, rng.choice(phrasings), opener=opener)
        return [(text, intent, "public", has_typo)]

    def public_followup(self, rng: random.Random, first_intent: str):
        """A short question on another facet of the service asked about earlier, or None."""
        _, service, facet, _, _ = self.by_id[first_intent]
        options = [
            row
            for row in self.public
            if row[1] == service
            and row[2] != facet
            and row[2] in self.followups
            and row[0] not in NO_FOLLOWUP
        ]
        if not options:
            return None
        row = rng.choice(options)
        text, has_typo = self.noisy(rng, rng.choice(self.followups[row[2]]), opener=False)
        return [(text, row[0], "public", has_typo)]

    def public_session(self, rng: random.Random):
        r = rng.random()
        if r < 0.01:
            text, has_typo = self.none_line(rng)
            return [(text, "none", "public", has_typo)]
        if r < 0.02:
            text, has_typo = self.none_line(rng)
            return [(text, "none", "public", has_typo), *self.public_question(rng, opener=False)]
        lines = self.public_question(rng)
        if r < 0.035:
            text, has_typo = self.none_line(rng, closing=True)
            return [*lines, (text, "none", "public", has_typo)]
        if r < 0.16:
            more = self.public_followup(rng, lines[0][1])
            if more is None:
                more = self.public_question(rng, opener=False)
            lines += more
            if rng.random() < 0.35:
                more = self.public_followup(rng, lines[0][1])
                if more is not None and more[0][1] != lines[-1][1]:
                    lines += more
            if rng.random() < 0.1:
                text, has_typo = self.none_line(rng, closing=True)
                lines.append((text, "none", "public", has_typo))
            return lines
        if r < 0.2:
            return lines + self.public_question(rng, opener=False)
        return lines

    def internal_session(self, rng: random.Random):
        intent, _item, phrasings = rng.choices(self.internal, weights=self.internal_weights)[0]
        text, has_typo = self.noisy(
            rng, self.fill(rng, rng.choice(phrasings)), opener=False, staff=True
        )
        lines = [(text, intent, "internal", has_typo)]
        follow = rng.choices([0, 1, 2, 3, 4], weights=[20, 30, 25, 15, 10])[0]
        for _ in range(follow):
            switches = [(k[1], v) for k, v in self.switch.items() if k[0] == intent]
            if switches and rng.random() < 0.35:
                intent, options = rng.choice(switches)
            else:
                options = self.same[INTERNAL_KIND[intent]]
            template = rng.choice(options)
            text, has_typo = self.noisy(rng, self.fill(rng, template), opener=False, staff=True)
            lines.append((text, intent, "internal", has_typo))
        if rng.random() < 0.06:
            text, has_typo = self.none_line(rng, staff=True)
            lines.append((text, "none", "internal", has_typo))
        return lines


def session_times(rng: random.Random, start: datetime, n: int, internal: bool) -> list[datetime]:
    days = INTERNAL_DAYS if internal else PUBLIC_DAYS
    hours = INTERNAL_HOURS if internal else PUBLIC_HOURS
    day = rng.choices(range(7), weights=days)[0]
    hour = rng.choices(range(24), weights=hours)[0]
    t = start + timedelta(days=day, hours=hour, seconds=rng.randrange(3600))
    out = [t]
    for _ in range(n - 1):
        gap = rng.randint(20, 240) if internal else rng.randint(12, 360)
        t = t + timedelta(seconds=gap)
        out.append(t)
    end = start + timedelta(days=7)
    if out[-1] >= end:
        shift = out[-1] - end + timedelta(seconds=rng.randint(60, 1800))
        out = [x - shift for x in out]
    return out


def build_week(rng: random.Random, week: Week, start: datetime):
    sessions = []
    total = internal_lines = 0
    while total < LINES_PER_WEEK:
        internal = internal_lines < INTERNAL_SHARE * (total + 1) and rng.random() < 0.5
        lines = week.internal_session(rng) if internal else week.public_session(rng)
        lines = lines[: LINES_PER_WEEK - total]
        total += len(lines)
        if internal:
            internal_lines += len(lines)
        sessions.append((internal, lines))

    used = set()
    rows = []
    for seq, (internal, lines) in enumerate(sessions):
        sid = f"s-{rng.getrandbits(48):012x}"
        while sid in used:
            sid = f"s-{rng.getrandbits(48):012x}"
        used.add(sid)
        times = session_times(rng, start, len(lines), internal)
        for idx, ((question, label, surface, has_typo), at) in enumerate(
            zip(lines, times, strict=True)
        ):
            row = {
                "at": at.strftime("%Y-%m-%dT%H:%M:%S+07:00"),
                "session": sid,
                "question": question,
                "surface": surface,
            }
            if label != "none" and rng.random() < 0.07:
                row["feedback"] = "up" if rng.random() < 0.6 else "down"
            row["label"] = label
            rows.append((at, seq, idx, row, has_typo))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    return [r[3] for r in rows], [r[4] for r in rows]


def truth(week: Week, rows: list[dict]) -> dict:
    seen = {row["label"] for row in rows}
    covered = {}
    for intent, _service, _facet, item, _phrasings in week.public:
        covered[intent] = item
    for intent, item, _phrasings in week.internal:
        covered[intent] = item
    missing = [i for i in covered if i not in seen]
    assert not missing, f"intents without lines: {missing}"
    return {"set": GOLDEN, "covered": covered}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("bench/weeks"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    weeks = [
        ("typical", Week(hard=False), datetime(2027, 8, 2, tzinfo=TZ)),
        ("hard", Week(hard=True), datetime(2027, 8, 9, tzinfo=TZ)),
    ]
    for kind, week, start in weeks:
        rows, typos = build_week(rng, week, start)
        body = "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
        (args.out / f"{NAME}-{kind}.jsonl").write_text(body, encoding="utf-8")
        data = truth(week, rows)
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
        (args.out / f"{NAME}-{kind}.truth.json").write_text(text, encoding="utf-8")
        n = len(rows)
        internal = sum(row["surface"] == "internal" for row in rows)
        none = sum(row["label"] == "none" for row in rows)
        feedback = sum("feedback" in row for row in rows)
        covered = sum(v is not None for v in data["covered"].values())
        print(
            f"{kind}: {n} lines, {len(data['covered'])} intents ({covered} covered), "
            f"internal {internal / n:.1%}, typos {sum(typos) / n:.1%}, none {none / n:.1%}, "
            f"feedback {feedback}"
        )


if __name__ == "__main__":
    main()
