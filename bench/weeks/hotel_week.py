"""Generate the `hotel` pair of held-out weeks of AHU chatbot traffic.

Written by an independent author (`hotel`) from the weeks brief only. Stdlib only, seeded:
running `python3 bench/weeks/hotel_week.py --out bench/weeks` writes the same four files
byte for byte every time. The phrasings are hand-written below; the script only samples them
and adds chat noise (greetings, chat spellings, casing, punctuation, repeated letters, typos and
fake personal details).
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 48213
GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000

# ---------------------------------------------------------------------------------------------
# Public intents. Each: (intent id, service, facet, golden item id or None, phrasings).
# The list order is the Zipf rank of the week.
# ---------------------------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "akun-lupa-password",
        "akun",
        "reset",
        None,
        [
            "lupa password akun AHU online gimana cara resetnya",
            "tidak bisa login ke AHU online, password salah terus",
            "cara reset kata sandi akun AHU",
            "email reset password tidak masuk masuk",
            "akun saya terkunci karena salah password berkali kali",
            "lupa kata sandi ahu online",
            "gimana kalau lupa password akun di AHU",
            "link ganti password tidak masuk ke email saya",
            "mau reset password akun ahu tapi bingung caranya",
            "saya lupa password, mau login AHU gimana",
            "password AHU saya lupa",
            "cara ganti password yang lupa di ahu online",
            "sudah klik lupa password tapi tidak ada email masuk",
            "username benar tapi tidak bisa login, kayaknya lupa password",
            "minta reset password akun AHU",
        ],
    ),
    (
        "pt-perorangan-syarat",
        "ptp",
        "req",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan, syaratnya apa ya",
            "persyaratan pendirian PT perorangan",
            "PT perorangan boleh didirikan berapa orang? syaratnya apa",
            "umur minimal pendiri PT perorangan berapa",
            "WNA bisa mendirikan PT perorangan tidak",
            "dokumen yang harus disiapkan untuk PT perorangan apa saja",
            "syarat PT perseorangan untuk usaha mikro",
            "siapa saja yang boleh mendirikan PT perorangan",
            "syarat daftar PT perorangan",
        ],
    ),
    (
        "voucher-bayar",
        "voucher",
        "how",
        None,
        [
            "cara bayar voucher PNBP AHU gimana",
            "voucher sudah dapat, bayarnya di mana",
            "bisa bayar voucher AHU lewat m-banking?",
            "kode billing PNBP bayar lewat apa saja",
            "bayar voucher pendaftaran bisa via teller bank tidak",
            "bagaimana cara membayar PNBP untuk layanan AHU",
            "bisa bayar voucher pakai QRIS atau virtual account?",
            "pembayaran voucher AHU lewat bank apa saja",
        ],
    ),
    (
        "fidusia-daftar",
        "fidusia",
        "how",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia",
            "cara daftar fidusia online",
            "daftar jaminan fidusia lewat mana",
            "prosedur pendaftaran fidusia gimana ya",
            "mau daftarkan fidusia kendaraan, caranya gimana",
            "langkah langkah pendaftaran jaminan fidusia di AHU",
            "pendaftaran fidusia harus lewat notaris atau bisa sendiri",
            "gimana cara dapat sertifikat jaminan fidusia",
            "cara input pendaftaran fidusia",
        ],
    ),
    (
        "pt-perorangan-biaya",
        "ptp",
        "cost",
        None,
        [
            "biaya pendirian PT perorangan berapa",
            "bikin PT perorangan bayar berapa",
            "berapa PNBP untuk PT perorangan",
            "PT perorangan gratis atau bayar?",
            "tarif pendaftaran PT perorangan berapa ya",
            "total biaya bikin PT perorangan sampai jadi",
            "daftar PT perorangan kena biaya berapa",
        ],
    ),
    (
        "apostille-apa",
        "apostille",
        "what",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa sih",
            "maksudnya apostille apa ya",
            "apostille itu untuk apa",
            "pengertian apostille",
            "saya disuruh apostille dokumen, itu maksudnya apa",
            "apostille artinya apa",
        ],
    ),
    (
        "wasiat-cari",
        "wasiat",
        "how",
        "wasiat-pencarian",
        [
            "bagaimana cara tahu almarhum ada wasiat atau tidak",
            "cara cek wasiat orang tua yang sudah meninggal",
            "mau cari tahu apakah ayah saya meninggalkan wasiat",
            "cara mengurus surat keterangan wasiat",
            "pencarian wasiat almarhum gimana",
            "ibu sudah meninggal, bagaimana cek ada wasiat terdaftar atau tidak",
            "surat keterangan ada tidaknya wasiat untuk urus warisan, caranya?",
        ],
    ),
    (
        "apostille-biaya",
        "apostille",
        "cost",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille satu dokumen",
            "apostille bayar berapa",
            "biaya apostille ijazah berapa",
            "tarif apostille per dokumen",
            "PNBP apostille berapa ya",
            "apostille akta kelahiran biayanya berapa",
        ],
    ),
    (
        "akun-daftar",
        "akun",
        "register",
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun di AHU online untuk umum",
            "registrasi akun AHU gimana",
            "mau buat akun AHU buat daftar PT perorangan",
            "daftar user baru AHU online",
            "bikin akun ahu online pakai email apa",
        ],
    ),
    (
        "cv-daftar-dimana",
        "cv",
        "where",
        "cv-firma-pendaftaran",
        [
            "di mana mendaftarkan CV sekarang",
            "daftar CV sekarang lewat mana",
            "pendaftaran firma sekarang di pengadilan atau di AHU",
            "CV masih daftar di pengadilan negeri tidak",
            "mau bikin CV daftarnya ke mana",
            "pendaftaran CV lewat SABU ya?",
        ],
    ),
    (
        "pt-biasa-akta",
        "ptb",
        "notary",
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa perlu akta notaris",
            "PT biasa harus pakai notaris tidak",
            "bikin PT biasa bisa tanpa notaris?",
            "PT persekutuan modal wajib akta notaris?",
            "kalau PT yang pendirinya 2 orang perlu notaris tidak",
        ],
    ),
    (
        "fidusia-roya",
        "fidusia",
        "dissolve",
        None,
        [
            "cara roya fidusia gimana",
            "bagaimana menghapus jaminan fidusia setelah lunas",
            "kredit sudah lunas, fidusianya dihapus di mana",
            "penghapusan sertifikat fidusia caranya",
            "roya fidusia bisa online?",
        ],
    ),
    (
        "yayasan-cara-dirikan",
        "yayasan",
        "how",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan",
            "prosedur pendirian yayasan",
            "mau dirikan yayasan sosial, langkahnya apa",
            "langkah mendirikan yayasan sampai disahkan",
            "pendirian yayasan lewat AHU gimana",
        ],
    ),
    (
        "kwn-anak-ganda-usia",
        "kwn",
        "child-age",
        "kewarganegaraan-ganda-anak",
        [
            "sampai umur berapa anak kewarganegaraan ganda harus memilih",
            "anak saya punya dua kewarganegaraan, kapan harus pilih",
            "batas usia anak berkewarganegaraan ganda memilih WNI",
            "anak kawin campur umur berapa wajib pilih kewarganegaraan",
            "usia berapa anak dwi kewarganegaraan harus menentukan pilihan",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "docs",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille tidak",
            "akta kelahiran bisa diapostille?",
            "jenis dokumen yang bisa apostille di kemenkum",
            "dokumen perusahaan bisa diapostille juga?",
        ],
    ),
    (
        "pt-perorangan-cara-daftar",
        "ptp",
        "how",
        None,
        [
            "cara daftar PT perorangan online",
            "langkah mendaftarkan PT perorangan di AHU",
            "bagaimana cara mengisi pernyataan pendirian PT perorangan",
            "daftar PT perorangan lewat mana",
            "gimana cara bikin PT perorangan sendiri lewat online",
        ],
    ),
    (
        "voucher-kedaluwarsa",
        "voucher",
        "expiry",
        None,
        [
            "voucher saya sudah expired, bisa dipakai lagi?",
            "voucher kedaluwarsa uangnya hilang?",
            "masa berlaku voucher AHU berapa lama",
            "voucher lewat tanggal belum dipakai gimana",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille",
        "diff",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dan legalisasi",
            "bedanya apostille sama legalisasi apa",
            "kapan pakai apostille kapan legalisasi",
            "apostille sama legalisir itu sama atau beda",
            "perbedaan apostille dengan legalisasi dokumen",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        "kwn",
        "naturalisation",
        None,
        [
            "syarat naturalisasi jadi WNI",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA mau jadi WNI, apa saja syaratnya",
        ],
    ),
    (
        "fidusia-perubahan",
        "fidusia",
        "change",
        None,
        [
            "cara ubah data sertifikat fidusia",
            "perubahan jaminan fidusia gimana",
            "salah input data fidusia, bisa diperbaiki?",
            "mengubah nilai penjaminan di sertifikat fidusia",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "how",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa menjadi badan hukum",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "pengesahan badan hukum perkumpulan gimana",
            "perkumpulan kami mau berbadan hukum, caranya?",
        ],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        "how",
        None,
        [
            "cara mendirikan koperasi",
            "pengesahan koperasi lewat AHU?",
            "bikin koperasi simpan pinjam daftarnya ke mana",
            "pendirian koperasi gimana prosedurnya",
        ],
    ),
    (
        "apostille-lama",
        "apostille",
        "time",
        None,
        [
            "berapa lama proses apostille",
            "apostille jadi berapa hari",
            "apostille bisa selesai sehari?",
            "lama penerbitan apostille",
        ],
    ),
    (
        "pt-perorangan-ubah-ke-pt-biasa",
        "ptp",
        "change",
        None,
        [
            "cara mengubah PT perorangan jadi PT biasa",
            "PT perorangan mau tambah pemegang saham, harus ubah jadi PT biasa?",
            "perubahan status PT perorangan menjadi PT persekutuan modal",
            "PT perorangan saya mau jadi PT biasa gimana",
        ],
    ),
    (
        "pt-perorangan-bubar",
        "ptp",
        "dissolve",
        None,
        [
            "cara membubarkan PT perorangan",
            "tutup PT perorangan gimana",
            "pembubaran PT perorangan prosedurnya",
            "PT perorangan tidak aktif lagi, cara menutupnya?",
        ],
    ),
]

HARD_PUBLIC = [
    (
        "pt-perorangan-biaya",
        "ptp",
        "cost",
        None,
        [
            "biaya bikin PT perorangan berapa",
            "how much does it cost to set up a PT perorangan",
            "ongkos pendirian PT perseorangan",
            "PNBP PT perorangan berapa rupiah",
            "tarif resmi PT perorangan",
            "bayar berapa ya kalau daftar PT perorangan",
            "fee PT perorangan berapa min",
            "PT perorangan itu free atau ada charge nya?",
            "kena berapa duit buat PT perorangan",
            "PT perorangan harganya berapa",
            "nominal yang harus dibayar untuk PT perorangan",
            "syarat PT perorangan sudah lengkap, sekarang bayar berapa?",
            "PT perorangan cost nya berapa",
            "ada PNBP gak untuk PT perseorangan",
            "berapa yang harus ditransfer untuk PT perorangan",
        ],
    ),
    (
        "pt-perorangan-syarat",
        "ptp",
        "req",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan untuk PT perorangan",
            "dokumen apa yg dibawa buat bikin PT perorangan",
            "what are the requirements to establish a PT perorangan",
            "kriteria pendiri PT perseorangan",
            "PT perorangan bisa dibuat oleh WNA?",
            "saya 16 tahun boleh punya PT perorangan?",
            "ketentuan mendirikan PT perorangan",
            "PT perorangan harus sendirian atau boleh berdua",
            "prasyarat PT perorangan",
            "persyaratan PT individu untuk usaha mikro",
        ],
    ),
    (
        "apostille-biaya",
        "apostille",
        "cost",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "berapa ongkos apostille ijazah",
            "tarif apostille satu berkas",
            "apostille bayar berapa per dokumen",
            "how much is apostille",
            "PNBP apostille",
            "apostil harganya berapa",
            "biaya untuk apostille 1 dokumen",
        ],
    ),
    (
        "fidusia-daftar",
        "fidusia",
        "how",
        "fidusia-pendaftaran",
        [
            "how to register jaminan fidusia",
            "prosedur pencatatan fidusia",
            "langkah input fidusia di sistem AHU",
            "mendaftarkan objek jaminan fidusia gimana step by step",
            "fidusia didaftarkan dimana dan gimana",
            "leasing baru, fidusianya harus didaftarkan gimana",
            "proses registrasi fidusia online",
            "gimana caranya biar terbit sertifikat jaminan fidusia",
        ],
    ),
    (
        "pt-perorangan-lama",
        "ptp",
        "time",
        None,
        [
            "berapa lama PT perorangan jadi",
            "PT perorangan prosesnya berapa hari",
            "how long does PT perorangan registration take",
            "sertifikat PT perorangan terbit kapan setelah daftar",
            "PT perorangan bisa jadi hari itu juga?",
            "durasi pendaftaran PT perorangan",
            "estimasi waktu PT perseorangan selesai",
        ],
    ),
    (
        "akun-lupa-password",
        "akun",
        "reset",
        None,
        [
            "forgot password AHU online",
            "can't login AHU, lupa sandi",
            "reset kata kunci akun AHU",
            "password akun ahu hilang gimana masuknya",
            "akun ke-lock, lupa pw",
            "gak bisa masuk AHU, sandi lupa",
            "cara recovery akun AHU kalau lupa password",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "docs",
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "surat apa aja yg bisa di apostille",
            "akta cerai bisa diapostil?",
            "transkrip nilai bisa apostille gak",
            "dokumen publik apa saja yang dapat apostille",
            "SKCK bisa di apostille?",
            "berkas yang diterima untuk apostille jenisnya apa aja",
        ],
    ),
    (
        "pt-perorangan-cara-daftar",
        "ptp",
        "how",
        None,
        [
            "how to register PT perorangan online",
            "step daftar PT perorangan",
            "alur pembuatan PT perorangan di AHU",
            "mengisi formulir pernyataan pendirian PT perorangan gimana",
            "PT perorangan daftarnya dimana",
            "tata cara pendirian PT perorangan lewat aplikasi",
            "prosedur bikin PT perseorangan",
        ],
    ),
    (
        "fidusia-biaya",
        "fidusia",
        "cost",
        None,
        [
            "biaya daftar fidusia berapa",
            "tarif PNBP fidusia",
            "fidusia fee berapa untuk nilai penjaminan 100 juta",
            "ongkos pendaftaran jaminan fidusia",
            "how much to register fidusia",
            "bayar berapa untuk sertifikat jaminan fidusia",
        ],
    ),
    (
        "pt-biasa-syarat",
        "ptb",
        "req",
        None,
        [
            "syarat mendirikan PT biasa",
            "requirement PT persekutuan modal",
            "modal minimal PT biasa dan syarat lainnya",
            "apa yang perlu disiapkan untuk PT non perorangan",
            "dokumen apa yg dibawa ke notaris untuk bikin PT",
            "persyaratan PT umum",
        ],
    ),
    (
        "apostille-lama",
        "apostille",
        "time",
        None,
        [
            "apostille berapa lama prosesnya",
            "how long apostille process",
            "apostille jadi dalam berapa jam",
            "estimasi selesai apostille",
            "apostille same day bisa?",
            "durasi penerbitan sertifikat apostille",
        ],
    ),
    (
        "wasiat-cari",
        "wasiat",
        "how",
        "wasiat-pencarian",
        [
            "how to check if the deceased left a will",
            "cek wasiat almarhum",
            "ayah wafat, mau pastikan ada surat wasiat atau tidak",
            "permohonan surat keterangan wasiat",
            "search wasiat di daftar pusat wasiat",
            "cara tahu nenek punya testamen atau tidak",
            "apakah mendiang menitipkan wasiat ke notaris, cara ngeceknya?",
        ],
    ),
    (
        "yayasan-cara-dirikan",
        "yayasan",
        "how",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "tata cara pendirian yayasan",
            "bikin foundation (yayasan) prosedurnya",
            "alur pengesahan yayasan di AHU",
            "mau buka yayasan panti asuhan, mulainya dari mana",
            "langkah membentuk yayasan",
        ],
    ),
    (
        "apostille-apa",
        "apostille",
        "what",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille itu apaan",
            "arti apostille",
            "apostille tuh fungsinya apa",
            "definisi apostil",
        ],
    ),
    (
        "pt-biasa-akta",
        "ptb",
        "notary",
        "pt-biasa-akta",
        [
            "PT biasa wajib notaris?",
            "does a regular PT need a notarial deed",
            "PT dengan 2 pemegang saham bisa tanpa akta notaris?",
            "bikin PT persekutuan modal harus lewat notaris kah",
            "pendirian PT non perorangan pakai akta notaril?",
        ],
    ),
    (
        "fidusia-roya",
        "fidusia",
        "dissolve",
        None,
        [
            "roya fidusia gimana",
            "hapus fidusia setelah kredit lunas",
            "how to cancel fiduciary registration",
            "pencoretan jaminan fidusia",
            "penghapusan sertifikat fidusia online",
            "motor sudah lunas, fidusianya dicabut gimana",
        ],
    ),
    (
        "cv-daftar-dimana",
        "cv",
        "where",
        "cv-firma-pendaftaran",
        [
            "where to register a CV now",
            "CV didaftar di SABU atau pengadilan",
            "pendaftaran persekutuan komanditer sekarang ke mana",
            "firma daftarnya ke instansi mana",
            "CV masih ke PN gak sekarang",
            "tempat pendaftaran CV",
        ],
    ),
    (
        "pt-perorangan-perubahan",
        "ptp",
        "change",
        None,
        [
            "cara ubah data PT perorangan",
            "ganti alamat PT perorangan gimana",
            "how to change KBLI PT perorangan",
            "perubahan pernyataan pendirian PT perorangan",
            "update modal PT perorangan",
            "revisi nama PT perorangan",
        ],
    ),
    (
        "kwn-anak-ganda-usia",
        "kwn",
        "child-age",
        "kewarganegaraan-ganda-anak",
        [
            "dual citizenship child age limit to choose",
            "anak dwi kewarganegaraan umur berapa wajib memilih",
            "batas umur memilih kewarganegaraan anak perkawinan campuran",
            "anak saya paspor ganda, sampai usia berapa boleh punya dua",
            "anak berkewarganegaraan ganda terbatas pilih di usia berapa",
        ],
    ),
    (
        "apostille-cara-ajukan",
        "apostille",
        "how",
        None,
        [
            "how to apply for apostille",
            "cara mengajukan apostille online",
            "langkah permohonan apostille",
            "apostille daftarnya di mana",
            "prosedur apostille ijazah",
            "alur pengajuan apostille",
        ],
    ),
    (
        "yayasan-biaya",
        "yayasan",
        "cost",
        None,
        [
            "biaya pengesahan yayasan",
            "ongkos bikin yayasan",
            "PNBP yayasan berapa",
            "how much to set up a yayasan",
            "tarif pendirian yayasan",
        ],
    ),
    (
        "pt-perorangan-vs-pt-biasa",
        "ptp",
        "diff",
        None,
        [
            "beda PT perorangan dan PT biasa",
            "difference between PT perorangan and regular PT",
            "PT perorangan sama PT persekutuan modal bedanya apa",
            "lebih baik PT perorangan atau PT biasa",
            "PT perorangan itu apa",
        ],
    ),
    (
        "voucher-bayar",
        "voucher",
        "how",
        None,
        [
            "how to pay voucher AHU",
            "bayar PNBP lewat bank apa",
            "pembayaran voucher via virtual account",
            "setor PNBP AHU caranya",
            "voucher bayarnya lewat mobile banking bisa",
        ],
    ),
    (
        "cv-syarat",
        "cv",
        "req",
        None,
        [
            "syarat bikin CV",
            "requirement CV apa saja",
            "dokumen untuk pendirian persekutuan komanditer",
            "apa yang perlu disiapkan bikin CV",
            "CV minimal berapa orang sekutu",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille",
        "diff",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "difference apostille and legalization",
            "kapan cukup apostille dan kapan harus legalisir kedutaan",
            "negara non anggota konvensi pakai apostille atau legalisasi",
            "apostille dan legalisasi beda di mana",
        ],
    ),
    (
        "pt-biasa-biaya",
        "ptb",
        "cost",
        None,
        [
            "biaya pendirian PT biasa",
            "ongkos bikin PT persekutuan modal",
            "cost to set up regular PT",
            "PNBP pengesahan PT biasa berapa",
            "akta notaris PT biasa sudah ada, bayar PNBP nya berapa",
        ],
    ),
    (
        "fidusia-perubahan",
        "fidusia",
        "change",
        None,
        [
            "ubah sertifikat fidusia",
            "perubahan data jaminan fidusia",
            "how to amend fidusia certificate",
            "koreksi nilai objek fidusia",
            "ganti debitur di sertifikat fidusia",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "how",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi badan hukum gimana",
            "how to get legal entity status for perkumpulan",
            "pengesahan perkumpulan oleh menteri prosesnya",
            "ormas berbentuk perkumpulan mau berbadan hukum, caranya",
        ],
    ),
    (
        "pt-perorangan-bubar",
        "ptp",
        "dissolve",
        None,
        [
            "cara bubarkan PT perorangan",
            "how to close PT perorangan",
            "pembubaran PT perseorangan",
            "tutup PT perorangan yang sudah tidak jalan",
            "menghentikan PT perorangan",
        ],
    ),
    (
        "wasiat-biaya",
        "wasiat",
        "cost",
        None,
        [
            "biaya surat keterangan wasiat",
            "PNBP pencarian wasiat",
            "cek wasiat bayar berapa",
            "tarif permohonan keterangan wasiat",
        ],
    ),
    (
        "kwn-naturalisasi-syarat",
        "kwn",
        "naturalisation",
        None,
        [
            "syarat pewarganegaraan",
            "requirements naturalisation Indonesia",
            "WNA jadi WNI butuh apa saja",
            "apa yang perlu disiapkan untuk naturalisasi",
        ],
    ),
    (
        "cv-biaya",
        "cv",
        "cost",
        None,
        [
            "biaya daftar CV",
            "ongkos pendaftaran CV di SABU",
            "CV fee berapa",
            "bayar berapa untuk CV",
        ],
    ),
    (
        "yayasan-bubar",
        "yayasan",
        "dissolve",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup gimana",
            "pembubaran yayasan prosedurnya",
            "how to dissolve yayasan",
        ],
    ),
    (
        "perkumpulan-perubahan",
        "perkumpulan",
        "change",
        None,
        [
            "ubah anggaran dasar perkumpulan",
            "perubahan AD perkumpulan",
            "ganti pengurus perkumpulan dilaporkan gimana",
            "amend articles of perkumpulan",
        ],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        "how",
        None,
        [
            "cara bikin koperasi",
            "how to set up koperasi",
            "pengesahan badan hukum koperasi",
            "pendirian koperasi lewat notaris?",
        ],
    ),
]

# Follow-up phrasings on the public surface: asked after a first question about a service,
# they ask another facet of the same service.
FOLLOW_GENERIC = {
    "typical": {
        "cost": [
            "biayanya berapa?",
            "kalau biayanya berapa kak?",
            "bayarnya berapa?",
            "trus biayanya?",
            "itu bayar berapa ya",
        ],
        "req": ["syaratnya apa aja?", "terus syaratnya apa?", "dokumennya apa saja?"],
        "time": ["prosesnya berapa lama?", "berapa hari jadinya?", "lama gak prosesnya?"],
        "how": ["cara daftarnya gimana?", "daftarnya lewat mana?", "terus daftarnya gimana ya"],
        "dissolve": ["kalau mau ditutup gimana?", "kalau mau bubar caranya?"],
    },
    "hard": {
        "cost": ["fee nya berapa?", "how much?", "ongkosnya?", "PNBP nya?", "bayar berapa?"],
        "req": ["requirementnya?", "apa yg perlu disiapkan?", "dokumen apa yg dibawa?"],
        "time": ["how long?", "berapa lama jadinya?", "estimasi waktunya?"],
        "how": ["cara daftarnya?", "how to register nya?", "prosedur pendaftarannya gimana?"],
        "dissolve": ["kalau mau tutup?", "kalau dibubarkan gimana?"],
    },
}

FOLLOW_OVERRIDE = {
    "typical": {
        ("ptp", "change"): [
            "kalau nanti mau diubah jadi PT biasa gimana?",
            "kalau mau tambah pemegang saham jadi PT biasa caranya?",
        ],
        ("fidusia", "dissolve"): ["kalau sudah lunas hapusnya gimana?", "roya nya gimana?"],
        ("fidusia", "change"): ["kalau ada data yg salah bisa diubah?"],
        ("apostille", "docs"): ["dokumen apa saja yang bisa?", "ijazah bisa juga?"],
        ("apostille", "diff"): ["bedanya sama legalisasi apa?"],
        ("cv", "where"): ["daftarnya ke mana sekarang?"],
        ("voucher", "how"): ["bayarnya gimana?"],
        ("wasiat", "how"): ["caranya ngecek gimana?"],
        ("yayasan", "how"): ["cara mendirikannya gimana?"],
        ("perkumpulan", "how"): ["terus cara jadi badan hukumnya gimana?"],
    },
    "hard": {
        ("ptp", "change"): ["kalau mau ganti alamat atau KBLI nya?", "kalau datanya mau diubah?"],
        ("ptp", "diff"): ["bedanya sama PT biasa apa?"],
        ("ptb", "notary"): ["harus pakai notaris gak?", "wajib akta notaris?"],
        ("fidusia", "dissolve"): ["kalau sudah lunas hapusnya gimana?", "roya nya?"],
        ("fidusia", "change"): ["kalau ada data yg salah bisa dikoreksi?"],
        ("apostille", "docs"): ["dokumen apa aja yg bisa?", "transkrip bisa juga?"],
        ("apostille", "diff"): ["bedanya sama legalisasi?"],
        ("apostille", "what"): ["itu sebenarnya apa sih?"],
        ("cv", "where"): ["daftarnya ke mana?"],
        ("wasiat", "how"): ["cara ngeceknya gimana?"],
        ("yayasan", "dissolve"): ["kalau mau dibubarkan gimana?"],
        ("perkumpulan", "change"): ["kalau mau ubah anggaran dasarnya?"],
        ("perkumpulan", "how"): ["terus cara jadi badan hukumnya?"],
        ("yayasan", "how"): ["cara mendirikannya gimana?", "how to set it up?"],
        ("apostille", "how"): ["cara ngajuinnya gimana?", "how to apply?"],
        ("voucher", "how"): ["bayarnya gimana?"],
    },
}

# ---------------------------------------------------------------------------------------------
# Internal intents: (intent id, register, figure kind, golden item id or None, templates,
# same-intent follow-ups). Slots: {prov}, {per}, {n}.
# ---------------------------------------------------------------------------------------------

TYPICAL_INTERNAL = [
    (
        "int-ptp-jumlah",
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang didaftarkan di {prov} {per}?",
            "jumlah pendaftaran PT perorangan {prov} {per}",
            "total PT perorangan baru {per} per provinsi",
            "PT perorangan yang terdaftar {per} ada berapa?",
            "hitung pendaftaran PT perorangan di {prov} {per}",
            "berapa banyak PT perorangan di {prov} {per}",
            "tolong data jumlah PT perorangan {per}, per provinsi",
        ],
        [
            "kalau {prov}?",
            "kalau di {prov} berapa?",
            "tahun lalu berapa?",
            "bulan sebelumnya?",
            "kalau {per}?",
            "dan {prov}?",
            "yang {prov} gimana?",
        ],
    ),
    (
        "int-fidusia-threshold",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang mencatat lebih dari {n} pendaftaran fidusia {per}?",
            "kantor wilayah dengan fidusia di atas {n} {per}",
            "daftar kanwil yang pendaftaran fidusianya lebih dari {n} {per}",
            "kanwil mana yang fidusianya tembus {n} {per}?",
            "fidusia {per}: kanwil mana aja yang > {n}?",
        ],
        ["kalau batasnya {n}?", "kalau di atas {n}?", "kalau {per}?", "yang lebih dari {n} aja"],
    ),
    (
        "int-ptp-ranking",
        "ptp",
        "ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak mendaftarkan PT perorangan {per}?",
            "tiga provinsi teratas pendaftaran PT perorangan {per}",
            "ranking provinsi berdasarkan jumlah PT perorangan {per}",
            "urutkan provinsi dengan PT perorangan terbanyak {per}",
            "top 5 provinsi PT perorangan {per}",
            "5 provinsi dengan pendaftaran PT perorangan paling sedikit {per}",
        ],
        ["kalau {per}?", "top 10 nya?", "tahun lalu urutannya gimana?", "yang paling sedikit?"],
    ),
    (
        "int-fidusia-jumlah",
        "fidusia",
        "count",
        None,
        [
            "berapa pendaftaran jaminan fidusia di {prov} {per}?",
            "total fidusia terdaftar {per}",
            "jumlah sertifikat fidusia yang terbit {per} di {prov}",
            "fidusia {per} totalnya berapa?",
            "hitung pendaftaran fidusia nasional {per}",
        ],
        ["kalau {prov}?", "tahun lalu?", "kalau {per}?"],
    ),
    (
        "int-yayasan-jumlah",
        "yayasan",
        "count",
        None,
        [
            "berapa yayasan yang disahkan {per}?",
            "jumlah pengesahan yayasan di {prov} {per}",
            "total yayasan baru {per}",
            "ada berapa yayasan yang terdaftar di {prov} {per}?",
        ],
        ["kalau {prov}?", "kalau {per}?"],
    ),
]

HARD_INTERNAL = [
    (
        "int-ptp-jumlah",
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {per}?",
            "jumlah PT perorangan {prov} {per} berapa ya",
            "count PT perorangan {per} by province",
            "berapa pendaftaran PT perseorangan di {prov} {per}?",
            "angka registrasi PT perorangan {prov} {per}",
            "PT perorangan baru {per} di {prov} ada berapa",
        ],
        [
            "what about {prov}?",
            "last year?",
            "gimana kalau {prov}?",
            "kalau {per}?",
            "tahun sebelumnya?",
            "dan {prov}?",
        ],
    ),
    (
        "int-ptp-ranking",
        "ptp",
        "ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "which provinces have the most PT perorangan {per}?",
            "top 3 province PT perorangan {per}",
            "peringkat provinsi PT perorangan {per}",
            "provinsi dengan pendaftaran PT perorangan terbanyak {per}",
            "urutan 5 besar provinsi untuk PT perseorangan {per}",
        ],
        ["kalau {per}?", "top 10?", "yang paling bawah?"],
    ),
    (
        "int-fidusia-threshold",
        "fidusia",
        "threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "which kanwil recorded more than {n} fidusia {per}?",
            "kanwil fidusia > {n} {per}",
            "kantor wilayah yang pencatatan fidusianya melebihi {n} {per}",
            "list kanwil dengan pendaftaran fidusia di atas {n} {per}",
            "kanwil mana aja yang fidusianya lewat {n} {per}?",
        ],
        ["kalau batasnya {n}?", "threshold {n}?", "kalau {per}?"],
    ),
    (
        "int-fidusia-jumlah",
        "fidusia",
        "count",
        None,
        [
            "how many fidusia registrations {per}?",
            "berapa pencatatan fidusia {prov} {per}?",
            "jumlah sertifikat jaminan fidusia {per}",
            "total fidusia nasional {per}",
            "fidusia yang masuk {per} di {prov} berapa",
        ],
        ["kalau {prov}?", "what about {per}?", "tahun lalu?"],
    ),
    (
        "int-fidusia-ranking",
        "fidusia",
        "ranking",
        None,
        [
            "provinsi mana yang paling banyak pendaftaran fidusianya {per}?",
            "ranking kanwil berdasarkan jumlah fidusia {per}",
            "top 5 wilayah fidusia {per}",
            "which province has the most fidusia {per}",
            "urutkan kanwil dari fidusia terbanyak {per}",
        ],
        ["kalau {per}?", "top 10?"],
    ),
    (
        "int-ptp-threshold",
        "ptp",
        "threshold",
        None,
        [
            "kanwil mana saja yang PT peroranganya lebih dari {n} {per}?",
            "provinsi dengan pendaftaran PT perorangan di atas {n} {per}",
            "list kanwil with more than {n} PT perorangan {per}",
            "PT perorangan {per}: wilayah mana yang tembus {n}?",
        ],
        ["kalau batasnya {n}?", "yang di atas {n}?"],
    ),
]

# Follow-ups inside an internal session that switch to another figure (target intent id).
INTERNAL_SWITCH = {
    "typical": {
        "int-ptp-jumlah": [
            ("int-ptp-ranking", "urutkan provinsinya dari yang terbanyak"),
            ("int-ptp-ranking", "provinsi mana yang paling banyak?"),
            ("int-ptp-ranking", "tiga besarnya provinsi apa aja?"),
        ],
        "int-ptp-ranking": [
            ("int-ptp-jumlah", "angka untuk {prov} sendiri berapa?"),
            ("int-ptp-jumlah", "total {prov} berapa?"),
        ],
        "int-fidusia-jumlah": [
            ("int-fidusia-threshold", "kanwil mana yang di atas {n}?"),
            ("int-fidusia-threshold", "kanwil mana aja yang lewat {n}?"),
        ],
        "int-fidusia-threshold": [
            ("int-fidusia-jumlah", "total nasionalnya berapa?"),
            ("int-fidusia-jumlah", "jumlah keseluruhannya berapa?"),
        ],
    },
    "hard": {
        "int-ptp-jumlah": [
            ("int-ptp-ranking", "rank the provinces"),
            ("int-ptp-ranking", "provinsi mana paling tinggi?"),
            ("int-ptp-threshold", "kanwil mana yang lebih dari {n}?"),
        ],
        "int-ptp-ranking": [("int-ptp-jumlah", "{prov} sendiri angkanya berapa?")],
        "int-fidusia-jumlah": [
            ("int-fidusia-threshold", "kanwil mana aja yang di atas {n}?"),
            ("int-fidusia-ranking", "provinsi mana yg paling banyak?"),
        ],
        "int-fidusia-threshold": [("int-fidusia-jumlah", "total nasionalnya?")],
        "int-fidusia-ranking": [("int-fidusia-jumlah", "totalnya berapa?")],
        "int-ptp-threshold": [("int-ptp-ranking", "urutkan dari yang terbanyak")],
    },
}

PROVINCES = [
    "Aceh",
    "Sumatera Utara",
    "Sumut",
    "Sumatera Barat",
    "Riau",
    "Kepulauan Riau",
    "Sumatera Selatan",
    "Lampung",
    "Banten",
    "DKI Jakarta",
    "DKI",
    "Jawa Barat",
    "Jabar",
    "Jawa Tengah",
    "Jateng",
    "DI Yogyakarta",
    "DIY",
    "Jawa Timur",
    "Jatim",
    "Bali",
    "NTB",
    "NTT",
    "Kalimantan Barat",
    "Kalimantan Timur",
    "Kaltim",
    "Sulawesi Selatan",
    "Sulsel",
    "Sulawesi Utara",
    "Papua",
    "Maluku",
]
PERIODS = {
    "typical": [
        "bulan lalu",
        "April 2028",
        "Maret 2028",
        "Januari 2028",
        "tahun 2027",
        "tahun 2026",
        "kuartal I 2028",
        "semester II 2027",
        "minggu lalu",
        "Desember 2027",
        "sejak awal tahun",
        "tahun ini",
    ],
    "hard": [
        "last month",
        "April 2028",
        "Feb 2028",
        "in 2027",
        "Q1 2028",
        "tahun 2026",
        "minggu kemarin",
        "YTD 2028",
        "Oktober 2027",
        "semester I 2027",
        "bulan ini",
    ],
}
THRESHOLDS = ["100", "300", "500", "750", "1.000", "1.500", "2.000", "2.500", "5.000", "1000"]

NONE_LINES = {
    "typical": [
        "makasih kak",
        "terima kasih",
        "ok",
        "oke",
        "siap",
        "mantap",
        "sip",
        "baik kak",
        "halo",
        "pagi",
        "halo min",
        "p",
        "min",
        "ok makasih",
        "siap kak terima kasih",
        "mantap min",
        "oke noted",
        "👍",
        "assalamualaikum",
        "tes",
        "terima kasih banyak min",
    ],
    "hard": [
        "makasih",
        "thanks",
        "thank you min",
        "ok noted thx",
        "noted",
        "oke sip thanks",
        "siap",
        "mantap",
        "hello",
        "hi kak",
        "halo",
        "pagi min",
        "good",
        "ok",
        "👍🙏",
        "tq",
        "permisi",
        "oke makasih infonya",
    ],
}
GREETINGS = {
    "typical": [
        "halo kak",
        "halo min",
        "min",
        "kak",
        "pagi",
        "pagi min",
        "selamat pagi",
        "siang kak",
        "sore min",
        "malam kak",
        "permisi",
        "mohon info",
        "assalamualaikum",
        "hai",
        "hallo",
        "kak mau tanya",
        "min mau nanya",
        "numpang tanya",
        "maaf mau tanya",
    ],
    "hard": [
        "halo kak",
        "min",
        "pagi",
        "hi",
        "hello admin",
        "sorry mau tanya",
        "excuse me",
        "permisi",
        "mohon info",
        "siang min",
        "kak mau tanya",
        "selamat sore",
    ],
}
CLOSINGS = {
    "typical": [
        "ya",
        "ya kak",
        "dong",
        "dong min",
        "makasih",
        "makasih kak",
        "terima kasih",
        "trims",
        "mohon bantuannya",
        "mohon infonya",
        "thx",
        "🙏",
        "tq",
    ],
    "hard": [
        "ya",
        "dong",
        "thanks",
        "thank you",
        "pls",
        "please",
        "makasih",
        "mohon infonya",
        "🙏",
        "thx min",
    ],
}
INTERNAL_PREFIX = ["tolong", "cek dong", "mau tanya data", "pak,", "mbak,", "mohon dicek"]
INTERNAL_CLOSERS = ["ok makasih", "sip", "noted", "oke thanks", "siap, makasih"]

ABBREV = {
    "yang": ["yg", "yg", "yang"],
    "bagaimana": ["bgmn", "gimana", "gmn"],
    "gimana": ["gmn", "gmna", "gimana"],
    "berapa": ["brp", "brapa", "brp"],
    "dimana": ["dmn", "dimana"],
    "saya": ["sy", "sya", "aku"],
    "untuk": ["utk", "buat", "untk"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "nggak", "tdk", "gak"],
    "gak": ["gk", "ga", "nggak"],
    "saja": ["aja", "aj", "sj"],
    "aja": ["aj"],
    "sudah": ["udh", "udah", "sdh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn", "dg"],
    "tolong": ["tlg"],
    "kalau": ["kalo", "klo", "klau"],
    "sama": ["sm"],
    "belum": ["blm", "belom"],
    "sekarang": ["skrg", "skrng"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "jadi": ["jd"],
    "mau": ["mw", "mo"],
    "lagi": ["lg"],
    "juga": ["jg"],
    "dokumen": ["dok", "dokumen"],
    "daftar": ["dftr"],
    "lewat": ["lwt", "via"],
    "harus": ["hrs"],
    "apakah": ["apa", "apkh"],
    "terus": ["trs", "trus"],
    "kapan": ["kpn"],
    "pendaftaran": ["pendaftaran", "daftar"],
    "perorangan": ["perorangan", "perseorangan", "perorgn"],
    "terima": ["trima"],
    "apa": ["ap", "apa", "apa"],
    "caranya": ["caranya", "cranya"],
}

NEAR_KEYS = {
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
    "q": "wa",
    "r": "etf",
    "s": "adw",
    "t": "ryg",
    "u": "yij",
    "v": "cbf",
    "w": "qes",
    "x": "zcs",
    "y": "tuh",
    "z": "xa",
}

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Ahmad",
    "Putri",
    "Eko",
    "Wahyu",
    "Nur",
    "Fajar",
    "Indah",
    "Yusuf",
    "Lestari",
    "Rizky",
    "Made",
    "Ketut",
    "Maria",
    "Yohanes",
    "Andi",
]
LAST_NAMES = [
    "Santoso",
    "Rahmawati",
    "Hidayat",
    "Saputra",
    "Wijaya",
    "Siregar",
    "Nasution",
    "Pratama",
    "Kusuma",
    "Lubis",
    "Setiawan",
    "Halim",
    "Simanjuntak",
    "Wulandari",
    "Suryani",
    "Tanjung",
]
NIK_PROV = ["11", "12", "13", "14", "16", "18", "31", "32", "33", "34", "35", "36", "51", "52"]
MAIL_HOSTS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "hotmail.com", "ymail.com"]

WEEKS = {
    "typical": {
        "start": datetime(2028, 5, 1, tzinfo=TZ),
        "public": TYPICAL_PUBLIC,
        "internal": TYPICAL_INTERNAL,
        "zipf_s": 1.05,
        "internal_lines": 240,
        "typo_public": 0.325,
        "typo_internal": 0.24,
        "typo_none": 0.2,
        "p_follow": 0.14,
        "p_greet_only": 0.01,
        "p_closer": 0.022,
        "p_none_session": 0.01,
    },
    "hard": {
        "start": datetime(2028, 5, 8, tzinfo=TZ),
        "public": HARD_PUBLIC,
        "internal": HARD_INTERNAL,
        "zipf_s": 0.9,
        "internal_lines": 246,
        "typo_public": 0.27,
        "typo_internal": 0.2,
        "typo_none": 0.15,
        "p_follow": 0.22,
        "p_greet_only": 0.012,
        "p_closer": 0.03,
        "p_none_session": 0.012,
    },
}

DAY_WEIGHTS = [1.15, 1.1, 1.1, 1.05, 1.0, 0.55, 0.45]
HOUR_WEIGHTS = [
    0.3,
    0.2,
    0.1,
    0.1,
    0.2,
    0.6,
    1.2,
    2.2,
    3.5,
    4.2,
    4.4,
    4.0,
    3.2,
    3.8,
    4.0,
    3.6,
    3.0,
    2.4,
    2.2,
    2.6,
    2.8,
    2.4,
    1.6,
    0.0,
]
INTERNAL_HOURS = [8, 9, 10, 11, 13, 14, 15, 16]


def zipf(n: int, s: float) -> list[float]:
    return [1.0 / (rank + 1) ** s for rank in range(n)]


# --------------------------------------------------------------------------------- noise ----


def abbreviate(rng: random.Random, text: str, level: float) -> str:
    out = []
    for word in text.split(" "):
        core = word.rstrip("?,.!:")
        tail = word[len(core) :]
        key = core.lower()
        if key in ABBREV and rng.random() < level:
            core = rng.choice(ABBREV[key])
        out.append(core + tail)
    return " ".join(out)


def add_typo(rng: random.Random, text: str) -> tuple[str, bool]:
    words = text.split(" ")
    spots = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not spots:
        return text, False
    i = rng.choice(spots)
    w = words[i]
    op = rng.choice(["swap", "swap", "drop", "drop", "double", "near"])
    j = rng.randrange(1, len(w) - 1)
    if op == "swap":
        new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
    elif op == "drop":
        new = w[:j] + w[j + 1 :]
    elif op == "double":
        new = w[:j] + w[j] + w[j:]
    else:
        near = NEAR_KEYS.get(w[j].lower(), "")
        new = w[:j] + rng.choice(near) + w[j + 1 :] if near else w[:j] + w[j + 1 :]
    if new == w:
        return text, False
    words[i] = new
    return " ".join(words), True


def recase(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.67:
        return text[:1].upper() + text[1:]
    if r < 0.71 and len(text) < 60:
        return text.upper()
    return text


def repeat_letters(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    spots = [i for i, w in enumerate(words) if w.isalpha() and w[-1].lower() in "aiueohkn"]
    if not spots:
        return text
    i = rng.choice(spots)
    words[i] = words[i] + words[i][-1] * rng.randint(1, 3)
    return " ".join(words)


def end_punct(rng: random.Random) -> str:
    return rng.choices(["?", "", "??", " ?", ".", "?!", "???", "!"], [40, 30, 8, 5, 8, 2, 3, 4])[0]


def fake_nik(rng: random.Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        rng.choice(NIK_PROV)
        + f"{rng.randint(1, 79):02d}{rng.randint(1, 30):02d}"
        + f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 5):02d}"
        + f"{rng.randint(1, 9999):04d}"
    )


def fake_phone(rng: random.Random) -> str:
    op = rng.choice(["812", "813", "821", "822", "852", "857", "878", "896", "838"])
    a, b = rng.randint(1000, 9999), rng.randint(1000, 9999)
    form = rng.randrange(6)
    if form == 0:
        return f"0{op}{a}{b}"
    if form == 1:
        return f"0{op}-{a}-{b}"
    if form == 2:
        return f"+62 {op} {a} {b}"
    if form == 3:
        return f"62{op}{a}{b}"
    if form == 4:
        return f"0{op} {a} {b}"
    return f"(021) {rng.randint(500, 899)}{rng.randint(1000, 9999)}"


def fake_name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_email(rng: random.Random) -> str:
    first, last = rng.choice(FIRST_NAMES).lower(), rng.choice(LAST_NAMES).lower()
    sep = rng.choice([".", "_", ""])
    num = str(rng.randint(1, 99)) if rng.random() < 0.6 else ""
    return f"{first}{sep}{last}{num}@{rng.choice(MAIL_HOSTS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(map(str, d))
    if rng.random() < 0.6:
        return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
    return s


def pii_fragment(rng: random.Random) -> tuple[str, bool]:
    """A fake personal detail; the flag says whether it reads best before the question."""
    kind = rng.randrange(7)
    if kind == 0:
        return f"nama saya {fake_name(rng)}", True
    if kind == 1:
        return f"NIK {fake_nik(rng)}", rng.random() < 0.5
    if kind == 2:
        return rng.choice(["no hp", "wa", "hp", "no wa saya"]) + " " + fake_phone(rng), False
    if kind == 3:
        return rng.choice(["email", "email saya", "emailnya"]) + " " + fake_email(rng), False
    if kind == 4:
        return f"NPWP {fake_npwp(rng)}", rng.random() < 0.5
    if kind == 5:
        return f"a.n. {fake_name(rng)} NIK {fake_nik(rng)}", False
    return f"saya {fake_name(rng)}, bisa hubungi {fake_phone(rng)}", True


class Noise:
    def __init__(self, rng: random.Random, week: str, cfg: dict) -> None:
        self.rng = rng
        self.week = week
        self.cfg = cfg
        self.typos = 0

    def _typo(self, text: str, p: float) -> str:
        if self.rng.random() >= p:
            return text
        text, done = add_typo(self.rng, text)
        if done:
            self.typos += 1
            if self.rng.random() < 0.2:
                text, _ = add_typo(self.rng, text)
        return text

    def public(self, base: str, first: bool) -> str:
        rng = self.rng
        text = base.rstrip("?. ")
        text = abbreviate(rng, text, rng.choice([0.0, 0.2, 0.5, 0.8]))
        text = self._typo(text, self.cfg["typo_public"])
        text = recase(rng, text)
        if rng.random() < 0.06:
            text = repeat_letters(rng, text)
        text += end_punct(rng) if base.rstrip()[-1:] != "?" else rng.choice(["?", "?", "??", ""])
        if first and rng.random() < 0.28:
            greet = rng.choice(GREETINGS[self.week])
            if rng.random() < 0.2:
                greet = repeat_letters(rng, greet)
            text = greet + rng.choice([", ", " ", ". ", " , "]) + text
        if first and rng.random() < 0.08:
            frag, before = pii_fragment(rng)
            text = frag + ", " + text if before else text + " " + frag
        if rng.random() < 0.2:
            text = text + " " + rng.choice(CLOSINGS[self.week])
        return text

    def internal(self, base: str, first: bool) -> str:
        rng = self.rng
        text = abbreviate(rng, base.rstrip("?. "), rng.choice([0.0, 0.0, 0.3, 0.6]))
        text = self._typo(text, self.cfg["typo_internal"])
        if rng.random() < 0.5:
            text = text.lower()
        text += rng.choices(["?", "", "."], [55, 35, 10])[0] if base.rstrip()[-1:] == "?" else ""
        if first and rng.random() < 0.15:
            text = rng.choice(INTERNAL_PREFIX) + " " + text
        return text

    def none(self, base: str) -> str:
        rng = self.rng
        text = self._typo(base, self.cfg["typo_none"])
        if rng.random() < 0.3:
            text = repeat_letters(rng, text)
        r = rng.random()
        if r < 0.15:
            text = text.capitalize()
        elif r < 0.2:
            text = text.upper()
        return text + rng.choices(["", "!", ".", "🙏", " kak"], [60, 12, 10, 10, 8])[0]


# ------------------------------------------------------------------------------- sessions ---


def fill(rng: random.Random, template: str, week: str, used: dict[str, set[str]]) -> str:
    """Fill the slots, avoiding values already named earlier in the session."""
    values = {}
    for slot, pool in (("prov", PROVINCES), ("per", PERIODS[week]), ("n", THRESHOLDS)):
        fresh = [v for v in pool if v.replace(".", "") not in used.setdefault(slot, set())]
        value = rng.choice(fresh or pool)
        values[slot] = value
        if "{" + slot + "}" in template:
            used[slot].add(value.replace(".", ""))
    return template.format(**values)


def public_session(rng: random.Random, week: str, cfg: dict, noise: Noise) -> list[tuple]:
    intents = cfg["public"]
    intent = rng.choices(intents, cfg["pub_w"])[0]
    iid, service, facet, _, phrasings = intent
    lines: list[tuple] = []
    if rng.random() < cfg["p_greet_only"]:
        lines.append((noise.none(rng.choice(NONE_LINES[week][8:16])), "none", "public"))
    lines.append((noise.public(rng.choice(phrasings), True), iid, "public"))
    asked = {facet}
    for _ in range(2):
        if rng.random() >= (cfg["p_follow"] if len(lines) < 3 else cfg["p_follow"] / 2):
            break
        options = []
        for other in intents:
            if other[1] != service or other[2] in asked:
                continue
            key = (service, other[2])
            phr = FOLLOW_OVERRIDE[week].get(key) or FOLLOW_GENERIC[week].get(other[2])
            if phr:
                options.append((other[0], other[2], phr))
        if not options:
            break
        oid, ofacet, phr = rng.choice(options)
        asked.add(ofacet)
        lines.append((noise.public(rng.choice(phr), False), oid, "public"))
    if rng.random() < cfg["p_closer"]:
        lines.append((noise.none(rng.choice(NONE_LINES[week])), "none", "public"))
    return lines


def internal_session(rng: random.Random, week: str, cfg: dict, noise: Noise) -> list[tuple]:
    intents = cfg["internal"]
    by_id = {i[0]: i for i in intents}
    cur = rng.choices(intents, cfg["int_w"])[0]
    used: dict[str, set[str]] = {}
    first = fill(rng, rng.choice(cur[4]), week, used)
    lines = [(noise.internal(first, True), cur[0], "internal")]
    n_follow = rng.choices([0, 1, 2, 3, 4], [18, 30, 26, 16, 10])[0]
    for _ in range(n_follow):
        switches = INTERNAL_SWITCH[week].get(cur[0], [])
        if switches and rng.random() < 0.3:
            target, tpl = rng.choice(switches)
            cur = by_id[target]
        else:
            tpl = rng.choice(cur[5])
        lines.append((noise.internal(fill(rng, tpl, week, used), False), cur[0], "internal"))
    if rng.random() < 0.12:
        lines.append((noise.none(rng.choice(INTERNAL_CLOSERS)), "none", "internal"))
    return lines


def none_session(rng: random.Random, week: str, noise: Noise) -> list[tuple]:
    return [(noise.none(rng.choice(NONE_LINES[week])), "none", "public")]


def start_time(rng: random.Random, base: datetime, internal: bool) -> datetime:
    if internal:
        day = rng.choices(range(7), [1, 1, 1, 1, 1, 0.08, 0.04])[0]
        hour = rng.choice(INTERNAL_HOURS)
    else:
        day = rng.choices(range(7), DAY_WEIGHTS)[0]
        hour = rng.choices(range(24), HOUR_WEIGHTS)[0]
    return base + timedelta(
        days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
    )


def build_week(week: str, seed: int) -> tuple[list[dict], dict, dict]:
    cfg = dict(WEEKS[week])
    rng = random.Random(seed)
    cfg["pub_w"] = zipf(len(cfg["public"]), cfg["zipf_s"])
    cfg["int_w"] = zipf(len(cfg["internal"]), 0.8)
    noise = Noise(rng, week, cfg)

    sessions: list[tuple[bool, list[tuple]]] = []
    n_internal = 0
    while n_internal < cfg["internal_lines"]:
        lines = internal_session(rng, week, cfg, noise)
        lines = lines[: cfg["internal_lines"] - n_internal]
        n_internal += len(lines)
        sessions.append((True, lines))
    n_public = 0
    budget = LINES_PER_WEEK - n_internal
    while n_public < budget:
        if rng.random() < cfg["p_none_session"]:
            lines = none_session(rng, week, noise)
        else:
            lines = public_session(rng, week, cfg, noise)
        lines = lines[: budget - n_public]
        n_public += len(lines)
        sessions.append((False, lines))

    seen: set[str] = set()
    records = []
    for internal, lines in sessions:
        sid = f"s-{rng.getrandbits(48):012x}"
        while sid in seen:
            sid = f"s-{rng.getrandbits(48):012x}"
        seen.add(sid)
        at = start_time(rng, cfg["start"], internal)
        for idx, (question, label, surface) in enumerate(lines):
            if idx:
                at += timedelta(seconds=rng.randint(15, 240))
            rec = {"at": at.isoformat(), "session": sid, "question": question, "surface": surface}
            if label != "none" and rng.random() < 0.05:
                rec["feedback"] = "up" if rng.random() < 0.6 else "down"
            rec["label"] = label
            records.append((at, sid, idx, rec))
    records.sort(key=lambda r: (r[0], r[1], r[2]))
    out = [r[3] for r in records]

    used = {r["label"] for r in out} - {"none"}
    covered = {}
    for intent in list(cfg["public"]) + list(cfg["internal"]):
        assert intent[0] in used, (week, intent[0])
        covered[intent[0]] = intent[3]
    truth = {"set": GOLDEN_SET, "covered": covered}
    stats = {
        "lines": len(out),
        "intents": len(covered),
        "covered": sum(1 for v in covered.values() if v),
        "internal_share": round(sum(r["surface"] == "internal" for r in out) / len(out), 4),
        "typo_share": round(noise.typos / len(out), 4),
        "none_share": round(sum(r["label"] == "none" for r in out) / len(out), 4),
        "feedback": sum("feedback" in r for r in out),
        "sessions": len(seen),
    }
    return out, truth, stats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True, help="directory to write the four files into")
    args = parser.parse_args()
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    for offset, week in enumerate(["typical", "hard"]):
        records, truth, stats = build_week(week, SEED + offset)
        with (out_dir / f"hotel-{week}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        with (out_dir / f"hotel-{week}.truth.json").open("w", encoding="utf-8", newline="\n") as fh:
            fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
        print(week, json.dumps(stats))


if __name__ == "__main__":
    main()
