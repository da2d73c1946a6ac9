"""Generate the whiskey pair of held-out, labelled weeks of AHU chatbot traffic.

Independently written by the author `whiskey` from the brief alone. Every phrasing below was
written by hand; the script only samples them (seeded, stdlib only) and adds chat noise.

    python3 bench/weeks/whiskey_week.py --out bench/weeks

writes whiskey-typical.jsonl, whiskey-hard.jsonl and their .truth.json files, byte-identically
on every run. Frozen: held out until its one measurement.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
from pathlib import Path

NAME = "whiskey"
SEED = 20270607
GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = dt.timezone(dt.timedelta(hours=7))
LINES_PER_WEEK = 3000
INTERNAL_LINES = 240

# ---------------------------------------------------------------------------------------------
# Public intents: service, facet, the golden item that covers it (or None), and hand-written
# phrasings for the typical week ("T") and the hard week ("H").
# Slots: {dok} a document, {negara} a country.
# ---------------------------------------------------------------------------------------------
PUBLIC: dict[str, dict] = {
    "ptp-syarat": {
        "svc": "ptp",
        "facet": "syarat",
        "cover": "pt-perorangan-syarat",
        "T": [
            "apa saja syarat mendirikan PT perorangan",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan syaratnya apa ya",
            "persyaratan pendirian PT perseorangan apa saja",
            "PT perorangan itu syaratnya apa aja kak",
            "boleh tau syarat PT perorangan",
            "apa saja yang harus dipenuhi untuk mendirikan PT perorangan",
            "untuk PT perorangan harus WNI ya? syarat lainnya apa",
            "syarat pendiri PT perorangan umur berapa dan apa lagi",
            "saya mau daftar PT perorangan, syaratnya apa saja",
            "PT perorangan syarat nya apa",
            "ketentuan mendirikan PT perorangan apa saja ya",
            "Apa saja syarat untuk mendirikan PT perorangan?",
            "syarat PT perorangan",
            "mau tanya syarat pendirian pt perorangan untuk umkm",
        ],
        "H": [
            "requirement untuk PT perorangan apa aja?",
            "what are the requirements to set up a PT perorangan",
            "PT perorangan, apa yang perlu disiapkan sebelum daftar?",
            "siapa aja yang boleh bikin PT perorangan? ada batas umur?",
            "single founder company (PT perorangan) requirements apa aja min",
            "kriteria pendiri PT perseorangan apa ya, WNA boleh ga",
            "prasyarat PT individu apa saja",
            "PT 1 orang butuh apa aja biar bisa berdiri",
            "what do I need to prepare for PT perorangan",
            "ketentuan siapa yg boleh jadi pendiri PT perseorangan",
            "umur 16 udah boleh punya PT perorangan belum",
            "PT perorangan, kualifikasi pendirinya gimana",
            "eligibility bikin PT perorangan apa aja",
        ],
    },
    "ptp-biaya": {
        "svc": "ptp",
        "facet": "biaya",
        "cover": None,
        "T": [
            "berapa biaya pendirian PT perorangan",
            "biaya bikin PT perorangan berapa ya",
            "PT perorangan bayar berapa",
            "daftar PT perorangan kena biaya berapa kak",
            "biaya PNBP PT perorangan berapa",
            "bikin PT perorangan gratis atau bayar",
            "ongkos daftar PT perorangan berapa",
            "berapa rupiah untuk pendaftaran PT perseorangan",
            "Berapa biaya untuk mendirikan PT perorangan?",
            "biaya pt perorangan sekarang berapa",
        ],
        "H": [
            "PT perorangan fee nya berapa?",
            "how much does it cost to register PT perorangan",
            "tarif PNBP pendirian PT perseorangan berapa sekarang",
            "PT perorangan bayar brp sih totalnya",
            "ada charge ga untuk PT perorangan? berapa",
            "berapa duit yang harus disiapin buat PT individu",
            "cost PT perorangan berapa min",
            "harga pendaftaran PT 1 orang berapa",
            "PT perorangan itu berbayar? nominalnya",
            "budget buat daftar PT perorangan kira2 berapa",
            "Berapa biaya untuk mendirikan PT perorangan?",
            "PT perorangan price nya berapa ya",
            "nominal yg ditransfer utk PT perseorangan brp",
        ],
    },
    "ptp-cara": {
        "svc": "ptp",
        "facet": "cara",
        "cover": None,
        "T": [
            "gimana cara daftar PT perorangan",
            "cara mendirikan PT perorangan lewat online gimana",
            "langkah langkah membuat PT perorangan",
            "daftar PT perorangan dimana ya",
            "cara isi pernyataan pendirian PT perorangan gimana",
            "tutorial bikin PT perorangan di AHU online",
            "mau buat PT perorangan mulai dari mana",
            "Bagaimana cara mendirikan PT perorangan?",
        ],
        "H": [
            "step by step daftar PT perorangan gimana",
            "how to register PT perorangan online",
            "alur pendaftaran PT perseorangan kayak apa",
            "PT perorangan didaftarin lewat mana? website apa",
            "prosedur bikin PT individu gmn ya",
            "flow pengajuan PT perorangan dari awal sampe jadi",
            "where do I register a single founder company",
            "PT perorangan bisa diurus sendiri dari hp? caranya",
            "Bagaimana cara mendirikan PT perorangan?",
            "mekanisme pengisian pernyataan pendirian PT perorangan",
        ],
    },
    "ptp-lama": {
        "svc": "ptp",
        "facet": "lama",
        "cover": None,
        "T": [
            "berapa lama proses PT perorangan",
            "PT perorangan jadinya berapa hari kak",
            "udah daftar PT perorangan, kapan sertifikatnya keluar",
            "proses pendaftaran PT perorangan lama gk",
        ],
        "H": [
            "berapa lama PT perorangan jadi",
            "how long does PT perorangan registration take",
            "sertifikat PT perorangan keluar berapa lama",
            "PT perorangan durasi prosesnya brp lama",
            "kapan sertifikat pendaftaran PT perseorangan terbit setelah submit",
            "estimasi waktu PT individu jadi berapa",
            "PT perorangan bisa jadi sehari ga",
            "processing time PT perorangan",
            "nunggu berapa hari kerja sampai PT perorangan sah",
        ],
    },
    "ptp-ubah": {
        "svc": "ptp",
        "facet": "ubah",
        "cover": None,
        "T": [
            "cara ubah data PT perorangan gimana",
            "mau ganti alamat PT perorangan caranya",
            "perubahan KBLI PT perorangan bisa dimana",
            "gimana cara mengubah modal PT perorangan",
            "PT perorangan mau ganti nama bisa gak",
        ],
        "H": [
            "how to update PT perorangan data, misal alamat",
            "revisi pernyataan pendirian PT perorangan gmn caranya",
            "PT perseorangan mau tambah KBLI, prosedurnya?",
            "edit data PT individu yg udah terdaftar bisa ga",
            "ganti domisili PT perorangan harus ngapain",
            "perubahan pernyataan PT perorangan lewat mana",
        ],
    },
    "ptp-bubar": {
        "svc": "ptp",
        "facet": "bubar",
        "cover": None,
        "T": [],
        "H": [
            "cara membubarkan PT perorangan",
            "how to close PT perorangan",
            "tutup usaha PT perorangan, harus lapor apa",
            "PT perseorangan sudah tidak jalan, cara menonaktifkannya",
            "dissolve PT perorangan gimana min",
            "pernyataan pembubaran PT perorangan diisi dimana",
            "mau stop PT individu, apa yg harus dilakukan",
        ],
    },
    "ptp-vs-ptb": {
        "svc": "ptp",
        "facet": "apa",
        "cover": None,
        "T": [],
        "H": [
            "apa bedanya PT perorangan sama PT biasa",
            "difference between PT perorangan and PT biasa?",
            "PT perseorangan vs PT persekutuan modal, apa bedanya",
            "PT perorangan itu apa sih",
            "perbedaan PT individu dan PT umum apa aja",
            "PT perorangan sama PT yg biasa itu bedanya di mana",
            "what is a PT perorangan exactly",
        ],
    },
    "ptb-notaris": {
        "svc": "ptb",
        "facet": "notaris",
        "cover": "pt-biasa-akta",
        "T": [
            "apakah PT biasa harus pakai akta notaris",
            "bikin PT biasa wajib notaris gak",
            "PT biasa bisa tanpa notaris?",
            "pendirian PT persekutuan modal perlu akta notaris kah",
            "PT yang 2 orang harus lewat notaris ya",
            "kalau PT biasa apa harus ke notaris",
            "PT biasa boleh daftar sendiri tanpa notaris gak",
        ],
        "H": [
            "PT biasa mandatory pakai notaris?",
            "does a regular PT need a notary deed",
            "PT persekutuan modal bisa ga didirikan tanpa akta notaril",
            "untuk PT umum aktanya harus dibuat notaris atau bisa sendiri",
            "PT dgn 2 pemegang saham apa wajib notary",
            "apa PT non perorangan tetap butuh akta pendirian dari notaris",
            "PT biasa cukup isi surat pernyataan aja kayak PT perorangan?",
        ],
    },
    "ptb-modal": {
        "svc": "ptb",
        "facet": "modal",
        "cover": None,
        "T": [],
        "H": [
            "minimum capital PT biasa berapa sekarang",
            "modal dasar PT persekutuan modal paling sedikit brp",
            "PT wajib setor modal 50 juta ga",
            "capital requirement untuk PT umum",
            "modal disetor minimal buat PT biasa",
        ],
    },
    "cv-daftar": {
        "svc": "cv",
        "facet": "cara",
        "cover": "cv-firma-pendaftaran",
        "T": [
            "CV sekarang daftarnya dimana",
            "cara daftar CV gimana",
            "pendaftaran CV masih ke pengadilan negeri atau ke kementerian",
            "daftar firma dimana ya",
            "mau bikin CV daftarnya lewat mana",
            "pendaftaran CV online di SABU gimana",
            "CV didaftarkan di mana sekarang kak",
            "Di mana CV atau firma didaftarkan sekarang?",
        ],
        "H": [
            "where to register a CV sekarang?",
            "CV masih didaftarin ke PN ga sih",
            "firma registrasinya lewat sistem apa",
            "prosedur pencatatan CV di sistem administrasi badan usaha",
            "CV baru, tempat daftarnya dimana",
            "persekutuan komanditer didaftarkan ke instansi mana",
            "how do I register a firma",
            "pencatatan persekutuan perdata sekarang ke mana",
        ],
    },
    "cv-biaya": {
        "svc": "cv",
        "facet": "biaya",
        "cover": None,
        "T": [
            "biaya daftar CV berapa",
            "bikin CV bayar berapa",
            "berapa biaya pendaftaran CV di AHU",
            "pendaftaran firma ada biayanya gak",
        ],
        "H": [
            "CV registration fee berapa",
            "tarif PNBP CV brp",
            "ongkos bikin CV sampe jadi",
            "daftar firma kena biaya ga",
            "Berapa biaya CV atau firma didaftarkan sekarang?",
        ],
    },
    "cv-ke-pt": {
        "svc": "cv",
        "facet": "konversi",
        "cover": None,
        "T": [],
        "H": [
            "convert CV ke PT gimana caranya",
            "migrasi CV menjadi PT prosedurnya",
            "upgrade CV jadi PT, apa yg harus diurus",
            "perubahan bentuk CV ke PT lewat mana",
            "CV mau naik kelas jadi PT gmn",
        ],
    },
    "yay-cara": {
        "svc": "yay",
        "facet": "cara",
        "cover": "yayasan-pendirian",
        "T": [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan gimana",
            "mau mendirikan yayasan sosial prosedurnya apa",
            "langkah mendirikan yayasan",
            "cara daftar yayasan ke kementerian hukum",
            "bikin yayasan pendidikan gimana caranya",
            "pendirian yayasan harus ngapain aja",
        ],
        "H": [
            "how to establish a yayasan",
            "proses pendirian foundation di Indonesia gimana",
            "alur pengesahan yayasan dari notaris sampai SK",
            "mau buka yayasan panti asuhan, caranya gmn",
            "yayasan keagamaan didirikan lewat prosedur apa",
            "tahapan bikin yayasan sampai berbadan hukum",
        ],
    },
    "yay-syarat": {
        "svc": "yay",
        "facet": "syarat",
        "cover": None,
        "T": [
            "syarat mendirikan yayasan apa saja",
            "persyaratan yayasan apa aja",
            "yayasan minimal berapa orang pendirinya",
            "Apa saja syarat untuk mendirikan yayasan?",
        ],
        "H": [
            "requirements untuk bikin yayasan",
            "dokumen apa yg dibawa ke notaris buat yayasan",
            "kekayaan awal yayasan minimal berapa",
            "yayasan butuh apa aja, ktp pendiri, npwp?",
            "Apa saja syarat untuk mendirikan yayasan?",
        ],
    },
    "yay-biaya": {
        "svc": "yay",
        "facet": "biaya",
        "cover": None,
        "T": [],
        "H": [
            "fee pengesahan yayasan",
            "tarif PNBP yayasan brp",
            "ongkos bikin foundation kira2",
            "berapa bayar untuk SK yayasan",
            "biaya pendirian yayasan berapa",
        ],
    },
    "perk-bh": {
        "svc": "perk",
        "facet": "cara",
        "cover": "perkumpulan-badan-hukum",
        "T": [
            "bagaimana perkumpulan bisa jadi badan hukum",
            "cara daftar perkumpulan berbadan hukum",
            "ormas mau jadi badan hukum perkumpulan gimana",
            "pengesahan perkumpulan caranya",
            "perkumpulan saya mau didaftarkan ke kementerian, caranya",
        ],
        "H": [
            "how does an association get legal entity status",
            "komunitas kami mau jadi badan hukum perkumpulan, prosesnya?",
            "perkumpulan bisa dapat SK badan hukum gimana",
            "paguyuban mau legal, didaftarin sbg perkumpulan caranya",
            "perkumpulan berbadan hukum diurus lewat AHU online? alurnya",
        ],
    },
    "kop-daftar": {
        "svc": "kop",
        "facet": "cara",
        "cover": None,
        "T": [
            "cara mendirikan koperasi",
            "koperasi daftar dimana sekarang",
            "pengesahan koperasi lewat AHU gimana",
            "bikin koperasi simpan pinjam prosedurnya",
        ],
        "H": [
            "how to register a cooperative",
            "koperasi badan hukumnya diurus kemana",
            "koperasi desa mau dapet SK badan hukum, gmn",
            "Bagaimana cara mendirikan koperasi?",
        ],
    },
    "apo-apa": {
        "svc": "apo",
        "facet": "apa",
        "cover": "apostille-biaya-lanjutan",
        "T": [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksudnya apostille apa kak",
            "apostil itu apa",
            "apa sih apostille",
            "Apa itu apostille?",
        ],
        "H": [
            "what is an apostille",
            "apostille artinya apa",
            "apostille itu semacam apa, cap?",
            "pengertian apostille",
            "apostille tuh buat apa sih",
            "apostille meaning?",
        ],
    },
    "apo-biaya": {
        "svc": "apo",
        "facet": "biaya",
        "cover": "apostille-biaya-lanjutan",
        "T": [
            "berapa biaya apostille",
            "biaya apostille per dokumen berapa",
            "apostille bayar berapa",
            "apostille {dok} biayanya brp",
            "tarif apostille berapa kak",
            "mau apostille {dok} buat ke {negara}, biayanya berapa",
        ],
        "H": [
            "apostille fee per document?",
            "how much is the apostille",
            "PNBP apostille sekarang berapa",
            "ongkos apostille 1 dokumen",
            "apostille {dok} bayarnya berapa",
            "apostil harganya brp ya",
            "Berapa biaya apostille untuk satu dokumen?",
            "cost apostille {dok} utk {negara}",
        ],
    },
    "apo-dokumen": {
        "svc": "apo",
        "facet": "dokumen",
        "cover": "apostille-dokumen",
        "T": [
            "dokumen apa saja yang bisa diapostille",
            "{dok} bisa diapostille gak",
            "{dok} bisa apostille?",
            "dokumen apa aja yg bisa di apostille",
            "surat yg bisa di apostille apa aja",
            "mau ke {negara}, {dok} bisa diapostille kan",
        ],
        "H": [
            "which documents can be apostilled",
            "{dok} eligible buat apostille ga",
            "jenis dokumen yang dilayani apostille apa saja",
            "dokumen pribadi kayak {dok} bisa diapostil?",
            "apostille berlaku utk dokumen apa aja",
            "can I apostille my {dok}",
            "Dokumen apa saja yang bisa diapostille?",
        ],
    },
    "apo-legalisasi": {
        "svc": "apo",
        "facet": "beda",
        "cover": "apostille-vs-legalisasi",
        "T": [
            "apa beda apostille dan legalisasi",
            "bedanya apostille sama legalisir apa",
            "apostille atau legalisasi kedutaan, bedanya apa",
            "perbedaan apostille dan legalisasi dokumen",
        ],
        "H": [
            "difference between apostille and legalisation?",
            "apostille vs legalisasi, mana yg saya perlu",
            "kalau negara tujuan gak ikut konvensi, tetap apostille atau legalisasi?",
            "legalisasi kedutaan sama apostille itu apa bedanya",
            "masih perlu legalisir kedutaan kalau udah apostille?",
        ],
    },
    "apo-cara": {
        "svc": "apo",
        "facet": "cara",
        "cover": None,
        "T": [],
        "H": [
            "how to apply for apostille online",
            "apostille diurus di kanwil atau online?",
            "alur permohonan apostille dr awal",
            "step apostille di website AHU gimana",
            "cara mengajukan apostille untuk {dok}",
            "Bagaimana cara mengajukan apostille untuk satu dokumen?",
            "apostille bisa diwakilkan? prosedurnya gmn",
        ],
    },
    "apo-lama": {
        "svc": "apo",
        "facet": "lama",
        "cover": None,
        "T": [],
        "H": [
            "apostille berapa lama jadinya",
            "how long does apostille take",
            "proses apostille berapa hari kerja",
            "apostille bisa selesai hari ini ga",
            "Berapa lama apostille untuk satu dokumen?",
            "estimasi apostille {dok} jadi kapan",
        ],
    },
    "fid-daftar": {
        "svc": "fid",
        "facet": "cara",
        "cover": "fidusia-pendaftaran",
        "T": [
            "bagaimana cara mendaftarkan jaminan fidusia",
            "cara daftar fidusia gimana",
            "pendaftaran fidusia online gimana",
            "fidusia didaftarkan dimana",
            "cara mendapatkan sertifikat jaminan fidusia",
            "langkah pendaftaran fidusia untuk leasing",
        ],
        "H": [
            "how to register a fiduciary security",
            "fidusia registration lewat mana",
            "alur pencatatan jaminan fidusia di AHU",
            "leasing kami mau daftarin fidusia kendaraan, prosesnya?",
            "sertifikat fidusia elektronik didapat gimana",
            "fidusia harus ke kanwil atau bisa online",
        ],
    },
    "fid-roya": {
        "svc": "fid",
        "facet": "bubar",
        "cover": None,
        "T": [
            "cara roya fidusia",
            "hapus fidusia gimana caranya",
            "kredit motor udah lunas, fidusianya dihapus dimana",
            "penghapusan jaminan fidusia prosedurnya",
            "roya fidusia online gimana",
            "leasing belum roya fidusia padahal sudah lunas, gimana",
        ],
        "H": [
            "how to cancel fidusia after loan paid off",
            "cicilan lunas tapi fidusia masih tercatat, cara hapusnya?",
            "pencoretan fidusia diurus lewat mana",
            "delete sertifikat fidusia gimana",
            "roya jaminan fidusia dilakukan oleh siapa",
            "Bagaimana cara menghapus jaminan fidusia?",
        ],
    },
    "fid-ubah": {
        "svc": "fid",
        "facet": "ubah",
        "cover": None,
        "T": [],
        "H": [
            "amend fidusia certificate gimana",
            "ralat data debitur di sertifikat fidusia",
            "perubahan jaminan fidusia karena ganti objek",
            "fidusia mau revisi nomor rangka, prosedurnya?",
            "salah ketik di sertifikat fidusia bisa dibetulin gak",
        ],
    },
    "fid-biaya": {
        "svc": "fid",
        "facet": "biaya",
        "cover": None,
        "T": [
            "biaya pendaftaran fidusia berapa",
            "fidusia bayar berapa",
            "tarif fidusia untuk nilai penjaminan 100 juta",
        ],
        "H": [
            "tarif PNBP fidusia brp untuk nilai penjaminan 100 jt",
            "fidusia fee berapa",
            "ongkos daftar fidusia tergantung nilai?",
            "Berapa biaya mendaftarkan jaminan fidusia?",
        ],
    },
    "was-cari": {
        "svc": "was",
        "facet": "cara",
        "cover": "wasiat-pencarian",
        "T": [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat",
            "cara cek wasiat orang tua yang sudah meninggal",
            "mau cari tau ada wasiat atau tidak dari almarhum ayah",
            "surat keterangan wasiat cara dapatnya gimana",
            "cek wasiat di AHU bisa?",
            "cara mengurus surat keterangan wasiat",
        ],
        "H": [
            "how to check if my late father left a will",
            "ahli waris mau tau ada testamen atau gak, gimana",
            "pencarian data wasiat almarhumah ibu prosedurnya",
            "SKW buat urus warisan didapat dari mana",
            "notaris minta surat ket wasiat, itu ngurusnya dimana",
            "cek apakah pewaris punya wasiat terdaftar",
        ],
    },
    "kwn-ganda": {
        "svc": "kwn",
        "facet": "usia",
        "cover": "kewarganegaraan-ganda-anak",
        "T": [
            "anak kewarganegaraan ganda sampai umur berapa harus memilih",
            "anak saya dwi kewarganegaraan, batas usia pilih WNI kapan",
            "umur berapa anak ganda harus pilih kewarganegaraan",
            "anak hasil kawin campur harus memilih kewarganegaraan usia berapa",
            "batas waktu anak berkewarganegaraan ganda memilih",
        ],
        "H": [
            "at what age must a dual citizen child choose",
            "anak dual citizenship deadline milih WNI umur brp",
            "anak KWN ganda terbatas wajib memilih di usia berapa",
            "anak saya paspor {negara} & Indonesia, kapan harus pilih salah satu",
            "kalau anak ganda udah nikah sebelum 18, harus milih juga?",
        ],
    },
    "kwn-ganda-cara": {
        "svc": "kwn",
        "facet": "cara",
        "cover": None,
        "T": [],
        "H": [
            "cara menyatakan memilih WNI untuk anak ganda",
            "how to submit the citizenship choice for my child",
            "anak ganda mau pilih WNI, daftarnya lewat mana",
            "Bagaimana cara anak berkewarganegaraan ganda memilih kewarganegaraan?",
        ],
    },
    "kwn-natur": {
        "svc": "natur",
        "facet": "syarat",
        "cover": None,
        "T": [],
        "H": [
            "naturalisation requirements Indonesia",
            "pewarganegaraan minimal tinggal berapa tahun di Indonesia",
            "istri WNA mau jadi WNI, apa yg perlu disiapkan",
            "foreigner mau jadi WNI, dokumen apa aja",
            "syarat naturalisasi jadi WNI apa saja",
        ],
    },
    "akun-password": {
        "svc": "akun",
        "facet": "login",
        "cover": None,
        "T": [
            "lupa password AHU online",
            "gak bisa login akun AHU",
            "cara reset password akun ahu",
            "akun notaris saya terkunci gimana",
            "password salah terus padahal sudah benar",
            "lupa kata sandi ahu online gimana",
            "link reset password tidak masuk ke email",
        ],
        "H": [
            "forgot password AHU account",
            "login AHU gagal terus, error",
            "akun ke-lock abis salah pw 3x",
            "reset kata sandi, email ga masuk-masuk",
            "can't sign in to AHU online",
            "kok akun ahu saya tidak bisa masuk",
        ],
    },
    "vou-bayar": {
        "svc": "vou",
        "facet": "cara",
        "cover": None,
        "T": [
            "cara bayar voucher AHU",
            "bayar PNBP lewat bank apa aja",
            "kode voucher sudah dapat, bayarnya dimana",
            "bisa bayar voucher pakai m-banking?",
            "pembayaran voucher lewat teller bisa",
        ],
        "H": [
            "how to pay the voucher",
            "pay PNBP pakai QRIS bisa ga",
            "kode billing AHU bayarnya lewat apa",
            "voucher dibayar via ATM gimana",
            "channel pembayaran voucher apa aja",
        ],
    },
    "vou-expired": {
        "svc": "vou",
        "facet": "expired",
        "cover": None,
        "T": [],
        "H": [
            "voucher udah expired sebelum dipake, uangnya gimana",
            "expired voucher can I get a refund",
            "masa berlaku voucher habis, harus beli ulang?",
            "kode voucher hangus, bisa diperpanjang?",
        ],
    },
    "nama-pesan": {
        "svc": "nama",
        "facet": "cara",
        "cover": None,
        "T": [
            "cara pesan nama PT",
            "cek nama PT masih tersedia gimana",
            "pengecekan nama perseroan dimana",
            "mau booking nama PT caranya",
        ],
        "H": [],
    },
}

# Rank order (Zipf-like) of the public intents of each week.
TYPICAL_PUBLIC = [
    "ptp-syarat",
    "akun-password",
    "ptp-biaya",
    "apo-biaya",
    "fid-roya",
    "cv-daftar",
    "ptp-cara",
    "vou-bayar",
    "apo-dokumen",
    "yay-cara",
    "fid-daftar",
    "was-cari",
    "kwn-ganda",
    "ptb-notaris",
    "ptp-lama",
    "apo-apa",
    "yay-syarat",
    "cv-biaya",
    "nama-pesan",
    "ptp-ubah",
    "apo-legalisasi",
    "perk-bh",
    "kop-daftar",
    "fid-biaya",
]
HARD_PUBLIC = [
    "ptp-biaya",
    "ptp-syarat",
    "akun-password",
    "apo-biaya",
    "fid-roya",
    "ptp-cara",
    "cv-daftar",
    "vou-bayar",
    "ptp-lama",
    "apo-dokumen",
    "yay-cara",
    "fid-daftar",
    "apo-cara",
    "ptb-notaris",
    "kwn-ganda",
    "was-cari",
    "yay-syarat",
    "ptp-vs-ptb",
    "apo-lama",
    "cv-biaya",
    "ptp-ubah",
    "yay-biaya",
    "fid-biaya",
    "apo-legalisasi",
    "ptb-modal",
    "apo-apa",
    "vou-expired",
    "kwn-natur",
    "fid-ubah",
    "ptp-bubar",
    "cv-ke-pt",
    "perk-bh",
    "kwn-ganda-cara",
    "kop-daftar",
]

SERVICE_NAME = {
    "ptp": ["PT perorangan", "PT perseorangan"],
    "ptb": ["PT biasa"],
    "cv": ["CV", "firma"],
    "yay": ["yayasan"],
    "perk": ["perkumpulan"],
    "kop": ["koperasi"],
    "fid": ["fidusia", "jaminan fidusia"],
    "apo": ["apostille"],
}

# Follow-ups in a public session: the same service, another facet (label = that intent).
FOLLOW_FACET = {
    "T": {
        "biaya": [
            "biayanya berapa?",
            "kalau biayanya brp kak",
            "terus bayarnya berapa",
            "itu bayar gak?",
        ],
        "syarat": ["syaratnya apa aja?", "trus syaratnya apa", "yang harus disiapin apa aja"],
        "lama": ["berapa lama prosesnya?", "jadinya berapa hari", "lama gak prosesnya"],
        "cara": ["caranya gimana?", "daftarnya dimana?", "ngurusnya lewat mana"],
        "ubah": ["kalau mau ubah datanya gimana?", "kalau ada yang salah bisa diganti?"],
        "apa": ["itu sebenarnya apa sih?", "maksudnya itu apa ya"],
        "dokumen": ["kalau {dok} bisa?", "{dok} bisa juga?"],
        "beda": ["bedanya sama legalisasi apa?", "sama legalisir biasa beda ya?"],
        "bubar": ["kalau udah lunas, hapusnya gimana?"],
    },
    "H": {
        "biaya": ["fee nya?", "how much?", "ongkosnya brp", "PNBP nya berapa", "tarifnya?"],
        "syarat": ["requirement nya apa aja?", "perlu bawa dokumen apa", "apa yg harus disiapkan?"],
        "lama": ["how long?", "berapa hari kerja", "prosesnya makan waktu brp lama"],
        "cara": ["how to apply?", "prosedurnya gimana", "ngajuinnya lewat mana"],
        "ubah": ["kalau mau revisi datanya gmn?", "bisa di-update ga nanti?"],
        "bubar": ["kalau mau ditutup gimana?", "kalau mau dihapus prosedurnya?"],
        "apa": ["itu sebenernya apa sih?", "what is it exactly?"],
        "dokumen": ["{dok} bisa?", "kalau {dok} eligible ga"],
        "beda": ["vs legalisasi bedanya?", "sama legalisasi kedutaan beda gak?"],
        "modal": ["modal minimalnya brp?"],
        "notaris": ["harus pakai notaris ga?"],
    },
}
# Follow-ups naming another service, same facet.
FOLLOW_SERVICE = {
    "T": ["kalau {svc} gimana?", "klo {svc}?", "trus untuk {svc}?", "kalau {svc} sama gak?"],
    "H": ["what about {svc}?", "how about {svc}?", "kalau {svc}?", "utk {svc} gmn"],
}
SWITCHABLE_FACETS = ("biaya", "syarat", "cara", "lama", "ubah", "bubar")

# ---------------------------------------------------------------------------------------------
# Internal intents: (register, kind) -> covering item.
# ---------------------------------------------------------------------------------------------
INTERNAL_COVER = {
    ("ptp", "count"): "internal-jumlah-pt-bulanan",
    ("ptp", "rank"): "internal-provinsi-pt-terbanyak-2025",
    ("fid", "threshold"): "internal-fidusia-kantor-wilayah",
    ("fid", "count"): None,
    ("ptp", "growth"): None,
    ("yay", "count"): None,
    ("ptp", "threshold"): None,
    ("fid", "rank"): None,
}
INTERNAL_WEEK = {
    "T": [
        (("ptp", "count"), 40),
        (("ptp", "rank"), 20),
        (("fid", "threshold"), 15),
        (("fid", "count"), 12),
        (("ptp", "growth"), 7),
        (("yay", "count"), 6),
    ],
    "H": [
        (("ptp", "count"), 25),
        (("ptp", "rank"), 13),
        (("fid", "threshold"), 12),
        (("fid", "count"), 12),
        (("ptp", "threshold"), 12),
        (("fid", "rank"), 10),
        (("ptp", "growth"), 8),
        (("yay", "count"), 8),
    ],
}
REG_NAME = {
    "T": {
        "ptp": ["PT perorangan", "PT perseorangan", "pt perorangan", "PT Perorangan"],
        "fid": ["fidusia", "jaminan fidusia", "Fidusia"],
        "yay": ["yayasan", "Yayasan"],
    },
    "H": {
        "ptp": [
            "PT perorangan",
            "PT individu",
            "single-founder PT",
            "PT perseorangan",
            "PT 1 orang",
        ],
        "fid": ["fidusia", "jaminan fidusia", "fiduciary", "JF"],
        "yay": ["yayasan", "foundation"],
    },
}
INTERNAL_TEMPLATES = {
    "T": {
        "count": [
            "berapa jumlah pendaftaran {reg} di {prov} {per}",
            "jumlah {reg} yang terdaftar {per} di {prov}",
            "tolong tarik data jumlah {reg} {prov} {per}",
            "total {reg} {per} per provinsi",
            "{reg} {prov} {per} ada berapa",
            "minta angka pendaftaran {reg} {per}",
            "berapa {reg} yang didaftarkan {per} se-Indonesia",
            "Berapa {reg} yang didaftarkan {per} per provinsi?",
        ],
        "rank": [
            "provinsi mana yang paling banyak mendaftarkan {reg} {per}",
            "5 provinsi dengan {reg} terbanyak {per}",
            "ranking provinsi untuk pendaftaran {reg} {per}",
            "urutkan provinsi berdasarkan jumlah {reg} {per}",
            "top 3 provinsi {reg} {per}",
        ],
        "threshold": [
            "kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran {reg} {per}",
            "kanwil dengan {reg} di atas {n} {per}",
            "daftar kanwil yang pendaftaran {reg}nya lebih dari {n} {per}",
            "kanwil mana aja yang tembus {n} {reg} {per}",
        ],
        "growth": [
            "berapa persen kenaikan {reg} {per} dibanding {per2}",
            "bandingkan jumlah {reg} {per} dengan {per2}, naik berapa",
            "{reg} {per} naik atau turun dibanding {per2}",
            "pertumbuhan pendaftaran {reg} {per} vs {per2}",
        ],
    },
    "H": {
        "count": [
            "how many {reg} registrations in {prov} {per_en}",
            "total count {reg} {per}, breakdown per provinsi",
            "jumlah registrasi {reg} {prov} {per} dong",
            "berapa banyak {reg} baru tercatat {per}",
            "number of new {reg} {per_en}?",
            "Berapa {reg} yang didaftarkan {per} per provinsi?",
            "angka {reg} {prov} {per} brp",
        ],
        "rank": [
            "top 10 provinces by {reg} {per_en}",
            "peringkat wilayah dengan pendaftaran {reg} paling tinggi {per}",
            "provinsi mana yg juara {reg} {per}",
            "which province leads in {reg} {per_en}",
            "urutan 3 besar daerah {reg} {per}",
            "Tiga provinsi mana yang paling banyak mendaftarkan {reg} {per}?",
        ],
        "threshold": [
            "list kanwil with more than {n} {reg} {per_en}",
            "kantor wilayah yg melewati angka {n} untuk {reg} {per}",
            "kanwil mana yg {reg} nya > {n} {per}",
            "offices above {n} {reg} registrations {per_en}",
            "Kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran {reg} {per}?",
        ],
        "growth": [
            "growth {reg} {per_en} vs {per2} berapa persen",
            "selisih {reg} {per} dan {per2}",
            "year on year {reg} {per_en} naik berapa persen",
            "perbandingan {reg} {per} terhadap {per2}, naik/turun brp",
        ],
    },
}
INTERNAL_FOLLOW = {
    "T": {
        "place": [
            "kalau {prov}?",
            "klo {prov} berapa",
            "{prov} gimana",
            "yang {prov}?",
            "coba {prov}",
        ],
        "period": {
            "count": [
                "tahun lalu berapa?",
                "kalau {per}?",
                "bulan sebelumnya berapa",
                "dan pada tahun sebelumnya?",
            ],
            "rank": ["kalau {per} urutannya gimana?", "tahun lalu rankingnya?", "kalau {per}?"],
            "threshold": ["kalau {per}?", "bulan sebelumnya kanwil mana aja?"],
            "growth": ["kalau {per} dibanding {per2}?", "yang {per} vs {per2} gimana"],
        },
        "thresh": ["kalau di atas {n}?", "kalau batasnya {n} gimana", "yang lebih dari {n} aja"],
        "reg": [
            "kalau {reg}?",
            "untuk {reg} gimana",
            "sama, tapi {reg}",
            "datanya buat {reg} juga dong",
        ],
        "kind": {
            "rank": [
                "provinsi mana yang paling banyak?",
                "urutkan provinsinya dong",
                "top 5 provinsinya apa aja",
            ],
            "threshold": [
                "kanwil mana aja yang lebih dari {n}?",
                "yang di atas {n} kanwil mana saja",
            ],
            "count": [
                "totalnya berapa?",
                "jumlah keseluruhannya berapa",
                "kalau jumlahnya di {prov}?",
            ],
            "growth": [
                "dibanding tahun lalu naik berapa persen?",
                "itu naik atau turun dari {per2}?",
            ],
        },
    },
    "H": {
        "place": ["what about {prov}?", "{prov} nya?", "how about {prov}", "kalau {prov}?"],
        "period": {
            "count": ["and last year?", "what about {per_en}?", "tahun sebelumnya?"],
            "rank": ["ranking {per_en}?", "kalau {per} gimana urutannya"],
            "threshold": ["kalau {per_en}?", "periode {per} gimana"],
            "growth": ["and {per_en} vs {per2}?"],
        },
        "thresh": ["threshold {n} aja", "above {n}?", "kalau cutoff {n}?"],
        "reg": ["what about {reg}?", "same for {reg} pls", "kalau {reg}?"],
        "kind": {
            "rank": ["top provinces?", "ranking per provinsi pls", "siapa paling banyak?"],
            "threshold": ["which kanwil above {n}?", "kanwil yg lewat {n} mana aja"],
            "count": ["total count nya?", "how many in total?"],
            "growth": ["growth vs {per2}?", "YoY nya berapa persen?"],
        },
    },
}

PROVINCES = [
    "Jawa Barat", "Jawa Timur", "Jatim", "Jabar", "DKI Jakarta", "DKI", "Jawa Tengah", "Jateng",
    "Banten", "Bali", "Sumatera Utara", "Sumut", "Sulawesi Selatan", "Sulsel", "Kalimantan Timur",
    "Kaltim", "NTB", "NTT", "Riau", "Papua", "DIY", "Yogyakarta", "Lampung", "Sumatera Barat",
    "Aceh", "Kalimantan Barat", "Sulawesi Utara", "Maluku",
]  # fmt: skip
PERIODS = [
    "bulan lalu", "bulan ini", "tahun 2026", "thn 2025", "Mei 2027", "April 2027",
    "kuartal I 2027", "semester 2 2026", "minggu lalu", "2026", "Januari-Mei 2027", "tahun ini",
]  # fmt: skip
PERIODS_EN = ["last month", "in 2026", "May 2027", "Q1 2027", "this year", "last year", "YTD"]
PERIODS2 = ["tahun lalu", "2025", "April 2027", "periode yang sama tahun lalu", "bulan sebelumnya"]
THRESHOLDS = ["1.000", "500", "2000", "1.500", "750", "3.000", "10rb", "250"]
DOCS = ["ijazah", "akta kelahiran", "akta nikah", "SKCK", "transkrip nilai", "akta cerai", "KK"]
COUNTRIES = ["Belanda", "Jepang", "Jerman", "Korea Selatan", "Australia", "Prancis", "Turki"]

GREET = {
    "T": [
        "halo kak", "halo min", "min", "pagi", "selamat pagi", "siang kak", "sore min",
        "assalamualaikum", "permisi", "mohon info", "mau tanya", "kak mau nanya", "halo", "hai",
        "selamat siang bapak/ibu", "punten", "izin bertanya", "malam min",
    ],
    "H": [
        "halo kak", "min", "pagi", "permisi", "mohon info", "mau tanya", "hi", "hello admin",
        "good morning", "hai min", "excuse me", "sorry mau tanya", "izin bertanya",
    ],
}  # fmt: skip
CLOSE = {
    "T": [
        "ya", "dong", "makasih", "terima kasih", "trims", "mksh kak", "tolong dibantu",
        "mohon pencerahannya", "thx", "ya kak", "🙏", "mohon infonya", "kak", "min",
    ],
    "H": [
        "ya", "dong", "thanks", "thank you", "pls", "asap ya", "makasih", "🙏", "tq min",
        "mohon dibantu", "urgent", "please",
    ],
}  # fmt: skip
NONE_LINES = {
    "T": [
        "makasih kak", "terima kasih", "ok", "oke siap", "siap min", "mantap", "makasih infonya",
        "halo", "pagi", "halo min", "p", "tes", "assalamualaikum", "selamat siang", "ok noted",
        "baik terima kasih", "sip", "oke kak makasih banyak", "hmm", "ya", "terimakasih atas infonya",
        "👍", "ok min", "halooo", "permisi", "selamat malam", "siap, makasih",
    ],
    "H": [
        "thanks", "thank you", "ok noted thx", "good", "noted min", "hello", "hi admin",
        "ok sip thanks a lot", "great, thanks", "makasih kak", "ok", "siap", "mantap", "p",
        "halo", "tes tes", "👍", "oke", "noted", "sip makasih",
    ],
}  # fmt: skip
INTERNAL_NONE = ["ok", "oke makasih", "sip", "noted", "thanks", "siap"]

FIRST = [
    "Budi", "Siti", "Agus", "Dewi", "Rina", "Andi", "Putri", "Rizky", "Wahyu", "Nur", "Fajar",
    "Indah", "Yusuf", "Ayu", "Bambang", "Lestari", "Hendra", "Maya", "Joko", "Ratna", "Made",
    "Komang", "Teguh", "Intan", "Dimas",
]  # fmt: skip
LAST = [
    "Santoso", "Rahmawati", "Wijaya", "Saputra", "Hidayat", "Kurniawan", "Susanti", "Pratama",
    "Nasution", "Siregar", "Lubis", "Setiawan", "Wulandari", "Gunawan", "Hasibuan", "Sari",
    "Permana", "Utami",
]  # fmt: skip
DOMAINS = ["gmail.com", "yahoo.com", "yahoo.co.id", "outlook.com", "ymail.com", "gmail.co.id"]
PERSONAL = {
    "T": [
        "nama saya {nama}",
        "NIK {nik}",
        "no hp {hp}",
        "wa saya {hp}",
        "email {email}",
        "npwp {npwp}",
        "saya {nama} nik {nik}",
        "atas nama {nama}, NIK {nik}",
        "hubungi aja {hp}",
        "akun saya {email}",
    ],
    "H": [
        "my email {email}",
        "contact me at {hp}",
        "NIK {nik}",
        "no wa {hp}",
        "npwp {npwp}",
        "saya {nama}, nik {nik}",
        "a.n. {nama} email {email}",
        "hp {hp}",
    ],
}

ABBREV = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "bgmn", "gimana"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dmana"],
    "di mana": ["dmn", "dimana"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat", "untk"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "tdk", "gak"],
    "gak": ["gk", "ga"],
    "saja": ["aja", "aj"],
    "sudah": ["udh", "sdh", "udah"],
    "udah": ["udh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn", "dg"],
    "sama": ["sm"],
    "tolong": ["tlg"],
    "juga": ["jg"],
    "kalau": ["kalo", "klo", "kl"],
    "sekarang": ["skrg", "skg"],
    "belum": ["blm"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "lagi": ["lg"],
    "harus": ["hrs"],
    "terima kasih": ["makasih", "trims", "tq"],
    "makasih": ["mksh", "makasi"],
    "mau": ["mo", "mw"],
    "sampai": ["sampe", "smp"],
    "pakai": ["pake"],
    "jadi": ["jd"],
    "dari": ["dr"],
    "atau": ["ato", "atw"],
    "banyak": ["byk"],
    "dokumen": ["dokumn", "dok"],
    "tanya": ["tny"],
    "apa saja": ["apa aja", "apa aj"],
    "kak": ["ka", "kk"],
}
ABBREV_RE = re.compile(
    r"\b(" + "|".join(sorted((re.escape(k) for k in ABBREV), key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)

KEY_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
NEIGHBOUR: dict[str, str] = {}
for _row in KEY_ROWS:
    for _i, _c in enumerate(_row):
        NEIGHBOUR[_c] = (_row[_i - 1] if _i else "") + (_row[_i + 1] if _i + 1 < len(_row) else "")

WEEKS = {
    "typical": {
        "style": "T",
        "start": dt.datetime(2027, 6, 7, tzinfo=TZ),
        "public": TYPICAL_PUBLIC,
        "zipf": 1.0,
        "typo": 0.31,
        "internal_typo": 0.22,
        "seed_offset": 0,
    },
    "hard": {
        "style": "H",
        "start": dt.datetime(2027, 6, 14, tzinfo=TZ),
        "public": HARD_PUBLIC,
        "zipf": 0.85,
        "typo": 0.26,
        "internal_typo": 0.18,
        "seed_offset": 1,
    },
}
DAY_WEIGHT = [1.0, 1.0, 1.0, 0.95, 0.9, 0.45, 0.35]
HOUR_WEIGHT = [
    0.05, 0.03, 0.02, 0.02, 0.05, 0.15, 0.3, 0.6, 1.0, 1.0, 1.0, 1.0,
    0.7, 1.0, 1.0, 0.95, 0.8, 0.6, 0.55, 0.6, 0.7, 0.65, 0.4, 0.2,
]  # fmt: skip


class Week:
    def __init__(self, name: str) -> None:
        cfg = WEEKS[name]
        self.name = name
        self.cfg = cfg
        self.s = cfg["style"]
        self.rng = random.Random(SEED + cfg["seed_offset"])
        self.public = cfg["public"]
        self.internal = [k for k, _ in INTERNAL_WEEK[self.s]]
        self.flag = False

    # -- slots and small helpers ---------------------------------------------------------------
    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def fill(self, text: str, ctx: dict | None = None) -> str:
        ctx = ctx or {}
        slots = {
            "{dok}": lambda: ctx.get("dok") or self.pick(DOCS),
            "{negara}": lambda: self.pick(COUNTRIES),
            "{prov}": lambda: self.pick(PROVINCES),
            "{per}": lambda: self.pick(PERIODS),
            "{per_en}": lambda: self.pick(PERIODS_EN),
            "{per2}": lambda: self.pick(PERIODS2),
            "{n}": lambda: self.pick(THRESHOLDS),
        }
        for slot, make in slots.items():
            while slot in text:
                text = text.replace(slot, make(), 1)
        return text

    def nik(self) -> str:
        head = self.pick(["32", "33", "35", "31", "36", "51", "12", "73", "64", "18"])
        return head + "".join(str(self.rng.randrange(10)) for _ in range(14))

    def phone(self) -> str:
        body = "8" + self.pick(["11", "12", "13", "21", "22", "52", "53", "57", "77", "78", "95"])
        rest = "".join(str(self.rng.randrange(10)) for _ in range(self.rng.choice([7, 8])))
        num = body + rest
        form = self.rng.randrange(6)
        if form == 0:
            return "0" + num
        if form == 1:
            return "0" + num[:3] + "-" + num[3:7] + "-" + num[7:]
        if form == 2:
            return "+62 " + num[:3] + "-" + num[3:7] + "-" + num[7:]
        if form == 3:
            return "62" + num
        if form == 4:
            return "+62" + num
        return "0" + num[:3] + " " + num[3:7] + " " + num[7:]

    def person(self) -> tuple[str, str]:
        first, last = self.pick(FIRST), self.pick(LAST)
        sep = self.pick(["", ".", "_"])
        num = self.pick(["", str(self.rng.randrange(1, 99)), str(self.rng.randrange(1970, 2005))])
        email = f"{first.lower()}{sep}{last.lower()}{num}@{self.pick(DOMAINS)}"
        return f"{first} {last}", email

    def npwp(self) -> str:
        d = "".join(str(self.rng.randrange(10)) for _ in range(15))
        if self.rng.random() < 0.6:
            return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"
        return "0" + d

    def personal(self) -> str:
        nama, email = self.person()
        t = self.pick(PERSONAL[self.s])
        return (
            t.replace("{nama}", nama)
            .replace("{nik}", self.nik())
            .replace("{hp}", self.phone())
            .replace("{email}", email)
            .replace("{npwp}", self.npwp())
        )

    # -- noise -----------------------------------------------------------------------------------
    def abbreviate(self, text: str, p: float) -> str:
        def sub(m: re.Match) -> str:
            if self.rng.random() < p:
                return self.pick(ABBREV[m.group(0).lower()])
            return m.group(0)

        return ABBREV_RE.sub(sub, text)

    def typo(self, text: str) -> str:
        tokens = text.split(" ")
        cands = []
        for i, tok in enumerate(tokens):
            core = tok.strip(".,?!:;()/")
            if len(core) >= 4 and core.isascii() and core.isalpha():
                cands.append(i)
        if not cands:
            return text
        i = self.pick(cands)
        tok = tokens[i]
        start = len(tok) - len(tok.lstrip(".,?!:;()/"))
        core = tok.strip(".,?!:;()/")
        end = start + len(core)
        w = list(core)
        op = self.rng.randrange(4)
        if op == 0:
            j = self.rng.randrange(len(w) - 1)
            if w[j] == w[j + 1]:
                del w[j]
            else:
                w[j], w[j + 1] = w[j + 1], w[j]
        elif op == 1:
            del w[self.rng.randrange(1, len(w))]
        elif op == 2:
            j = self.rng.randrange(len(w))
            w.insert(j, w[j])
        else:
            j = self.rng.randrange(len(w))
            near = NEIGHBOUR.get(w[j].lower())
            if near:
                w[j] = self.pick(near)
            else:
                del w[j]
        tokens[i] = tok[:start] + "".join(w) + tok[end:]
        return " ".join(tokens)

    def stretch(self, text: str) -> str:
        tokens = text.split(" ")
        idx = [i for i, t in enumerate(tokens) if t[-1:].isalpha() and t.isalpha()]
        if not idx:
            return text
        i = idx[-1] if self.rng.random() < 0.6 else self.pick(idx)
        t = tokens[i]
        tokens[i] = t + t[-1] * self.rng.randrange(1, 4)
        return " ".join(tokens)

    def case_and_punct(self, text: str) -> str:
        r = self.rng.random()
        if r < 0.55:
            text = text.lower()
        elif r < 0.65:
            text = text[:1].upper() + text[1:]
        elif r < 0.68:
            text = text.upper()
        text = text.rstrip()
        r = self.rng.random()
        if r < 0.4:
            text = text.rstrip("?")
        elif r < 0.7:
            text = text.rstrip("?") + "?"
        elif r < 0.8:
            text = text.rstrip("?") + "??"
        elif r < 0.85:
            text = text.rstrip("?") + "..."
        elif r < 0.88:
            text = text.rstrip("?") + "!"
        elif r < 0.93:
            text = text.rstrip("?") + " ?"
        return text

    def noisy(self, text: str, *, public: bool, short: bool = False) -> str:
        rng = self.rng
        self.flag = False
        if rng.random() < (0.7 if public else 0.45):
            text = self.abbreviate(text, 0.6 if public else 0.4)
        if public and not short:
            if rng.random() < 0.3:
                g = self.pick(GREET[self.s])
                text = g + self.pick([", ", " ", ". ", " - "]) + text
            if rng.random() < 0.2:
                text = text.rstrip("?") + self.pick([" ", ", ", "? "]) + self.pick(CLOSE[self.s])
            if rng.random() < 0.08:
                detail = self.personal()
                if rng.random() < 0.3:
                    text = detail + ". " + text
                else:
                    text = text.rstrip("?") + self.pick([". ", ", ", " - "]) + detail
        elif not public and len(text) > 30 and rng.random() < 0.08:
            text = self.pick(["tolong ", "minta ", "cek ", "mas, "]) + text
        p_typo = self.cfg["typo"] if public else self.cfg["internal_typo"]
        if rng.random() < p_typo:
            before = text
            text = self.typo(text)
            if rng.random() < 0.15:
                text = self.typo(text)
            self.flag = text != before
        if public and rng.random() < 0.06:
            text = self.stretch(text)
        text = self.case_and_punct(text)
        return re.sub(r"\s+", " ", text).strip()

    def line(self, label: str, text: str) -> tuple[str, str, bool]:
        return label, text, self.flag

    # -- sessions --------------------------------------------------------------------------------
    def public_session(self, weights: list[float]) -> list[tuple[str, str, bool]]:
        rng = self.rng
        s = self.s
        if rng.random() < 0.012:
            lines = [
                self.line("none", self.noisy(self.pick(NONE_LINES[s]), public=True, short=True))
            ]
            if rng.random() < 0.3:
                lines.append(
                    self.line("none", self.noisy(self.pick(NONE_LINES[s]), public=True, short=True))
                )
            return lines
        lines: list[tuple[str, str, bool]] = []
        if rng.random() < 0.015:
            lines.append(
                self.line("none", self.noisy(self.pick(GREET[s]), public=True, short=True))
            )
        intent = rng.choices(self.public, weights)[0]
        ctx = {"dok": self.pick(DOCS)}
        lines.append(
            self.line(intent, self.noisy(self.fill(self.pick(PUBLIC[intent][s]), ctx), public=True))
        )
        r = rng.random()
        n_follow = 2 if r < 0.04 else 1 if r < 0.17 else 0
        for _ in range(n_follow):
            nxt = self.follow_public(intent, ctx)
            if nxt is None:
                break
            intent, text = nxt
            lines.append(self.line(intent, self.noisy(text, public=True, short=rng.random() < 0.8)))
        if rng.random() < 0.025:
            lines.append(
                self.line("none", self.noisy(self.pick(NONE_LINES[s]), public=True, short=True))
            )
        return lines

    def follow_public(self, intent: str, ctx: dict) -> tuple[str, str] | None:
        s = self.s
        svc, facet = PUBLIC[intent]["svc"], PUBLIC[intent]["facet"]
        if svc in ("vou", "akun", "nama", "natur"):
            return None
        same_svc = []
        if facet not in ("ubah", "bubar", "konversi"):
            # A bare "biayanya?" / "caranya?" after a question about changing or closing
            # something would ask about that change, so facet follow-ups start only from
            # questions about the service itself.
            same_svc = [
                i
                for i in self.public
                if i != intent
                and PUBLIC[i]["svc"] == svc
                and PUBLIC[i]["facet"] in FOLLOW_FACET[s]
                and not (PUBLIC[i]["facet"] == "cara" and facet == "cara")
            ]
        other_svc = []
        if facet in SWITCHABLE_FACETS:
            other_svc = [
                i
                for i in self.public
                if PUBLIC[i]["facet"] == facet
                and PUBLIC[i]["svc"] != svc
                and PUBLIC[i]["svc"] in SERVICE_NAME
                and PUBLIC[intent]["svc"] in SERVICE_NAME
            ]
        options = [("f", i) for i in same_svc] + [("s", i) for i in other_svc]
        if not options:
            return None
        kind, nxt = self.pick(options)
        if kind == "f":
            text = self.pick(FOLLOW_FACET[s][PUBLIC[nxt]["facet"]])
            ctx["dok"] = self.pick(DOCS)
        else:
            text = self.pick(FOLLOW_SERVICE[s]).replace(
                "{svc}", self.pick(SERVICE_NAME[PUBLIC[nxt]["svc"]])
            )
        return nxt, self.fill(text, ctx)

    def internal_session(self) -> list[tuple[str, str, bool]]:
        rng = self.rng
        s = self.s
        keys = [k for k, _ in INTERNAL_WEEK[s]]
        cur = rng.choices(keys, [w for _, w in INTERNAL_WEEK[s]])[0]
        reg, kind = cur
        lines = [self.line(self.internal_label(cur), self.internal_text(cur))]
        n_follow = rng.choices([0, 1, 2, 3, 4], [25, 30, 25, 12, 8])[0]
        for _ in range(n_follow):
            opts: list[tuple[str, tuple[str, str], int]] = []
            if kind == "count":
                opts.append(("place", cur, 3))
            opts.append(("period", cur, 3))
            if kind == "threshold":
                opts.append(("thresh", cur, 1))
            for k in keys:
                if k[1] == kind and k[0] != reg:
                    opts.append(("reg", k, 2))
                if k[0] == reg and k[1] != kind:
                    opts.append(("kind", k, 2))
            action, nxt, _ = rng.choices(opts, [w for _, _, w in opts])[0]
            tf = INTERNAL_FOLLOW[s]
            if action == "place":
                text = self.pick(tf["place"])
            elif action == "period":
                text = self.pick(tf["period"][kind])
            elif action == "thresh":
                text = self.pick(tf["thresh"])
            elif action == "reg":
                text = self.pick(tf["reg"]).replace("{reg}", self.pick(REG_NAME[s][nxt[0]]))
            else:
                text = self.pick(tf["kind"][nxt[1]])
            cur = nxt
            reg, kind = cur
            lines.append(
                self.line(self.internal_label(cur), self.noisy(self.fill(text), public=False))
            )
        if rng.random() < 0.1:
            lines.append(("none", self.pick(INTERNAL_NONE), False))
        return lines

    def internal_label(self, key: tuple[str, str]) -> str:
        return f"int-{key[0]}-{key[1]}"

    def internal_text(self, key: tuple[str, str]) -> str:
        reg, kind = key
        t = self.pick(INTERNAL_TEMPLATES[self.s][kind]).replace(
            "{reg}", self.pick(REG_NAME[self.s][reg])
        )
        return self.noisy(self.fill(t), public=False)

    # -- time ------------------------------------------------------------------------------------
    def start_time(self, internal: bool) -> dt.datetime:
        rng = self.rng
        days = list(range(7))
        if internal:
            day = rng.choices(days, [1, 1, 1, 1, 1, 0.05, 0.02])[0]
            hour = rng.choices(range(24), [1.0 if 8 <= h <= 16 else 0.003 for h in range(24)])[0]
        else:
            day = rng.choices(days, DAY_WEIGHT)[0]
            hour = rng.choices(range(24), HOUR_WEIGHT)[0]
        return self.cfg["start"] + dt.timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )

    def place(self, lines: list, internal: bool) -> list[dt.datetime]:
        rng = self.rng
        t = self.start_time(internal)
        times = [t]
        for _ in lines[1:]:
            t = t + dt.timedelta(
                seconds=rng.randrange(20, 40 if internal else 30) * rng.randrange(1, 8)
            )
            times.append(t)
        end = self.cfg["start"] + dt.timedelta(days=7) - dt.timedelta(seconds=1)
        if times[-1] > end:
            shift = times[-1] - end
            times = [x - shift for x in times]
        return times

    # -- the week --------------------------------------------------------------------------------
    def build(self) -> tuple[list[str], dict]:
        rng = self.rng
        rows = []
        n_int = 0
        while n_int < INTERNAL_LINES:
            lines = self.internal_session()[: INTERNAL_LINES - n_int]
            n_int += len(lines)
            rows.append(("internal", lines))
        zipf = [1.0 / (r + 1) ** self.cfg["zipf"] for r in range(len(self.public))]
        n_pub = 0
        while n_pub < LINES_PER_WEEK - INTERNAL_LINES:
            lines = self.public_session(zipf)[: LINES_PER_WEEK - INTERNAL_LINES - n_pub]
            n_pub += len(lines)
            rows.append(("public", lines))
        rng.shuffle(rows)
        out = []
        used_sessions: set[str] = set()
        n_typo = 0
        for seq, (surface, lines) in enumerate(rows):
            sid = f"s-{rng.getrandbits(48):012x}"
            while sid in used_sessions:
                sid = f"s-{rng.getrandbits(48):012x}"
            used_sessions.add(sid)
            times = self.place(lines, surface == "internal")
            for k, ((label, text, typo), at) in enumerate(zip(lines, times, strict=True)):
                rec = {
                    "at": at.isoformat(),
                    "session": sid,
                    "question": text,
                    "surface": surface,
                }
                if label != "none" and rng.random() < 0.05:
                    rec["feedback"] = "up" if rng.random() < 0.55 else "down"
                rec["label"] = label
                out.append((at, seq, k, rec))
                n_typo += typo
        out.sort(key=lambda x: (x[0], x[1], x[2]))
        jsonl = [json.dumps(r, ensure_ascii=False) for *_, r in out]
        labels = [r["label"] for *_, r in out]
        covered = {}
        for lab in sorted({x for x in labels if x != "none"}):
            if lab.startswith("int-"):
                reg, kind = lab[4:].split("-", 1)
                covered[lab] = INTERNAL_COVER[(reg, kind)]
            else:
                covered[lab] = PUBLIC[lab]["cover"]
        expected = set(self.public) | {self.internal_label(k) for k in self.internal}
        missing = expected - set(covered)
        if missing:
            raise SystemExit(f"{self.name}: intents never sampled: {sorted(missing)}")
        n = len(labels)
        stats = {
            "lines": n,
            "intents": len(covered),
            "covered": sum(1 for v in covered.values() if v),
            "internal": sum(1 for *_, r in out if r["surface"] == "internal") / n,
            "none": labels.count("none") / n,
            "typos": n_typo / n,
        }
        truth = {"set": GOLDEN_SET, "covered": covered}
        return jsonl, {"truth": truth, "stats": stats}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks", help="output directory")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name in WEEKS:
        jsonl, meta = Week(name).build()
        (out / f"{NAME}-{name}.jsonl").write_text("\n".join(jsonl) + "\n", encoding="utf-8")
        (out / f"{NAME}-{name}.truth.json").write_text(
            json.dumps(meta["truth"], ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        st = meta["stats"]
        print(
            f"{name}: {st['lines']} lines, {st['intents']} intents ({st['covered']} covered), "
            f"internal {st['internal']:.1%}, none {st['none']:.1%}, typos {st['typos']:.1%}"
        )


if __name__ == "__main__":
    main()
