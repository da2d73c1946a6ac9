"""Write alfa's pair of held-out, labelled weeks of AHU chatbot traffic.

Every phrasing below was written by hand; this script only samples them, fills
slots (province, period, threshold) and adds chat noise, fake personal details,
typos and timestamps. Seeded, stdlib only, byte-identical output on every run:

    python3 bench/weeks/alfa_week.py --out bench/weeks
"""

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 58137
NAME = "alfa"
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000

# --------------------------------------------------------------------------------------
# Typical week: intent -> (golden item or None, phrasings). Order is the Zipf rank.
# --------------------------------------------------------------------------------------
TYPICAL_PUBLIC = {
    "ptp-syarat": (
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan, syaratnya apa saja",
            "persyaratan pendirian PT perorangan",
            "PT perorangan syaratnya apa",
            "syarat daftar PT perorangan untuk usaha mikro apa aja",
            "kalau mau bikin PT perorangan harus punya apa saja",
            "pendiri PT perorangan harus WNI? umur minimal berapa",
            "syarat PT perseorangan",
            "saya mau mendirikan PT perorangan, apa saja yang harus dipenuhi",
            "Apa syarat untuk mendirikan PT perorangan?",
        ],
    ),
    "akun-lupa-password": (
        None,
        [
            "lupa password akun AHU online gimana",
            "cara reset password AHU",
            "saya lupa kata sandi akun ahu, bagaimana cara mengembalikannya",
            "password ahu online saya lupa",
            "lupa sandi login ahu",
            "link reset password ahu tidak masuk ke email",
            "gimana kalau lupa password ahu",
        ],
    ),
    "ptp-biaya": (
        None,
        [
            "berapa biaya bikin PT perorangan",
            "biaya pendirian PT perorangan berapa",
            "PT perorangan bayar berapa",
            "PNBP PT perorangan berapa ya",
            "daftar PT perorangan gratis atau bayar",
            "biaya pernyataan pendirian PT perorangan",
            "total biaya buat PT perorangan berapa",
        ],
    ),
    "fidusia-cara-daftar": (
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia",
            "cara daftar fidusia online",
            "prosedur pendaftaran fidusia gimana",
            "langkah-langkah pendaftaran jaminan fidusia",
            "daftar fidusia lewat mana",
            "saya dari leasing, cara input pendaftaran fidusia gimana",
            "cara mendapatkan sertifikat jaminan fidusia",
        ],
    ),
    "apostille-biaya": (
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille",
            "biaya apostille per dokumen berapa",
            "apostille ijazah bayar berapa",
            "tarif apostille berapa ya",
            "apostille satu dokumen berapa rupiah",
            "biaya apostille akta kelahiran berapa",
            "PNBP apostille berapa",
        ],
    ),
    "voucher-cara-bayar": (
        None,
        [
            "cara bayar voucher AHU",
            "voucher PNBP bayarnya di mana",
            "bayar voucher ahu bisa lewat m-banking?",
            "kode voucher pembayaran bisa dibayar lewat bank apa saja",
            "bagaimana cara membayar PNBP di AHU online",
            "bisa bayar voucher ahu pakai QRIS gak",
            "voucher sudah keluar, bayarnya gimana",
        ],
    ),
    "ptp-cara-daftar": (
        None,
        [
            "cara daftar PT perorangan",
            "gimana cara bikin PT perorangan online",
            "langkah mendaftarkan PT perorangan di AHU",
            "daftar PT perorangan lewat mana",
            "tutorial isi pernyataan pendirian PT perorangan",
            "cara mendirikan PT perorangan sendiri tanpa notaris",
            "alur pendaftaran PT perorangan gimana",
        ],
    ),
    "fidusia-roya": (
        None,
        [
            "cara roya fidusia",
            "bagaimana cara menghapus jaminan fidusia setelah kredit lunas",
            "kredit motor sudah lunas, fidusianya gimana cara hapusnya",
            "penghapusan sertifikat fidusia",
            "roya fidusia online gimana",
            "leasing belum roya fidusia padahal sudah lunas, gimana",
        ],
    ),
    "wasiat-cek": (
        "wasiat-pencarian",
        [
            "cara cek apakah almarhum punya wasiat",
            "bagaimana mengetahui orang tua yang meninggal meninggalkan wasiat atau tidak",
            "cara minta surat keterangan wasiat",
            "ayah saya meninggal, mau cek ada wasiat atau tidak",
            "pencarian wasiat almarhum gimana",
            "mengurus surat keterangan wasiat untuk ahli waris",
            "gimana caranya tahu almarhumah nenek bikin wasiat",
        ],
    ),
    "akun-registrasi": (
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun ahu untuk umum",
            "registrasi akun ahu online gimana",
            "mau bikin akun AHU dulu, caranya gimana",
            "daftar user AHU pakai email apa",
            "cara buat akun ahu online",
        ],
    ),
    "cv-tempat-daftar": (
        "cv-firma-pendaftaran",
        [
            "CV sekarang daftarnya di mana",
            "di mana mendaftarkan CV",
            "pendaftaran firma sekarang lewat mana",
            "CV masih daftar di pengadilan negeri atau tidak",
            "daftar CV lewat SABU ya",
            "tempat pendaftaran CV",
            "mau daftarin CV, ke pengadilan atau ke kementerian",
        ],
    ),
    "yayasan-cara-pendirian": (
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan",
            "prosedur pendirian yayasan",
            "mau buat yayasan sosial caranya gimana",
            "langkah mendirikan yayasan pendidikan",
            "cara mengesahkan yayasan baru",
        ],
    ),
    "apostille-apa-itu": (
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa",
            "apostille maksudnya apa",
            "pengertian apostille",
            "apostil itu apa ya",
            "apostille itu buat apa sih",
        ],
    ),
    "kwn-anak-usia-pilih": (
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa",
            "sampai usia berapa anak berkewarganegaraan ganda",
            "anak saya dwi kewarganegaraan, kapan harus pilih WNI",
            "batas usia memilih kewarganegaraan bagi anak kawin campur",
            "anak hasil perkawinan campuran kapan wajib milih kewarganegaraan",
            "umur berapa anak kewarganegaraan ganda harus menyatakan memilih",
        ],
    ),
    "apostille-lama": (
        None,
        [
            "berapa lama proses apostille",
            "apostille jadi berapa hari",
            "proses apostille berapa lama ya",
            "apostille bisa selesai sehari?",
            "lama pengerjaan apostille",
        ],
    ),
    "ptb-akta-notaris": (
        "pt-biasa-akta",
        [
            "PT biasa wajib pakai akta notaris?",
            "apakah pendirian PT biasa harus lewat notaris",
            "mendirikan PT persekutuan modal perlu akta notaris tidak",
            "bikin PT biasa bisa tanpa notaris gak",
            "PT dengan 2 pemegang saham harus pakai akta notaris?",
            "PT biasa bisa daftar sendiri tanpa akta notaris?",
        ],
    ),
    "fidusia-perubahan": (
        None,
        [
            "cara ubah data jaminan fidusia",
            "perubahan sertifikat fidusia gimana",
            "salah input nomor rangka di fidusia, cara perbaikinya",
            "bagaimana mendaftarkan perubahan jaminan fidusia",
            "ganti objek jaminan fidusia",
            "cara ralat sertifikat jaminan fidusia",
        ],
    ),
    "ptp-sertifikat-unduh": (
        None,
        [
            "cara download sertifikat PT perorangan",
            "sertifikat pendaftaran PT perorangan diunduh di mana",
            "cara cetak sertifikat PT perorangan",
            "download sertifikat pernyataan pendirian PT perorangan",
            "sertifikat PT perorangan saya hilang, bisa download ulang?",
        ],
    ),
    "kwn-naturalisasi-syarat": (
        None,
        [
            "syarat naturalisasi jadi WNI",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA, syarat jadi WNI apa saja",
            "syarat mengajukan kewarganegaraan Indonesia untuk orang asing",
        ],
    ),
    "perkumpulan-badan-hukum": (
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa jadi badan hukum",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan kami mau berbadan hukum, gimana caranya",
            "pengesahan badan hukum perkumpulan",
            "cara daftar perkumpulan di AHU",
            "ormas kami mau jadi perkumpulan berbadan hukum, caranya?",
        ],
    ),
    "koperasi-pendirian": (
        None,
        [
            "cara mendirikan koperasi",
            "pendaftaran badan hukum koperasi lewat mana",
            "bikin koperasi simpan pinjam gimana caranya",
            "pengesahan koperasi di AHU",
            "cara daftar koperasi desa",
        ],
    ),
    "apostille-vs-legalisasi": (
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi",
            "bedanya apostille sama legalisir apa",
            "apostille itu sama kayak legalisasi kedutaan?",
            "perbedaan apostille dan legalisasi dokumen",
            "kapan pakai apostille kapan pakai legalisasi",
            "masih perlu legalisasi kedutaan kalau sudah apostille?",
        ],
    ),
    "ptp-pembubaran": (
        None,
        [
            "cara membubarkan PT perorangan",
            "PT perorangan mau ditutup gimana",
            "pembubaran PT perorangan",
            "bagaimana menutup PT perorangan yang sudah tidak jalan",
            "cara bubarin PT perorangan",
        ],
    ),
    "akun-login-gagal": (
        None,
        [
            "tidak bisa login AHU online",
            "login ahu gagal terus",
            "akun ahu saya terkunci",
            "kenapa tidak bisa masuk akun ahu",
            "login ahu captcha salah terus padahal sudah benar",
            "username ahu tidak ditemukan padahal sudah daftar",
        ],
    ),
    "apostille-dokumen-apa": (
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille?",
            "akta nikah bisa apostille tidak",
            "jenis dokumen yang bisa diapostille apa aja",
            "apakah dokumen terjemahan bisa diapostille",
            "SKCK bisa di apostille?",
        ],
    ),
    "cv-biaya": (
        None,
        [
            "biaya daftar CV berapa",
            "berapa biaya pendaftaran CV di SABU",
            "bikin CV bayar berapa",
            "PNBP pendaftaran CV",
            "biaya pendaftaran firma",
        ],
    ),
}

# A follow-up in the same session: (intent it asks, phrasings that only make sense there).
TYPICAL_FOLLOWUPS = {
    "apostille-apa-itu": [
        (
            "apostille-biaya",
            ["biayanya berapa untuk satu dokumen", "kalau biayanya?", "bayarnya berapa"],
        ),
        ("apostille-dokumen-apa", ["ijazah bisa?", "dokumen apa saja yang bisa"]),
    ],
    "ptp-syarat": [
        ("ptp-biaya", ["kalau biayanya?", "biayanya berapa", "bayar berapa"]),
        ("ptp-cara-daftar", ["terus cara daftarnya gimana", "daftarnya lewat mana"]),
    ],
    "fidusia-cara-daftar": [
        ("fidusia-roya", ["kalau sudah lunas hapusnya gimana", "roya nya gimana"]),
    ],
    "apostille-biaya": [
        ("apostille-lama", ["jadinya berapa lama", "prosesnya berapa hari"]),
    ],
    "akun-lupa-password": [
        ("akun-login-gagal", ["sudah reset tapi tetap tidak bisa login", "masih gagal login"]),
    ],
    "cv-tempat-daftar": [
        ("cv-biaya", ["biayanya berapa", "bayar berapa"]),
    ],
}

# --------------------------------------------------------------------------------------
# Hard week.
# --------------------------------------------------------------------------------------
HARD_PUBLIC = {
    "apostille-biaya": (
        "apostille-biaya-lanjutan",
        [
            "tarif apostille",
            "ongkos apostille 1 dokumen",
            "fee apostille",
            "apostille ijazah bayar berapa",
            "PNBP apostille per lembar",
            "how much is apostille per document",
            "apostil berapa rupiah",
            "harga apostille sekarang",
        ],
    ),
    "ptp-syarat": (
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan kalau mau bikin PT perorangan",
            "dokumen apa yg harus disiapin buat PT perseorangan",
            "siapa aja yang boleh mendirikan PT perorangan, ada batas umur?",
            "PT perorangan perlu akta notaris atau tidak",
            "WNA boleh bikin PT perorangan?",
            "what do I need to set up a PT perorangan",
            "ketentuan pendiri PT perorangan",
        ],
    ),
    "ptp-biaya": (
        None,
        [
            "tarif PT perorangan",
            "ongkos bikin PT perseorangan",
            "fee pendaftaran PT perorangan berapa",
            "PT perorangan bayar berapa sih",
            "PNBP pernyataan pendirian PT perorangan",
            "how much does it cost to register a PT perorangan",
            "keluar duit berapa buat urus PT perorangan",
            "gratis ga sih daftar PT perorangan",
            "Berapa biaya untuk mendirikan PT perorangan?",
        ],
    ),
    "akun-lupa-password": (
        None,
        [
            "forgot password AHU",
            "reset kata sandi ahu",
            "lupa sandi ahu online",
            "email reset password ahu tidak masuk",
            "password ahu online hilang, gimana masuknya",
            "i forgot my AHU password",
        ],
    ),
    "fidusia-cara-daftar": (
        "fidusia-pendaftaran",
        [
            "step pendaftaran fidusia",
            "how to register fiduciary security",
            "prosedur input fidusia online",
            "cara dapat sertifikat fidusia",
            "pendaftaran jaminan fidusia lewat apa",
            "alur pendaftaran fidusia oleh notaris",
            "fidusia didaftarin gimana",
        ],
    ),
    "apostille-apa-itu": (
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa sih",
            "what is apostille",
            "pengertian apostil",
            "maksud dari apostille apa",
            "apostille fungsinya buat apa",
            "sertifikat apostille itu apa",
        ],
    ),
    "ptp-cara-daftar": (
        None,
        [
            "step by step daftar PT perorangan",
            "alur pendirian PT perorangan",
            "PT perorangan didaftarin lewat mana, online?",
            "how to register PT perorangan online",
            "prosedur mengajukan pernyataan pendirian PT perorangan",
            "tata cara pembuatan PT perseorangan",
            "mau bikin PT perorangan sendiri, mulai dari mana",
            "Bagaimana cara mendirikan PT perorangan?",
        ],
    ),
    "fidusia-roya": (
        None,
        [
            "roya fidusia caranya",
            "hapus fidusia setelah lunas",
            "penghapusan jaminan fidusia",
            "how to remove fiduciary after loan paid off",
            "sertifikat fidusia dicoret gimana",
            "leasing gak mau roya fidusia, saya bisa sendiri?",
            "Bagaimana cara menghapus jaminan fidusia?",
        ],
    ),
    "ptp-lama": (
        None,
        [
            "PT perorangan jadinya berapa hari",
            "berapa lama sertifikat PT perorangan terbit",
            "how long PT perorangan process",
            "proses PT perorangan sehari jadi?",
            "estimasi waktu pendaftaran PT perorangan",
            "nunggu berapa lama sampe PT perorangan saya sah",
            "Berapa lama proses mendirikan PT perorangan?",
        ],
    ),
    "cv-tempat-daftar": (
        "cv-firma-pendaftaran",
        [
            "CV register dimana sekarang",
            "masih ke PN gak kalau daftar CV",
            "pendaftaran persekutuan komanditer di sistem apa",
            "where to register a CV in Indonesia",
            "firma didaftarkan lewat SABU atau pengadilan",
            "daftar CV ke instansi mana",
        ],
    ),
    "wasiat-cek": (
        "wasiat-pencarian",
        [
            "cara tahu almarhum punya wasiat",
            "check apakah ada surat wasiat almarhum",
            "surat keterangan wasiat ngurusnya gimana",
            "cek wasiat orang tua yang sudah meninggal",
            "how to check if deceased left a will",
            "pencarian data wasiat untuk ahli waris",
        ],
    ),
    "apostille-cara-ajukan": (
        None,
        [
            "cara mengajukan apostille",
            "apostille daftarnya lewat mana",
            "how to apply for apostille online",
            "permohonan apostille prosedurnya",
            "apostille bisa diurus online atau harus datang",
            "langkah-langkah apostille ijazah",
            "Di mana dokumen bisa diapostille?",
        ],
    ),
    "yayasan-cara-pendirian": (
        "yayasan-pendirian",
        [
            "langkah bikin yayasan",
            "how to establish a foundation (yayasan)",
            "prosedur mendirikan yayasan sosial",
            "yayasan didirikan gimana prosesnya",
            "alur pengesahan yayasan baru",
            "mendirikan yayasan keagamaan caranya",
        ],
    ),
    "apostille-dokumen-apa": (
        "apostille-dokumen",
        [
            "dokumen mana aja yang bisa diapostille",
            "which documents can be apostilled",
            "akta cerai bisa diapostille?",
            "dokumen perusahaan bisa apostille tidak",
            "bisa apostille transkrip nilai?",
            "ijazah swasta bisa di apostil?",
        ],
    ),
    "fidusia-biaya": (
        None,
        [
            "biaya daftar fidusia",
            "tarif PNBP fidusia",
            "ongkos sertifikat jaminan fidusia",
            "fee fidusia berdasarkan nilai penjaminan",
            "fidusia nilai 50 juta bayar berapa",
            "how much fiduciary registration fee",
            "Berapa biaya mendaftarkan jaminan fidusia?",
        ],
    ),
    "ptp-perubahan": (
        None,
        [
            "cara ubah data PT perorangan",
            "ganti alamat PT perorangan gimana",
            "mau tambah KBLI di PT perorangan",
            "pernyataan perubahan PT perorangan",
            "how to change the business field of PT perorangan",
            "revisi nama PT perorangan bisa?",
            "update modal PT perorangan caranya",
        ],
    ),
    "apostille-vs-legalisasi": (
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "difference apostille and legalization",
            "legalisir kedutaan masih perlu kalau udah apostille?",
            "negara tujuan bukan anggota konvensi, tetap apostille atau legalisasi",
            "bedanya apostil dan legalisir",
            "kapan harus legalisasi bukan apostille",
        ],
    ),
    "kwn-anak-usia-pilih": (
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan wajib milih umur berapa",
            "dual citizenship child must choose at what age",
            "batas umur anak kewarganegaraan ganda",
            "anak kawin campur harus pilih WNI kapan",
            "deadline anak kewarganegaraan ganda memilih",
            "usia 18 anak ganda harus pilih?",
        ],
    ),
    "ptb-akta-notaris": (
        "pt-biasa-akta",
        [
            "PT biasa wajib notaris ga",
            "is a notary deed mandatory for a regular PT",
            "PT persekutuan modal bisa tanpa akta notaris?",
            "pendirian PT 2 orang harus ke notaris?",
            "PT non perorangan perlu akta notaris",
            "bikin PT biasa boleh pakai surat pernyataan aja?",
        ],
    ),
    "apostille-lama": (
        None,
        [
            "apostille prosesnya berapa hari",
            "how long does apostille take",
            "apostille bisa jadi hari ini?",
            "estimasi waktu apostille",
            "nunggu apostille berapa lama",
            "apostille ijazah selesai kapan",
        ],
    ),
    "fidusia-perubahan": (
        None,
        [
            "ubah sertifikat fidusia",
            "perubahan jaminan fidusia",
            "ganti penerima fidusia",
            "salah nomor mesin di fidusia, cara revisi",
            "amend fiduciary certificate",
            "update data pemberi fidusia",
            "Bagaimana cara mendaftarkan perubahan jaminan fidusia?",
        ],
    ),
    "ptp-pembubaran": (
        None,
        [
            "tutup PT perorangan",
            "PT perorangan saya mau dibubarkan",
            "close PT perorangan how",
            "pernyataan pembubaran PT perorangan",
            "usaha sudah berhenti, PT perseorangannya harus diapakan",
            "cara nonaktifkan PT perorangan",
        ],
    ),
    "voucher-kadaluarsa": (
        None,
        [
            "voucher PNBP expired gimana",
            "kode voucher kadaluarsa belum dibayar",
            "voucher lewat masa berlaku",
            "voucher ahu hangus, bisa diperpanjang?",
            "voucher expired, harus bikin baru?",
        ],
    ),
    "ptb-biaya": (
        None,
        [
            "biaya pendirian PT biasa",
            "PT persekutuan modal tarifnya berapa",
            "fee bikin PT biasa",
            "ongkos PT biasa termasuk notaris berapa",
            "PNBP pengesahan PT biasa",
            "PT biasa bayar berapa ke negara",
        ],
    ),
    "ptp-apa-beda": (
        None,
        [
            "beda PT perorangan sama PT biasa apa",
            "PT perorangan vs PT persekutuan modal",
            "difference between PT perorangan and regular PT",
            "apa itu PT perorangan",
            "PT perorangan itu maksudnya apa",
            "PT perorangan itu sama dengan UD?",
        ],
    ),
    "cv-biaya": (
        None,
        [
            "tarif daftar CV",
            "ongkos urus CV",
            "fee SABU untuk CV",
            "PNBP pendaftaran persekutuan komanditer",
            "CV bayar berapa di kementerian",
            "biaya pencatatan firma",
            "Berapa biaya mendaftarkan CV atau firma sekarang?",
        ],
    ),
    "yayasan-biaya": (
        None,
        [
            "tarif pengesahan yayasan",
            "ongkos mendirikan yayasan",
            "fee pendirian yayasan berapa",
            "PNBP yayasan",
            "bikin yayasan bayar berapa",
            "total cost yayasan",
        ],
    ),
    "perkumpulan-badan-hukum": (
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau jadi badan hukum gimana",
            "how to make an association a legal entity",
            "pengesahan perkumpulan berbadan hukum",
            "organisasi kami ingin berbadan hukum perkumpulan, langkahnya",
            "proses legalitas perkumpulan di AHU",
            "perkumpulan dapat status badan hukum dari mana",
        ],
    ),
    "yayasan-pembubaran": (
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup prosesnya gimana",
            "pembubaran yayasan yang tidak aktif",
            "dissolve yayasan how",
            "likuidasi yayasan",
            "menghentikan yayasan secara resmi",
            "Bagaimana cara membubarkan yayasan?",
        ],
    ),
    "kwn-naturalisasi-syarat": (
        None,
        [
            "requirement naturalisasi WNI",
            "syarat pewarganegaraan",
            "apa yang perlu disiapkan WNA untuk jadi WNI",
            "dokumen apa yg dibawa buat naturalisasi",
            "istri WNA mau jadi WNI, syaratnya",
        ],
    ),
    "cv-perubahan": (
        None,
        [
            "cara ubah anggaran dasar CV",
            "ganti sekutu CV gimana",
            "perubahan data CV di SABU",
            "how to change the partners of a CV",
            "CV mau pindah alamat, prosedurnya",
            "mengubah nama firma",
        ],
    ),
    "kwn-anak-cara-pilih": (
        None,
        [
            "cara anak kewarganegaraan ganda menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan anak ganda",
            "how does a dual citizen child declare the choice",
            "anak ganda mau pilih WNI, daftarnya di mana",
            "Bagaimana cara anak berkewarganegaraan ganda memilih kewarganegaraan?",
        ],
    ),
    "wasiat-biaya": (
        None,
        [
            "biaya surat keterangan wasiat",
            "tarif pencarian wasiat",
            "cek wasiat bayar berapa",
            "fee will search",
            "PNBP surat keterangan wasiat",
            "Berapa biaya mengetahui apakah almarhum meninggalkan wasiat?",
        ],
    ),
    "perkumpulan-biaya": (
        None,
        [
            "biaya pengesahan perkumpulan",
            "tarif badan hukum perkumpulan",
            "fee perkumpulan",
            "PNBP perkumpulan berapa",
            "Berapa biaya perkumpulan menjadi badan hukum?",
        ],
    ),
    "legalisasi-biaya": (
        None,
        [
            "biaya legalisasi dokumen berapa",
            "tarif legalisir di kementerian",
            "legalisasi satu dokumen bayar berapa",
            "fee legalization document",
            "PNBP legalisasi",
        ],
    ),
}

HARD_FOLLOWUPS = {
    "apostille-apa-itu": [
        ("apostille-biaya", ["Berapa biayanya untuk satu dokumen?", "fee nya?", "ongkosnya"]),
        ("apostille-cara-ajukan", ["ngajuinnya gimana", "how to apply?"]),
    ],
    "apostille-biaya": [
        ("apostille-lama", ["jadinya berapa lama", "how long?", "prosesnya berapa hari"]),
    ],
    "ptp-syarat": [
        ("ptp-biaya", ["biayanya?", "tarifnya berapa", "and the fee?"]),
        ("ptp-lama", ["lama prosesnya?", "berapa hari jadinya"]),
    ],
    "ptp-cara-daftar": [
        ("ptp-lama", ["nunggu berapa lama?", "how long?"]),
        ("ptp-perubahan", ["kalau nanti mau ganti alamat gimana"]),
    ],
    "yayasan-cara-pendirian": [
        ("yayasan-biaya", ["ongkosnya berapa", "biayanya?"]),
        ("yayasan-pembubaran", ["kalau mau bubarin gimana"]),
    ],
    "cv-tempat-daftar": [
        ("cv-biaya", ["biayanya?", "bayar berapa"]),
        ("cv-perubahan", ["kalau mau ganti sekutu?"]),
    ],
    "fidusia-cara-daftar": [
        ("fidusia-roya", ["kalau udah lunas hapusnya gimana"]),
        ("fidusia-biaya", ["ongkosnya?", "PNBP nya berapa"]),
    ],
    "wasiat-cek": [
        ("wasiat-biaya", ["biayanya?", "bayar berapa"]),
    ],
}

# --------------------------------------------------------------------------------------
# Internal surface: intent -> (golden item or None, weight, openers, same-intent follow-ups)
# Slots: {prov} {per} {thr} {n}
# --------------------------------------------------------------------------------------
TYPICAL_INTERNAL = {
    "int-ptp-jumlah": (
        "internal-jumlah-pt-bulanan",
        5,
        [
            "berapa PT perorangan yang didaftarkan di {prov} {per}",
            "jumlah pendaftaran PT perorangan {per} per provinsi",
            "tolong hitung PT perorangan baru di {prov} {per}",
            "total PT perorangan {per}",
            "ada berapa pendaftaran PT perorangan {per} di {prov}",
            "minta angka PT perorangan terdaftar {per}",
        ],
        [
            "kalau {prov}?",
            "{per} berapa?",
            "tahun lalu berapa?",
            "bulan sebelumnya?",
            "yang {prov} gimana",
            "kalau {per}?",
            "{prov} aja",
        ],
    ),
    "int-ptp-ranking-provinsi": (
        "internal-provinsi-pt-terbanyak-2025",
        3,
        [
            "{n} provinsi mana yang paling banyak mendaftarkan PT perorangan {per}",
            "urutan provinsi pendaftaran PT perorangan terbanyak {per}",
            "top {n} provinsi PT perorangan {per}",
            "provinsi dengan PT perorangan terbanyak {per} apa saja",
            "ranking provinsi PT perorangan {per}",
        ],
        [
            "kalau {per}?",
            "yang {n} terbawah?",
            "{per} gimana urutannya",
            "kalau {n} besar?",
        ],
    ),
    "int-fidusia-kanwil-di-atas": (
        "internal-fidusia-kantor-wilayah",
        3,
        [
            "kanwil mana saja yang mencatat lebih dari {thr} pendaftaran fidusia {per}",
            "kantor wilayah dengan pendaftaran fidusia di atas {thr} {per}",
            "list kanwil fidusia > {thr} {per}",
            "kanwil yang fidusianya tembus {thr} {per} mana aja",
        ],
        [
            "kalau batasnya {thr}?",
            "{per} gimana?",
            "yang di atas {thr} aja",
            "kalau {per}, batasnya sama",
        ],
    ),
    "int-fidusia-jumlah": (
        None,
        3,
        [
            "berapa pendaftaran jaminan fidusia di {prov} {per}",
            "jumlah sertifikat fidusia terbit {per}",
            "total fidusia {per} nasional",
            "angka pendaftaran fidusia {prov} {per}",
        ],
        [
            "kalau {prov}?",
            "tahun lalu?",
            "{per} berapa?",
        ],
    ),
}

TYPICAL_INTERNAL_SWITCH = {
    "int-ptp-jumlah": [
        (
            "int-ptp-ranking-provinsi",
            ["urutkan provinsinya, {n} teratas", "provinsi mana paling banyak?"],
        ),
    ],
    "int-ptp-ranking-provinsi": [
        ("int-ptp-jumlah", ["total nasionalnya berapa?", "jumlah {prov} berapa?"]),
    ],
    "int-fidusia-jumlah": [
        ("int-fidusia-kanwil-di-atas", ["kanwil mana aja yang di atas {thr}?"]),
    ],
    "int-fidusia-kanwil-di-atas": [
        ("int-fidusia-jumlah", ["total nasionalnya berapa?", "{prov} sendiri berapa?"]),
    ],
}

HARD_INTERNAL = {
    "int-ptp-jumlah": (
        "internal-jumlah-pt-bulanan",
        4,
        [
            "how many PT perorangan registered in {prov} {per}",
            "jumlah PT perseorangan yang masuk {per} di {prov}",
            "count PT perorangan {per} breakdown per provinsi",
            "PT perorangan {prov} {per} ada berapa",
            "berapa pendaftaran PT perorangan {per}",
            "total registrasi PT perorangan nasional {per}",
        ],
        [
            "kalau {prov}?",
            "and {per}?",
            "tahun sebelumnya?",
            "last year?",
            "{prov} gimana",
        ],
    ),
    "int-ptp-ranking-provinsi": (
        "internal-provinsi-pt-terbanyak-2025",
        3,
        [
            "top {n} provinsi PT perorangan {per}",
            "provinsi mana paling banyak PT perorangan {per}",
            "rank provinces by PT perorangan registrations {per}",
            "urutkan provinsi berdasarkan pendaftaran PT perorangan {per}",
            "{n} besar provinsi PT perorangan {per}",
        ],
        [
            "kalau {per}?",
            "bottom {n}?",
            "{per} urutannya gimana",
        ],
    ),
    "int-fidusia-kanwil-di-atas": (
        "internal-fidusia-kantor-wilayah",
        3,
        [
            "kanwil mana aja fidusianya lebih dari {thr} {per}",
            "list kantor wilayah with > {thr} fiduciary registrations {per}",
            "kanwil yang pendaftaran fidusianya di atas {thr} {per}",
            "kanwil fidusia tembus {thr} {per} siapa aja",
        ],
        [
            "kalau threshold {thr}?",
            "{per} gimana?",
            "batasnya {thr} aja",
        ],
    ),
    "int-fidusia-jumlah": (
        None,
        3,
        [
            "berapa pendaftaran fidusia di {prov} {per}",
            "total fiduciary registrations {per}",
            "jumlah sertifikat jaminan fidusia {prov} {per}",
            "fidusia {per} ada berapa",
        ],
        [
            "kalau {prov}?",
            "tahun lalu?",
            "{per}?",
        ],
    ),
    "int-fidusia-ranking-provinsi": (
        None,
        2,
        [
            "provinsi mana paling banyak pendaftaran fidusia {per}",
            "top {n} provinsi fidusia {per}",
            "ranking provinsi berdasarkan jumlah fidusia {per}",
            "{n} provinsi teratas pendaftaran jaminan fidusia {per}",
        ],
        [
            "kalau {per}?",
            "yang {n} terbawah?",
        ],
    ),
    "int-ptp-kanwil-di-atas": (
        None,
        2,
        [
            "kanwil mana saja yang mencatat lebih dari {thr} pendaftaran PT perorangan {per}",
            "kantor wilayah dengan PT perorangan di atas {thr} {per}",
            "offices above {thr} PT perorangan registrations {per}",
            "kanwil yg PT perorangannya tembus {thr} {per}",
        ],
        [
            "kalau batasnya {thr}?",
            "{per} gimana?",
        ],
    ),
    "int-yayasan-jumlah": (
        None,
        2,
        [
            "berapa yayasan yang disahkan di {prov} {per}",
            "jumlah pengesahan yayasan {per}",
            "how many yayasan approved {per}",
            "yayasan baru {per} ada berapa",
        ],
        [
            "kalau {prov}?",
            "{per}?",
        ],
    ),
}

HARD_INTERNAL_SWITCH = {
    "int-ptp-jumlah": [
        (
            "int-ptp-kanwil-di-atas",
            ["kanwil mana yg di atas {thr}?", "yang lebih dari {thr} kanwil mana"],
        ),
        ("int-ptp-ranking-provinsi", ["urutannya per provinsi?", "top {n} nya?"]),
    ],
    "int-fidusia-jumlah": [
        (
            "int-fidusia-kanwil-di-atas",
            ["kanwil mana yg di atas {thr}?", "yang lebih dari {thr} kanwil mana"],
        ),
        ("int-fidusia-ranking-provinsi", ["urutannya per provinsi?", "top {n} nya?"]),
    ],
    "int-ptp-ranking-provinsi": [
        ("int-ptp-jumlah", ["totalnya berapa?", "{prov} angkanya berapa"]),
    ],
    "int-fidusia-kanwil-di-atas": [
        ("int-fidusia-jumlah", ["total nasionalnya?", "{prov} sendiri berapa"]),
    ],
    "int-fidusia-ranking-provinsi": [
        ("int-fidusia-jumlah", ["totalnya berapa?"]),
    ],
}

PROVINCES = [
    ("Jawa Barat", "jabar"),
    ("Jawa Timur", "jatim"),
    ("Jawa Tengah", "jateng"),
    ("DKI Jakarta", "jakarta"),
    ("Banten", "banten"),
    ("DI Yogyakarta", "DIY"),
    ("Bali", "bali"),
    ("Sumatera Utara", "sumut"),
    ("Sumatera Barat", "sumbar"),
    ("Sumatera Selatan", "sumsel"),
    ("Riau", "riau"),
    ("Kepulauan Riau", "kepri"),
    ("Lampung", "lampung"),
    ("Aceh", "aceh"),
    ("Kalimantan Timur", "kaltim"),
    ("Kalimantan Barat", "kalbar"),
    ("Kalimantan Selatan", "kalsel"),
    ("Sulawesi Selatan", "sulsel"),
    ("Sulawesi Utara", "sulut"),
    ("Nusa Tenggara Barat", "NTB"),
    ("Nusa Tenggara Timur", "NTT"),
    ("Papua", "papua"),
    ("Maluku", "maluku"),
    ("Gorontalo", "gorontalo"),
]
PERIODS_TYPICAL = [
    "bulan lalu",
    "bulan kemarin",
    "September 2027",
    "Agustus 2027",
    "tahun 2026",
    "tahun ini",
    "Q3 2027",
    "triwulan III 2027",
    "Januari sampai September 2027",
    "minggu lalu",
    "semester I 2027",
    "tahun lalu",
]
PERIODS_HARD = [
    "last month",
    "bulan lalu",
    "September 2027",
    "YTD 2027",
    "Q3 2027",
    "tahun 2026",
    "2025",
    "Juli-September 2027",
    "minggu ini",
    "per 30 September 2027",
    "this year",
    "Oktober 2027 sejauh ini",
]
THRESHOLDS = ["500", "750", "1.000", "1000", "1.500", "2.000", "2500", "3 ribu", "1rb"]
TOP_N = ["3", "5", "10", "tiga", "lima"]

NONE_GREETINGS = [
    "halo",
    "halo kak",
    "min",
    "p",
    "pagi",
    "assalamualaikum",
    "tes",
    "selamat siang",
    "hai",
    "permisi",
    "halo admin",
]
NONE_CLOSINGS = [
    "makasih kak",
    "terima kasih",
    "ok",
    "oke siap",
    "mantap",
    "sip",
    "baik terima kasih infonya",
    "oh gitu ya kak",
    "ok noted",
    "siap kak",
    "makasih banyak min",
    "oke kak",
    "thanks",
    "ok makasih ya",
]
NONE_HARD_EXTRA = ["thank you", "ok thx", "noted min", "good, thanks", "wkwk ok", "alright"]
NONE_INTERNAL = ["ok makasih", "siap", "oke noted", "thanks", "sip, cukup"]

GREETINGS = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "permisi",
    "assalamualaikum",
    "mohon info",
    "mau tanya",
    "izin bertanya",
    "hai",
    "admin",
]
GREETINGS_BY_HOUR = [
    (4, 11, ["pagi", "pagi min", "selamat pagi"]),
    (11, 15, ["siang kak", "selamat siang"]),
    (15, 18, ["sore min", "selamat sore"]),
    (18, 24, ["malam min", "selamat malam kak"]),
]
GREETINGS_EN = ["hi", "hello min", "sorry mau tanya", "excuse me", "hi admin"]
CLOSERS = [
    "ya",
    "dong",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "mohon dibantu",
    "tq",
    "thx",
    "🙏",
]
CLOSERS_EN = ["pls", "thanks", "thank you", "please"]

ABBREV = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "bgmn", "gimana"],
    "gimana": ["gmn", "gmana"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "tdk", "ga", "gak"],
    "gak": ["gk", "ga"],
    "saja": ["aja"],
    "sudah": ["udh", "sdh", "udah"],
    "karena": ["krn"],
    "tolong": ["tlg"],
    "dengan": ["dgn"],
    "sama": ["sm"],
    "sekarang": ["skrg"],
    "kalau": ["kalo", "klo"],
    "belum": ["blm"],
    "juga": ["jg"],
    "harus": ["hrs"],
    "atau": ["atau", "ato"],
    "apa": ["ap", "apa"],
    "terus": ["trs", "trus"],
    "banyak": ["byk"],
    "mau": ["mo", "mau"],
    "dokumen": ["dok", "dokumen"],
}
PHRASE_ABBREV = {
    "di mana": ["dmn", "dimana"],
    "terima kasih": ["makasih", "trims", "trmksh"],
    "apa saja": ["apa aja", "apa aj"],
}

KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Putu",
    "Made",
    "Wayan",
    "Nur",
    "Fitri",
    "Rizky",
    "Yohanes",
    "Maria",
    "Hendra",
    "Lestari",
    "Joko",
    "Ayu",
    "Fajar",
    "Intan",
    "Bambang",
    "Ratna",
    "Dimas",
    "Nabila",
]
LAST_NAMES = [
    "Santoso",
    "Rahayu",
    "Wijaya",
    "Hidayat",
    "Saputra",
    "Kusuma",
    "Siregar",
    "Nasution",
    "Sembiring",
    "Pratama",
    "Lubis",
    "Simanjuntak",
    "Wulandari",
    "Setiawan",
    "Harahap",
    "Gunawan",
    "Manurung",
    "Purnomo",
]
MAIL_DOMAINS = ["gmail.com", "gmail.com", "gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com"]
NIK_AREAS = ["3273", "3578", "3174", "3374", "3671", "5171", "1271", "7371", "3471", "6471"]
PHONE_PREFIXES = ["0812", "0813", "0821", "0852", "0857", "0878", "0896", "0838", "0819"]
PII_INTENTS = {
    "akun-lupa-password",
    "akun-login-gagal",
    "akun-registrasi",
    "voucher-cara-bayar",
    "voucher-kadaluarsa",
    "wasiat-cek",
    "fidusia-roya",
    "fidusia-perubahan",
    "ptp-sertifikat-unduh",
}

DAY_WEIGHTS = [1.15, 1.1, 1.05, 1.0, 0.9, 0.5, 0.4]
HOUR_WEIGHTS = [
    0.2,
    0.1,
    0.05,
    0.05,
    0.1,
    0.3,
    0.8,
    1.5,
    2.6,
    3.2,
    3.3,
    3.0,
    2.2,
    2.6,
    2.9,
    2.6,
    2.0,
    1.5,
    1.2,
    1.3,
    1.5,
    1.3,
    0.9,
    0.5,
]
INTERNAL_HOUR_WEIGHTS = {
    8: 1.0,
    9: 2.5,
    10: 3.0,
    11: 2.5,
    12: 0.8,
    13: 2.2,
    14: 2.8,
    15: 2.5,
    16: 1.2,
}

WEEKS = {
    "typical": {
        "start": "2027-10-04",
        "public": TYPICAL_PUBLIC,
        "followups": TYPICAL_FOLLOWUPS,
        "internal": TYPICAL_INTERNAL,
        "switch": TYPICAL_INTERNAL_SWITCH,
        "periods": PERIODS_TYPICAL,
        "zipf": 0.95,
        "typo": 0.30,
        "english": False,
    },
    "hard": {
        "start": "2027-10-11",
        "public": HARD_PUBLIC,
        "followups": HARD_FOLLOWUPS,
        "internal": HARD_INTERNAL,
        "switch": HARD_INTERNAL_SWITCH,
        "periods": PERIODS_HARD,
        "zipf": 0.7,
        "typo": 0.25,
        "english": True,
    },
}


# --------------------------------------------------------------------------------------
# Noise
# --------------------------------------------------------------------------------------
def neighbour(ch: str, rng: random.Random) -> str:
    for row in KEYBOARD_ROWS:
        i = row.find(ch.lower())
        if i >= 0:
            options = [row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)]
            return rng.choice(options)
    return ch


def add_typo(text: str, rng: random.Random) -> str:
    """One keyboard slip (swap, drop, double, neighbour key) in a word of 4+ letters."""
    spans = [m.span() for m in re.finditer(r"[A-Za-z]{4,}", text) if not m.group().isupper()]
    if not spans:
        return text
    for _ in range(6):
        a, b = rng.choice(spans)
        word = text[a:b]
        i = rng.randrange(1, len(word) - 1)
        op = rng.choice(["swap", "swap", "drop", "drop", "double", "near"])
        if op == "swap":
            new = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        elif op == "drop":
            new = word[:i] + word[i + 1 :]
        elif op == "double":
            new = word[:i] + word[i] + word[i:]
        else:
            new = word[:i] + neighbour(word[i], rng) + word[i + 1 :]
        if new != word:
            return text[:a] + new + text[b:]
    return text


def abbreviate(text: str, rng: random.Random, level: float) -> str:
    for phrase, subs in PHRASE_ABBREV.items():
        if phrase in text.lower() and rng.random() < level:
            text = re.sub(re.escape(phrase), rng.choice(subs), text, count=1, flags=re.IGNORECASE)

    def swap(m: re.Match) -> str:
        word = m.group()
        subs = ABBREV.get(word.lower())
        if subs and rng.random() < level:
            return rng.choice(subs)
        return word

    return re.sub(r"[A-Za-z]+", swap, text)


def stretch(text: str, rng: random.Random) -> str:
    """Repeat the last letter of a short chat word: kak -> kaaak, dong -> donggg."""
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if w.isalpha() and 2 <= len(w) <= 8]
    if not idx:
        return text
    i = rng.choice([idx[0], idx[-1]])
    words[i] = words[i] + words[i][-1] * rng.randint(1, 3)
    return " ".join(words)


def fake_nik(rng: random.Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    birth = f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 6):02d}"
    return f"{rng.choice(NIK_AREAS)}{rng.randint(1, 30):02d}{birth}{rng.randint(1, 2999):04d}"


def fake_phone(rng: random.Random) -> str:
    prefix = rng.choice(PHONE_PREFIXES)
    a, b = rng.randint(1000, 9999), rng.randint(1000, 9999)
    form = rng.randrange(5)
    if form == 0:
        return f"{prefix}{a}{b}"
    if form == 1:
        return f"{prefix}-{a}-{b}"
    if form == 2:
        return f"+62 {prefix[1:]}-{a}-{b}"
    if form == 3:
        return f"62{prefix[1:]}{a}{b}"
    return f"{prefix} {a} {b}"


def fake_name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_email(rng: random.Random) -> str:
    first, last = rng.choice(FIRST_NAMES).lower(), rng.choice(LAST_NAMES).lower()
    form = rng.randrange(4)
    if form == 0:
        local = f"{first}.{last}"
    elif form == 1:
        local = f"{first}{last}{rng.randint(1, 99)}"
    elif form == 2:
        local = f"{first}_{rng.randint(1980, 2005)}"
    else:
        local = f"{first[0]}{last}"
    return f"{local}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    if rng.random() < 0.4:
        return "0" + "".join(map(str, d))
    s = "".join(map(str, d))
    return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def add_pii(text: str, rng: random.Random) -> str:
    form = rng.randrange(7)
    if form == 0:
        return f"{text}. nama {fake_name(rng)}, NIK {fake_nik(rng)}"
    if form == 1:
        return f"{text} no hp {fake_phone(rng)}"
    if form == 2:
        return f"{text}, email saya {fake_email(rng)}"
    if form == 3:
        return f"{text} NPWP {fake_npwp(rng)}"
    if form == 4:
        return f"saya {fake_name(rng)} ({fake_phone(rng)}), {text}"
    if form == 5:
        return f"{text} - NIK: {fake_nik(rng)} / WA {fake_phone(rng)}"
    return f"{text}. akun saya {fake_email(rng)} a.n. {fake_name(rng)}"


def casing(text: str, rng: random.Random) -> str:
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.6:
        return text.upper()
    if r < 0.75 and text:
        return text[0].upper() + text[1:]
    return text


def punctuate(text: str, rng: random.Random) -> str:
    text = text.rstrip()
    r = rng.random()
    if text.endswith("?"):
        if r < 0.3:
            return text.rstrip("?")
        if r < 0.4:
            return text + "??"
        return text
    if r < 0.35:
        return text + "?"
    if r < 0.45:
        return text + "??"
    if r < 0.5:
        return text + "..."
    if r < 0.53:
        return text + "?!"
    return text


def noisy(text: str, rng: random.Random, week: dict, hour: int, surface: str, seq: int, pii: bool):
    """Return (question, typo) for one hand-written phrasing."""
    level = 0.0 if rng.random() < 0.35 else rng.uniform(0.3, 0.9)
    text = abbreviate(text, rng, level)
    typo = False
    if rng.random() < week["typo"]:
        new = add_typo(text, rng)
        if new != text and rng.random() < 0.2:
            new = add_typo(new, rng)
        typo = new != text
        text = new
    greet_p, close_p = (0.3, 0.22) if surface == "public" else (0.06, 0.05)
    if seq:
        greet_p = 0.0
    if rng.random() < greet_p:
        pool = list(GREETINGS)
        for lo, hi, words in GREETINGS_BY_HOUR:
            if lo <= hour < hi:
                pool += words
        if week["english"]:
            pool += GREETINGS_EN
        if surface == "internal":
            pool = ["tolong", "cek", "minta data", "mas", "mbak"]
        sep = rng.choice([" ", ", ", " ", "... "])
        text = f"{rng.choice(pool)}{sep}{text}"
    text = casing(text, rng)
    text = punctuate(text, rng)
    if rng.random() < close_p:
        pool = CLOSERS + (CLOSERS_EN if week["english"] else [])
        text = f"{text} {rng.choice(pool)}"
    if rng.random() < 0.06:
        text = stretch(text, rng)
    if pii:
        text = add_pii(text, rng)
    return text, typo


def noisy_none(text: str, rng: random.Random, week: dict):
    typo = False
    if rng.random() < week["typo"]:
        new = add_typo(text, rng)
        typo = new != text
        text = new
    text = casing(text, rng)
    if rng.random() < 0.15:
        text = text + rng.choice(["!", "..", " 🙏", "!!"])
    if rng.random() < 0.15:
        text = stretch(text, rng)
    return text, typo


# --------------------------------------------------------------------------------------
# Sessions
# --------------------------------------------------------------------------------------
def fill(template: str, rng: random.Random, week: dict) -> str:
    prov, short = rng.choice(PROVINCES)
    return template.format(
        prov=short if rng.random() < 0.3 else prov,
        per=rng.choice(week["periods"]),
        thr=rng.choice(THRESHOLDS),
        n=rng.choice(TOP_N),
    )


def public_session(rng: random.Random, week: dict, names: list, weights: list) -> list:
    """A list of (label, hand-written text) turns of one public session."""
    r = rng.random()
    if r < 0.018:
        return [("none", rng.choice(NONE_GREETINGS))]
    turns = []
    if r < 0.028:
        turns.append(("none", rng.choice(NONE_GREETINGS)))
    intent = rng.choices(names, weights)[0]
    turns.append((intent, rng.choice(week["public"][intent][1])))
    follow = week["followups"].get(intent)
    if follow and rng.random() < 0.3:
        target, phr = rng.choice(follow)
        turns.append((target, rng.choice(phr)))
    if rng.random() < 0.02:
        pool = NONE_CLOSINGS + (NONE_HARD_EXTRA if week["english"] else [])
        turns.append(("none", rng.choice(pool)))
    return turns


def internal_session(rng: random.Random, week: dict) -> list:
    names = list(week["internal"])
    weights = [week["internal"][n][1] for n in names]
    intent = rng.choices(names, weights)[0]
    turns = [(intent, fill(rng.choice(week["internal"][intent][2]), rng, week))]
    current = intent
    while len(turns) < 6 and rng.random() < 0.62:
        r = rng.random()
        switch = week["switch"].get(current)
        if r < 0.08:
            turns.append(("none", rng.choice(NONE_INTERNAL)))
            break
        if switch and r < 0.3:
            target, phr = rng.choice(switch)
            current = target
            turns.append((target, fill(rng.choice(phr), rng, week)))
        else:
            turns.append((current, fill(rng.choice(week["internal"][current][3]), rng, week)))
    return turns


def session_id(rng: random.Random, used: set) -> str:
    while True:
        sid = f"s-{rng.getrandbits(48):012x}"
        if sid not in used:
            used.add(sid)
            return sid


def build_week(key: str, rng: random.Random) -> tuple[list, dict, dict]:
    week = WEEKS[key]
    start = datetime.fromisoformat(week["start"]).replace(tzinfo=TZ)
    names = list(week["public"])
    weights = [1.0 / (rank + 1) ** week["zipf"] for rank in range(len(names))]
    used: set = set()
    sessions = []
    target_internal = round(0.08 * LINES_PER_WEEK)
    n_internal = 0
    while n_internal < target_internal:
        turns = internal_session(rng, week)
        sessions.append(("internal", turns))
        n_internal += len(turns)
    total = n_internal
    while total < LINES_PER_WEEK:
        turns = public_session(rng, week, names, weights)
        turns = turns[: LINES_PER_WEEK - total]
        sessions.append(("public", turns))
        total += len(turns)

    rows = []
    stats = {"typo": 0, "internal": 0, "none": 0}
    for order, (surface, turns) in enumerate(sessions):
        sid = session_id(rng, used)
        if surface == "internal":
            day = rng.randrange(5)
            hours = list(INTERNAL_HOUR_WEIGHTS)
            hour = rng.choices(hours, [INTERNAL_HOUR_WEIGHTS[h] for h in hours])[0]
        else:
            day = rng.choices(range(7), DAY_WEIGHTS)[0]
            hour = rng.choices(range(24), HOUR_WEIGHTS)[0]
        at = start + timedelta(days=day, hours=hour, minutes=rng.randrange(60))
        at += timedelta(seconds=rng.randrange(60))
        for seq, (label, text) in enumerate(turns):
            if seq:
                at += timedelta(seconds=rng.randint(20, 240 if surface == "public" else 180))
            if label == "none":
                question, typo = noisy_none(text, rng, week)
            else:
                pii_p = 0.0
                if surface == "public":
                    pii_p = 0.2 if label in PII_INTENTS else 0.05
                pii = seq == 0 and rng.random() < pii_p
                question, typo = noisy(text, rng, week, at.hour, surface, seq, pii)
            row = {
                "at": at.isoformat(timespec="seconds"),
                "session": sid,
                "question": question,
                "surface": surface,
            }
            if label != "none" and rng.random() < 0.1:
                row["feedback"] = "up" if rng.random() < 0.55 else "down"
            row["label"] = label
            rows.append((at, order, seq, row))
            stats["typo"] += typo
            stats["internal"] += surface == "internal"
            stats["none"] += label == "none"
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    lines = [r[3] for r in rows]

    covered = {}
    seen = {row["label"] for row in lines}
    for name, (item, _) in week["public"].items():
        if name in seen:
            covered[name] = item
    for name, spec in week["internal"].items():
        if name in seen:
            covered[name] = spec[0]
    missing = seen - set(covered) - {"none"}
    if missing:
        raise SystemExit(f"labels without an intent entry: {sorted(missing)}")
    return lines, covered, stats


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default="bench/weeks")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    for key in ("typical", "hard"):
        lines, covered, stats = build_week(key, rng)
        with open(out / f"{NAME}-{key}.jsonl", "w", encoding="utf-8", newline="\n") as fh:
            for row in lines:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        truth = {"set": GOLDEN, "covered": covered}
        with open(out / f"{NAME}-{key}.truth.json", "w", encoding="utf-8", newline="\n") as fh:
            fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
        n = len(lines)
        n_cov = sum(1 for v in covered.values() if v)
        print(
            f"{key}: {n} lines, {len(covered)} intents ({n_cov} covered), "
            f"internal {stats['internal'] / n:.1%}, typo {stats['typo'] / n:.1%}, "
            f"none {stats['none'] / n:.1%}"
        )


if __name__ == "__main__":
    main()
