"""Held-out weeks of AHU chatbot traffic, written by hand by the author `papa`.

Writes two labelled weeks (typical and hard) and their coverage truth files:

    python3 bench/weeks/papa_week.py --out bench/weeks

Stdlib only; every random choice goes through random.Random(seed), so each run
writes byte-identical files. The phrasings below are hand-written; the script only
samples them, fills places and periods for the staff questions, and adds noise
(greetings, chat spellings, casing, punctuation, repeated letters, typos, fake
personal details).
"""

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "papa"
SET_PATH = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
TOTAL_LINES = 3000
INTERNAL_LINES = 240
NONE_LINES = 120


def pub(iid, svc, facet, item, q, fu=()):
    return {"id": iid, "svc": svc, "facet": facet, "item": item, "q": list(q), "fu": list(fu)}


def stf(iid, item, q, same, switch=None):
    return {"id": iid, "item": item, "q": list(q), "same": list(same), "switch": dict(switch or {})}


# --------------------------------------------------------------------------------------
# Typical week: public intents, most asked first (Zipf rank = list order).
# --------------------------------------------------------------------------------------
TYPICAL_PUBLIC = [
    pub(
        "ptp-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan syaratnya apa ya",
            "persyaratan pendirian PT perorangan",
            "syarat PT perorangan apa saja kak",
            "untuk daftar PT perorangan butuh syarat apa saja?",
            "saya mau mendirikan PT perorangan, apa saja persyaratannya?",
            "PT perorangan syaratnya apa",
            "kalau mau bikin PT perseorangan apa saja yang harus dipenuhi",
            "syarat pendirian PT perorangan untuk UMKM apa saja",
            "bisa tolong jelaskan syarat PT perorangan",
            "apakah ada batas usia untuk mendirikan PT perorangan?",
            "WNA bisa bikin PT perorangan gak?",
            "syarat-syarat mendirikan PT perorangan bagaimana",
        ],
        [
            "syaratnya apa aja?",
            "trus syaratnya apa?",
            "kalau syarat-syaratnya apa saja?",
            "persyaratannya apa ya?",
        ],
    ),
    pub(
        "ahu-lupa-password",
        "ahu",
        "password",
        None,
        [
            "lupa password AHU online gimana ya",
            "akun AHU saya lupa kata sandi, cara resetnya bagaimana?",
            "gak bisa login AHU online karena lupa password",
            "cara reset password akun AHU",
            "saya lupa password dan email reset tidak masuk",
            "kata sandi AHU lupa, mohon bantuannya",
            "bagaimana cara mengganti password akun AHU yang lupa",
            "reset password AHU di mana",
            "link reset password tidak masuk ke email saya",
            "password salah terus pas login AHU, harus gimana",
            "lupa sandi akun ahu online",
        ],
    ),
    pub(
        "apostille-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille per dokumen?",
            "biaya apostille berapa ya",
            "apostille bayar berapa kak",
            "tarif apostille untuk ijazah berapa",
            "biaya apostille satu dokumen berapa?",
            "apostille akta kelahiran biayanya berapa",
            "kalau apostille 3 dokumen bayarnya berapa",
            "harga apostille berapa min",
            "biaya pengurusan apostille di Kementerian Hukum berapa",
            "apostille ada biayanya gak?",
        ],
        [
            "biayanya berapa?",
            "terus biayanya berapa untuk satu dokumen?",
            "bayarnya berapa ya?",
            "kalau biayanya?",
            "berapa biayanya untuk satu dokumen?",
        ],
    ),
    pub(
        "fidusia-cara-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara daftar jaminan fidusia?",
            "cara pendaftaran fidusia online",
            "daftar fidusia gimana caranya",
            "prosedur pendaftaran jaminan fidusia",
            "mau daftarkan fidusia kendaraan, caranya bagaimana",
            "pendaftaran fidusia bisa online gak?",
            "langkah-langkah mendaftarkan jaminan fidusia",
            "fidusia didaftarkan di mana ya",
            "cara mendapatkan sertifikat jaminan fidusia",
            "cara input pendaftaran fidusia di AHU",
        ],
        ["cara daftarnya gimana?", "kalau cara mendaftarkannya?"],
    ),
    pub(
        "voucher-pnbp-bayar",
        "voucher",
        "cara",
        None,
        [
            "cara bayar voucher PNBP AHU gimana?",
            "voucher pembayaran AHU bayarnya lewat mana",
            "bisa bayar voucher PNBP lewat m-banking?",
            "kode voucher sudah dapat, bayarnya di mana",
            "bayar PNBP AHU bisa pakai bank apa saja",
            "pembayaran voucher AHU lewat teller bisa?",
            "bagaimana cara membayar voucher PNBP",
            "voucher AHU bisa dibayar lewat ATM?",
        ],
    ),
    pub(
        "yayasan-cara-pendirian",
        "yay",
        "cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau mendirikan yayasan sosial, langkahnya apa saja",
            "pendirian yayasan harus lewat notaris?",
            "cara mengesahkan yayasan jadi badan hukum",
            "mendirikan yayasan pendidikan gimana prosesnya",
            "tahapan mendirikan yayasan",
            "mau buka yayasan yatim piatu, gimana cara daftarnya",
        ],
        ["kalau caranya gimana?", "cara mendirikannya gimana?"],
    ),
    pub(
        "wasiat-cek",
        "was",
        "cek",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum punya wasiat atau tidak?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "ayah saya meninggal, gimana tahu ada wasiat atau tidak",
            "cara mengurus surat keterangan wasiat",
            "mau cek apakah ada wasiat terdaftar atas nama almarhumah ibu",
            "pencarian data wasiat gimana caranya",
            "surat keterangan wasiat untuk ahli waris ngurusnya bagaimana",
            "cara cek wasiat di AHU",
        ],
    ),
    pub(
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "biaya mendirikan PT perorangan berapa?",
            "bikin PT perorangan bayar berapa",
            "berapa biaya pendaftaran PT perorangan",
            "PT perorangan gratis atau bayar?",
            "PNBP PT perorangan berapa ya",
            "biaya PT perorangan",
            "total biaya daftar PT perorangan berapa kak",
            "apa saja biaya untuk mendirikan PT perorangan?",
        ],
        ["biayanya berapa?", "trus bayarnya berapa?", "kalau biayanya?"],
    ),
    pub(
        "apostille-apa-itu",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille?",
            "apostille itu apa ya",
            "maksudnya apostille apa",
            "pengertian apostille",
            "apostille itu untuk apa sih",
            "saya disuruh apostille dokumen, itu apa ya?",
            "apa yang dimaksud dengan layanan apostille",
        ],
    ),
    pub(
        "cv-tempat-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang di mana?",
            "pendaftaran CV di mana ya sekarang",
            "CV masih didaftarkan di pengadilan negeri?",
            "cara daftar CV gimana",
            "bikin CV daftarnya ke mana",
            "pendaftaran firma dilakukan di mana",
            "daftar CV lewat SABU gimana caranya",
            "cara mendaftarkan persekutuan komanditer",
        ],
    ),
    pub(
        "fidusia-roya",
        "fid",
        "bubar",
        None,
        [
            "cara roya fidusia gimana?",
            "bagaimana cara menghapus jaminan fidusia",
            "kredit sudah lunas, fidusianya dihapus gimana",
            "penghapusan sertifikat fidusia",
            "roya fidusia online caranya",
            "cara hapus fidusia setelah lunas",
            "leasing sudah lunas tapi fidusia belum diroya, gimana",
        ],
        ["kalau mau hapus fidusianya gimana?", "terus roya-nya gimana?"],
    ),
    pub(
        "kwn-anak-ganda-usia",
        "kwn",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "sampai umur berapa anak kewarganegaraan ganda harus memilih?",
            "anak dwi kewarganegaraan batas usianya berapa untuk memilih",
            "anak saya punya 2 kewarganegaraan, kapan harus memilih?",
            "batas umur anak berkewarganegaraan ganda",
            "umur berapa anak hasil kawin campur wajib memilih kewarganegaraan",
            "anak kewarganegaraan ganda terbatas harus pilih di usia berapa",
        ],
    ),
    pub(
        "ahu-daftar-akun",
        "ahu",
        "daftar",
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun di AHU",
            "registrasi akun AHU untuk umum gimana",
            "saya belum punya akun AHU, cara bikinnya?",
            "daftar akun AHU online harus notaris?",
            "buat user AHU gimana kak",
        ],
    ),
    pub(
        "pt-biasa-notaris",
        "ptb",
        "notaris",
        "pt-biasa-akta",
        [
            "pendirian PT biasa perlu akta notaris?",
            "bikin PT biasa harus pakai notaris gak",
            "PT biasa wajib akta notaris atau bisa sendiri?",
            "apakah PT persekutuan modal harus pakai akta notaris",
            "PT biasa bisa didirikan tanpa notaris?",
            "kalau PT yang bukan perorangan harus ke notaris ya?",
        ],
    ),
    pub(
        "ptp-perubahan",
        "ptp",
        "ubah",
        None,
        [
            "cara ubah data PT perorangan",
            "bagaimana cara mengubah alamat PT perorangan?",
            "mau ganti KBLI PT perorangan gimana",
            "perubahan pernyataan pendirian PT perorangan",
            "cara mengubah modal PT perorangan",
            "salah input nama PT perorangan bisa diubah?",
        ],
        ["kalau mau ubah datanya gimana?", "terus kalau ada perubahan data gimana?"],
    ),
    pub(
        "apostille-beda-legalisasi",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa bedanya apostille dan legalisasi?",
            "beda apostille sama legalisasi apa",
            "apostille atau legalisasi, bedanya apa ya",
            "perbedaan legalisasi dengan apostille",
            "dokumen saya perlu legalisasi atau apostille? bedanya apa",
        ],
        ["bedanya sama legalisasi apa?", "itu beda ya sama legalisasi?"],
    ),
    pub(
        "naturalisasi-syarat",
        "nat",
        "syarat",
        None,
        [
            "syarat naturalisasi jadi WNI apa saja",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA mau jadi WNI, syaratnya apa",
            "syarat permohonan kewarganegaraan Indonesia untuk orang asing",
        ],
    ),
    pub(
        "yayasan-ubah",
        "yay",
        "ubah",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan pengurus yayasan gimana",
            "mau ubah susunan pembina yayasan",
            "bagaimana mengubah anggaran dasar yayasan",
            "ketua yayasan meninggal, cara ganti pengurusnya",
        ],
    ),
    pub(
        "fidusia-biaya",
        "fid",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "tarif fidusia berapa",
            "berapa PNBP pendaftaran jaminan fidusia",
            "daftar fidusia bayar berapa",
            "biaya fidusia untuk nilai penjaminan 100 juta berapa",
        ],
        ["biayanya berapa?", "bayarnya berapa?"],
    ),
    pub(
        "koperasi-pendirian",
        "kop",
        "cara",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi simpan pinjam gimana",
            "pengesahan badan hukum koperasi di mana",
            "koperasi didaftarkan lewat AHU juga?",
            "prosedur pendirian koperasi",
        ],
    ),
    pub(
        "apostille-lama",
        "apo",
        "lama",
        None,
        [
            "berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "proses apostille lama gak",
            "kapan sertifikat apostille jadi",
            "apostille bisa selesai sehari?",
        ],
        ["berapa lama jadinya?", "prosesnya berapa hari?"],
    ),
    pub(
        "ptp-bubar",
        "ptp",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "PT perorangan mau ditutup gimana",
            "pembubaran PT perorangan prosedurnya apa",
            "gimana tutup PT perorangan yang sudah tidak jalan",
            "cara bubarin PT perorangan",
        ],
        ["kalau mau dibubarkan gimana?"],
    ),
    pub(
        "voucher-kedaluwarsa",
        "voucher",
        "expired",
        None,
        [
            "voucher sudah expired tapi belum dibayar gimana",
            "kode voucher kedaluwarsa, harus buat baru?",
            "voucher AHU masa berlakunya berapa lama",
            "voucher expired belum sempat bayar",
            "kalau voucher lewat batas waktu bayar gimana",
        ],
    ),
]

# --------------------------------------------------------------------------------------
# Hard week: public intents. Many differ only in the facet asked about one service.
# --------------------------------------------------------------------------------------
HARD_PUBLIC = [
    pub(
        "ptp-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement buat PT perorangan apa aja?",
            "dokumen apa yg perlu disiapkan utk bikin PT perseorangan",
            "apa aja yang harus dipenuhi kalau mau punya PT sendirian",
            "what do I need to set up a PT perorangan?",
            "kelengkapan berkas pendirian PT perorangan",
            "mau buka usaha PT 1 orang, butuh apa aja ya",
            "PT perorangan boleh didirikan WNA gak? minimal umurnya berapa?",
            "Apakah pendirian PT perorangan memerlukan akta notaris?",
            "checklist dokumen PT perorangan",
            "pendiri PT perorangan harus memenuhi kriteria apa",
            "PT perorangan: who can be the founder?",
            "anak 16 tahun bisa jadi pendiri PT perorangan?",
        ],
        [
            "requirement-nya apa aja?",
            "kalau dokumen yg perlu disiapin apa?",
            "yg harus dipenuhi apa aja?",
            "what are the requirements?",
        ],
    ),
    pub(
        "apostille-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "fee apostille per dokumen brp",
            "how much is an apostille?",
            "PNBP apostille berapa",
            "ongkos apostille ijazah",
            "tarif apostille per lembar",
            "apostille berbayar ya? nominalnya berapa",
            "harga sertifikat apostille",
            "apostille cost per document?",
            "mau apostille 5 dokumen, total yg harus ditransfer berapa",
            "keluar duit berapa buat apostille akta nikah",
        ],
        [
            "fee nya brp?",
            "bayarnya berapa per dokumen?",
            "ongkosnya?",
            "how much for one document?",
            "berapa biayanya untuk satu dokumen?",
        ],
    ),
    pub(
        "ptp-biaya",
        "ptp",
        "biaya",
        None,
        [
            "ongkos bikin PT perorangan brp",
            "fee pendaftaran PT perorangan berapa ya",
            "PT perorangan PNBP nya berapa",
            "how much does it cost to register a PT perorangan?",
            "bayar berapa sih buat PT perseorangan",
            "tarif pengesahan PT perorangan",
            "keluar duit berapa kalau daftar PT perorangan",
            "PT perorangan itu free atau ada fee nya?",
            "Apa saja biaya untuk mendirikan PT perorangan?",
            "nominal yg harus dibayar utk PT 1 pendiri",
        ],
        ["fee nya berapa?", "ongkosnya brp?", "how much?", "bayarnya?"],
    ),
    pub(
        "fidusia-cara-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "prosedur registrasi jaminan fidusia",
            "how to register a fiduciary security?",
            "fidusia ngurusnya lewat mana",
            "step daftar fidusia online",
            "sertifikat fidusia didapat gimana",
            "alur pendaftaran jaminan fidusia di AHU",
            "mekanisme pencatatan fidusia buat kredit motor",
            "fiducia registration procedure",
        ],
        ["daftarnya lewat mana?", "how to register it?"],
    ),
    pub(
        "ahu-lupa-password",
        "ahu",
        "password",
        None,
        [
            "forgot password AHU",
            "gak bisa masuk akun AHU lupa sandi",
            "reset kata sandi AHU online",
            "password AHU ke-lock, gmn bukanya",
            "email recovery AHU gak nyampe",
            "can't login AHU online, forgot my password",
        ],
    ),
    pub(
        "apostille-dokumen",
        "apo",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa aja yg bisa diapostille?",
            "ijazah bisa diapostille gak?",
            "akta kelahiran termasuk yg bisa di-apostille?",
            "which documents can be apostilled in Indonesia",
            "jenis dokumen yang dilayani apostille",
            "dokumen dari notaris bisa apostille?",
            "SKCK bisa diapostille ga",
            "transkrip nilai bisa dapat apostille?",
        ],
    ),
    pub(
        "apostille-syarat",
        "apo",
        "syarat",
        None,
        [
            "berkas apa yang harus disiapkan untuk mengajukan apostille?",
            "requirement apply apostille apa aja",
            "mau ajukan apostille, yang perlu disiapin apa",
            "syarat permohonan apostille",
            "pas apply apostille harus upload apa aja",
            "kelengkapan permohonan apostille",
            "Dokumen apa saja yang harus dilampirkan untuk permohonan apostille?",
        ],
        ["syarat ngajuinnya apa?", "yg perlu disiapin buat apply apa aja?"],
    ),
    pub(
        "ptp-lama",
        "ptp",
        "lama",
        None,
        [
            "PT perorangan jadinya berapa hari?",
            "how long proses PT perorangan",
            "berapa lama sertifikat PT perorangan terbit",
            "pendaftaran PT perorangan bisa sehari jadi?",
            "estimasi waktu pengesahan PT perorangan",
            "kapan sertifikat PT perorangan keluar setelah submit",
            "durasi bikin PT perseorangan",
        ],
        ["jadinya brp lama?", "how long?", "prosesnya berapa hari?"],
    ),
    pub(
        "yayasan-cara-pendirian",
        "yay",
        "cara",
        "yayasan-pendirian",
        [
            "step mendirikan yayasan",
            "how to establish a yayasan?",
            "bikin yayasan panti asuhan prosedurnya",
            "yayasan didirikan lewat mana",
            "mau buka yayasan, mulai dari mana",
            "alur pengesahan yayasan di AHU",
            "tata cara membentuk yayasan keagamaan",
        ],
        ["caranya gimana?", "prosedurnya?"],
    ),
    pub(
        "apostille-apa-itu",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apostille tuh apaan",
            "what is an apostille?",
            "arti apostille",
            "sering dengar apostille, sebenernya itu apa?",
            "definisi apostille",
            "apostille itu layanan apa",
        ],
    ),
    pub(
        "ptp-cara",
        "ptp",
        "cara",
        None,
        [
            "langkah-langkah daftar PT perorangan online",
            "PT perorangan daftarnya lewat mana?",
            "step by step bikin PT perorangan",
            "prosedur registrasi PT perorangan di AHU",
            "how to register a PT perorangan",
            "PT perorangan ngurusnya di mana",
            "Bagaimana cara mendirikan PT perorangan?",
        ],
        ["caranya gimana?", "daftarnya lewat mana?", "how to apply?"],
    ),
    pub(
        "wasiat-cek",
        "was",
        "cek",
        "wasiat-pencarian",
        [
            "cek ada tidaknya wasiat almarhum",
            "how to check if the deceased left a will",
            "surat keterangan wasiat buat urus warisan",
            "nenek meninggal, mau tau dia bikin wasiat atau nggak",
            "search wasiat di daftar pusat gimana",
            "ahli waris mau pastikan ada testamen atau tidak",
        ],
        ["cara ngeceknya gimana?"],
    ),
    pub(
        "fidusia-roya",
        "fid",
        "bubar",
        None,
        [
            "roya fidusia gmn",
            "hapus fidusia after lunas",
            "penghapusan jaminan fidusia online",
            "cara coret fidusia yg udah lunas",
            "Bagaimana cara menghapus jaminan fidusia?",
            "delete sertifikat fidusia bisa sendiri?",
            "kredit mobil lunas, fidusianya dicabut gimana",
        ],
        ["kalau udah lunas hapusnya gimana?", "roya nya gimana?"],
    ),
    pub(
        "kwn-anak-ganda-usia",
        "kwn",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dual citizenship harus pilih umur brp",
            "deadline anak kewarganegaraan ganda milih",
            "limit usia anak berkewarganegaraan ganda terbatas",
            "anak kawin campur sampai kapan boleh punya 2 paspor",
            "at what age must a dual-citizen child choose?",
        ],
    ),
    pub(
        "ptp-ubah",
        "ptp",
        "ubah",
        None,
        [
            "revisi data PT perorangan gmn",
            "ganti alamat usaha di PT perorangan",
            "update KBLI PT perorangan",
            "koreksi nama PT perorangan yg salah ketik",
            "how to change the address of my PT perorangan",
            "pernyataan perubahan PT perorangan caranya",
        ],
        ["kalau mau ganti datanya?", "update datanya gimana?"],
    ),
    pub(
        "cv-tempat-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "CV registrasinya di mana skrg",
            "where do I register a CV?",
            "masih ke pengadilan negeri gak buat daftar firma?",
            "pencatatan CV lewat SABU ya?",
            "persekutuan komanditer didaftarin ke instansi mana",
        ],
        ["daftarnya ke mana?"],
    ),
    pub(
        "apostille-beda-legalisasi",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "legalisasi vs apostille",
            "apostille sama legalisir bedanya apa",
            "difference between apostille and legalization?",
            "kapan pakai apostille, kapan masih legalisasi kedutaan",
        ],
        ["bedanya sama legalisasi?"],
    ),
    pub(
        "yayasan-biaya",
        "yay",
        "biaya",
        None,
        [
            "ongkos pendirian yayasan berapa",
            "biaya pengesahan yayasan",
            "PNBP yayasan",
            "fee bikin yayasan",
            "bayar berapa buat daftar yayasan",
        ],
        ["ongkosnya berapa?", "fee nya?"],
    ),
    pub(
        "apostille-cara",
        "apo",
        "cara",
        None,
        [
            "gimana cara apply apostille online",
            "apostille ngurusnya di mana?",
            "how to get an apostille",
            "langkah permohonan apostille lewat AHU",
            "apostille harus datang ke kantor gak?",
        ],
        ["ngurusnya di mana?", "how to apply?"],
    ),
    pub(
        "fidusia-biaya",
        "fid",
        "biaya",
        None,
        [
            "PNBP fidusia berapa",
            "fee daftar fidusia",
            "ongkos fidusia utk kredit mobil",
            "tarif jaminan fidusia per akta",
            "tarif fidusia kalau nilai penjaminan di atas 500 jt",
        ],
        ["fee nya berapa?", "ongkosnya?"],
    ),
    pub(
        "apostille-lama",
        "apo",
        "lama",
        None,
        [
            "apostille selesai berapa hari kerja",
            "how long does apostille processing take",
            "kapan apostille jadi kalau submit hari ini",
            "estimasi waktu apostille",
            "Berapa lama apostille untuk satu dokumen?",
        ],
        ["jadinya kapan?", "how long?"],
    ),
    pub(
        "pt-biasa-notaris",
        "ptb",
        "notaris",
        "pt-biasa-akta",
        [
            "PT persekutuan modal wajib pakai notaris?",
            "bikin PT biasa bisa tanpa notaris?",
            "PT non perorangan perlu akta notaris gak",
            "does a regular PT need a notarial deed?",
        ],
    ),
    pub(
        "yayasan-bubar",
        "yay",
        "bubar",
        None,
        [
            "Bagaimana cara membubarkan yayasan?",
            "yayasan udah gak aktif mau ditutup",
            "pembubaran yayasan prosedurnya",
            "how to dissolve a foundation",
            "likuidasi yayasan gimana",
        ],
        ["kalau mau dibubarkan?"],
    ),
    pub(
        "perkumpulan-badan-hukum",
        "perk",
        "bh",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan biar berbadan hukum gmn",
            "pengesahan badan hukum perkumpulan",
            "komunitas kami mau jadi perkumpulan berbadan hukum, prosedurnya?",
            "how can an association get legal entity status",
        ],
    ),
    pub(
        "cv-syarat",
        "cv",
        "syarat",
        None,
        [
            "syarat mendirikan CV",
            "requirement bikin CV apa aja",
            "CV minimal butuh berapa orang sekutu",
            "berkas apa yang perlu disiapkan untuk CV",
        ],
    ),
    pub(
        "kwn-anak-cara",
        "kwn",
        "cara",
        None,
        [
            "cara anak kewarganegaraan ganda menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan untuk anak ganda",
            "how to declare Indonesian citizenship for a dual-citizen child",
            "anak saya udah 18, ngurus pilih WNI-nya di mana",
        ],
    ),
    pub(
        "ptp-bubar",
        "ptp",
        "bubar",
        None,
        [
            "tutup PT perorangan prosedurnya apa",
            "PT perorangan udh gak aktif mau dibubarin",
            "how to close a PT perorangan",
            "pembubaran PT perseorangan",
            "Apa saja syarat untuk membubarkan PT perorangan?",
        ],
        ["kalau mau tutup?", "how to close it?"],
    ),
    pub(
        "yayasan-ubah",
        "yay",
        "ubah",
        None,
        [
            "ganti pembina yayasan",
            "perubahan anggaran dasar yayasan",
            "update pengurus yayasan di AHU",
            "revisi akta yayasan",
        ],
        ["kalau mau ganti pengurusnya?"],
    ),
    pub(
        "wasiat-biaya",
        "was",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat",
            "PNBP pencarian wasiat",
            "cek wasiat bayar berapa",
            "Berapa biaya untuk mengetahui apakah almarhum meninggalkan wasiat?",
        ],
        ["bayar berapa?", "fee nya?"],
    ),
    pub(
        "ptp-apa",
        "ptp",
        "apa",
        None,
        [
            "PT perorangan itu apa sih",
            "bedanya PT perorangan sama PT biasa apa",
            "PT perorangan vs PT persekutuan modal, what's the difference?",
            "maksudnya PT perseorangan gimana",
        ],
    ),
    pub(
        "naturalisasi-syarat",
        "nat",
        "syarat",
        None,
        [
            "requirement naturalisasi",
            "WNA mau jadi WNI perlu dokumen apa",
            "syarat pewarganegaraan",
        ],
    ),
    pub(
        "voucher-pnbp-bayar",
        "voucher",
        "cara",
        None,
        [
            "bayar voucher AHU via BCA bisa?",
            "how to pay the PNBP voucher",
            "voucher AHU bayarnya di mana",
        ],
    ),
    pub(
        "fidusia-ubah",
        "fid",
        "ubah",
        None,
        [
            "perubahan sertifikat fidusia",
            "mau ganti data di sertifikat fidusia",
            "salah nomor rangka di fidusia, bisa dikoreksi?",
            "Bagaimana cara mengubah jaminan fidusia yang sudah terdaftar?",
        ],
        ["kalau ada data yg salah, revisinya gimana?"],
    ),
]

# Service switches inside a public session ("kalau yayasan?"): same facet, other service.
SWITCH = {
    "ptp": [
        "kalau PT perorangan?",
        "klo PT perorangan gimana?",
        "kalau untuk PT perorangan?",
        "kalau yang PT perorangan?",
    ],
    "cv": ["kalau CV?", "klo CV gimana", "kalau CV atau firma?"],
    "yay": ["kalau yayasan?", "untuk yayasan gimana?", "klo yayasan?"],
    "kop": ["kalau koperasi?", "koperasi gimana?"],
}
SWITCH_HARD_EXTRA = {
    "ptp": ["how about PT perorangan?", "PT perorangan sama gak?"],
    "cv": ["how about a CV?"],
    "yay": ["what about a yayasan?", "kalo foundation/yayasan?"],
}

# --------------------------------------------------------------------------------------
# Internal surface: staff asking the data agent. Slots: {prov} {periode} {periode2}
# {tahun} {k} {n}.
# --------------------------------------------------------------------------------------
COUNT_SAME = [
    "kalau {prov}?",
    "klo {prov} berapa?",
    "tahun lalu berapa?",
    "kalau {periode}?",
    "bulan sebelumnya?",
    "yang {prov} aja",
    "{prov} gimana?",
    "kalau tahun {tahun}?",
]

TYPICAL_INTERNAL = [
    stf(
        "int-ptp-jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "Berapa PT perorangan yang didaftarkan {periode} per provinsi?",
            "jumlah pendaftaran PT perorangan di {prov} {periode}",
            "berapa PT perorangan terdaftar di {prov} {periode}?",
            "total PT perorangan {periode}",
            "tolong hitung PT perorangan yang daftar di {prov} {periode}",
            "jumlah PT perorangan per provinsi {periode}",
            "ada berapa PT perorangan baru di {prov} {periode}?",
            "minta data jumlah PT perorangan {prov} {periode}",
            "PT perorangan {prov} {periode} ada berapa",
        ],
        COUNT_SAME,
        {
            "int-ptp-pertumbuhan": [
                "dibanding tahun lalu naik berapa persen?",
                "selisihnya sama {periode2} berapa?",
                "itu naik atau turun dibanding bulan sebelumnya? berapa persen?",
            ],
            "int-fidusia-jumlah": [
                "kalau fidusia?",
                "yang fidusia berapa?",
                "pendaftaran fidusia di sana berapa?",
            ],
            "int-ptp-ranking-provinsi": [
                "provinsi mana yang paling banyak?",
                "urutkan {k} provinsi teratas dong",
            ],
        },
    ),
    stf(
        "int-ptp-ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "{k} provinsi mana yang paling banyak mendaftarkan PT perorangan {periode}?",
            "provinsi dengan pendaftaran PT perorangan terbanyak {periode}",
            "ranking provinsi untuk PT perorangan {periode}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {periode}",
            "top {k} provinsi PT perorangan {periode}",
            "provinsi apa saja yang masuk {k} besar PT perorangan {periode}?",
        ],
        [
            "kalau {periode}?",
            "{k} besar aja",
            "tahun {tahun} gimana urutannya?",
            "kalau {periode} urutannya berubah gak?",
        ],
        {
            "int-ptp-jumlah": ["kalau {prov} sendiri jumlahnya berapa?"],
            "int-fidusia-ranking": ["kalau fidusia urutannya gimana?", "yang fidusia top {k}-nya?"],
        },
    ),
    stf(
        "int-fidusia-kanwil-ambang",
        "internal-fidusia-kantor-wilayah",
        [
            "Kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran fidusia {periode}?",
            "kanwil yang pendaftaran fidusianya di atas {n} {periode}",
            "daftar kanwil dengan fidusia lebih dari {n} {periode}",
            "kanwil mana aja yg fidusianya tembus {n} {periode}",
            "sebutkan kanwil dengan pendaftaran jaminan fidusia > {n} {periode}",
        ],
        ["kalau di atas {n}?", "klo {periode}?", "yang lebih dari {n} aja", "batasnya {n} deh"],
        {
            "int-ptp-kanwil-ambang": [
                "kalau PT perorangan?",
                "untuk PT perorangan yang di atas {n}?",
            ],
            "int-fidusia-jumlah": ["total fidusia nasional {periode} berapa?"],
        },
    ),
    stf(
        "int-fidusia-jumlah",
        None,
        [
            "berapa pendaftaran fidusia {periode} di {prov}?",
            "jumlah sertifikat fidusia yang terbit {periode}",
            "total pendaftaran jaminan fidusia {periode}",
            "fidusia {prov} {periode} berapa?",
            "hitung pendaftaran fidusia per provinsi {periode}",
        ],
        COUNT_SAME,
        {
            "int-fidusia-kanwil-ambang": ["kanwil mana aja yang di atas {n}?"],
            "int-fidusia-ranking": ["provinsi mana yg paling banyak fidusianya?"],
        },
    ),
    stf(
        "int-ptp-pertumbuhan",
        None,
        [
            "berapa persen kenaikan PT perorangan {periode} dibanding {periode2}?",
            "pertumbuhan pendaftaran PT perorangan di {prov} dibanding tahun lalu berapa persen?",
            "selisih jumlah PT perorangan {periode} dan {periode2}",
            "PT perorangan {prov} naik atau turun dibanding {periode2}? berapa selisihnya",
        ],
        ["kalau {prov}?", "kalau dibanding {periode2}?"],
    ),
]

HARD_INTERNAL = [
    stf(
        "int-ptp-jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "total registrasi PT perorangan {prov} {periode}",
            "how many PT perorangan registered in {prov} {periode}?",
            "jml PT perorangan {prov} {periode}",
            "hitungin badan usaha PT perorangan baru {periode}",
            "PT perseorangan yg masuk {periode} berapa, breakdown per provinsi",
            "Berapa PT perorangan yang didaftarkan {periode} per provinsi?",
            "angka pendaftaran PT perorangan wilayah {prov} {periode}",
            "count PT perorangan {periode}",
        ],
        [*COUNT_SAME, "what about {prov}?", "and {periode}?"],
        {
            "int-ptp-pertumbuhan": [
                "growth-nya vs {periode2} berapa persen?",
                "dibanding tahun lalu naik berapa persen?",
            ],
            "int-fidusia-jumlah": ["kalau fidusia?", "fidusianya berapa?"],
            "int-ptp-ranking-provinsi": [
                "provinsi mana yang paling banyak?",
                "ranking-nya gimana?",
            ],
            "int-ptp-kanwil-ambang": ["kanwil mana aja yang lebih dari {n}?"],
        },
    ),
    stf(
        "int-ptp-ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi top {k} PT perorangan {periode}",
            "{k} besar provinsi by PT perorangan {periode}",
            "which provinces lead PT perorangan registrations {periode}?",
            "Tiga provinsi mana yang paling banyak mendaftarkan PT perorangan pada {periode}?",
            "peringkat provinsi PT perseorangan {periode}",
            "provinsi juara pendaftaran PT perorangan {periode} siapa aja",
        ],
        ["kalau {periode}?", "top {k} aja", "and for {periode}?"],
        {
            "int-fidusia-ranking": ["kalau fidusia urutannya?", "same for fidusia?"],
            "int-ptp-jumlah": ["{prov} sendiri berapa?"],
        },
    ),
    stf(
        "int-fidusia-kanwil-ambang",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil yg fidusianya > {n} {periode}",
            "offices with more than {n} fidusia registrations {periode}",
            "kantor wilayah mana yang pendaftaran fidusianya melampaui {n} {periode}?",
            "list kanwil fidusia di atas {n} {periode}",
            "kanwil mana saja yg catat fidusia lebih dari {n} {periode}",
        ],
        ["kalau thresholdnya {n}?", "klo {periode}?", "above {n}?"],
        {
            "int-ptp-kanwil-ambang": ["kalau PT perorangan?", "same but PT perorangan"],
            "int-fidusia-ranking": ["urutkan provinsinya dong, top {k}"],
        },
    ),
    stf(
        "int-fidusia-jumlah",
        None,
        [
            "Berapa fidusia yang didaftarkan {periode} per provinsi?",
            "jml sertifikat fidusia terbit {periode} di {prov}",
            "how many fiduciary registrations {periode}?",
            "total jaminan fidusia {prov} {periode}",
        ],
        COUNT_SAME,
        {"int-fidusia-kanwil-ambang": ["kanwil mana aja yang di atas {n}?"]},
    ),
    stf(
        "int-ptp-kanwil-ambang",
        None,
        [
            "Kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran PT perorangan {periode}?",
            "kanwil dengan PT perorangan di atas {n} {periode}",
            "provinsi yg PT peroranganya tembus {n} {periode}",
        ],
        ["kalau di atas {n}?", "klo {periode}?"],
    ),
    stf(
        "int-fidusia-ranking",
        None,
        [
            "Tiga provinsi mana yang paling banyak mendaftarkan fidusia pada {periode}?",
            "top {k} provinsi fidusia {periode}",
            "ranking provinsi berdasarkan pendaftaran jaminan fidusia {periode}",
        ],
        ["kalau {periode}?", "top {k} aja"],
    ),
    stf(
        "int-ptp-pertumbuhan",
        None,
        [
            "growth PT perorangan {periode} vs {periode2} berapa persen",
            "kenaikan pendaftaran PT perorangan {prov} dibanding {periode2}",
            "selisih PT perorangan {periode} dengan {periode2}",
        ],
        ["kalau {prov}?"],
    ),
]

PROVS = [
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
    "Sumatera Selatan",
    "Lampung",
    "NTB",
    "NTT",
    "Papua",
    "Aceh",
    "Sumatera Barat",
    "Kalimantan Barat",
    "Sulawesi Utara",
    "Jatim",
    "Jabar",
    "Jateng",
    "DKI",
    "Sumut",
    "Sulsel",
    "Kaltim",
    "Jogja",
    "Kepri",
]
PERIODS = [
    "bulan lalu",
    "bulan ini",
    "Oktober 2026",
    "September 2026",
    "Agustus 2026",
    "tahun 2025",
    "tahun ini",
    "kuartal III 2026",
    "semester I 2026",
    "minggu lalu",
    "Januari-Oktober 2026",
    "tahun 2024",
]
PERIODS_HARD_EXTRA = ["last month", "Q3 2026", "YTD 2026", "in 2025", "okt 26", "H1 2026"]
PERIODS2 = [
    "tahun lalu",
    "bulan sebelumnya",
    "September 2026",
    "tahun 2024",
    "periode yang sama 2025",
]
YEARS = ["2023", "2024", "2025", "2026"]
THRESHOLDS = ["500", "1.000", "1000", "2.000", "750", "1.500", "300"]
TOPK = ["3", "5", "tiga", "lima", "10"]

# --------------------------------------------------------------------------------------
# Lines asking nothing.
# --------------------------------------------------------------------------------------
NONE_GREET = [
    "halo",
    "halo kak",
    "pagi min",
    "min",
    "p",
    "assalamualaikum",
    "selamat siang",
    "tes",
    "hai",
    "permisi",
    "malam min",
    "halo admin",
]
NONE_THANKS = [
    "makasih kak",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "terima kasih infonya",
    "sip",
    "oke noted",
    "baik terima kasih",
    "👍",
    "makasih min 🙏",
    "oke kak",
    "ok makasih",
]
NONE_HARD_EXTRA = ["thanks", "ok thank you", "noted min", "great, thx", "hello", "hi admin"]
NONE_INTERNAL = ["ok makasih", "sip", "noted", "oke", "thanks"]

GREETINGS = [
    "halo kak",
    "halo min",
    "min",
    "pagi",
    "pagi min",
    "selamat pagi",
    "siang kak",
    "sore min",
    "malam",
    "permisi",
    "assalamualaikum",
    "hai",
    "mohon info",
    "mau tanya",
    "kak mau tanya dong",
    "izin bertanya",
    "halo admin",
    "maaf mau tanya",
]
GREETINGS_HARD_EXTRA = ["hi", "hello min", "excuse me", "sorry mau tanya", "hi kak, quick question"]
CLOSINGS = [
    "ya",
    "dong",
    "makasih",
    "terima kasih",
    "mohon dibantu",
    "kak",
    "min",
    "thx",
    "🙏",
    "tolong dibantu ya",
    "trims",
    "ya kak",
    "gan",
]
CLOSINGS_HARD_EXTRA = ["pls", "thanks", "asap ya", "thank you"]

# Chat spellings: (word or phrase, variants). Longer phrases first.
ABBR = [
    ("terima kasih", ["makasih", "trims", "tq"]),
    ("apa saja", ["apa aja", "ap aja", "apa sj"]),
    ("di mana", ["dimana", "dmn"]),
    ("bagaimana", ["gmn", "bgmn", "gimana"]),
    ("gimana", ["gmn", "gmna"]),
    ("berapa", ["brp", "brapa"]),
    ("yang", ["yg"]),
    ("saya", ["sy", "aku"]),
    ("untuk", ["utk", "buat"]),
    ("bisa", ["bs", "bsa"]),
    ("tidak", ["gk", "ga", "tdk", "gak"]),
    ("gak", ["gk", "ga", "nggak"]),
    ("saja", ["aja", "sj"]),
    ("sudah", ["udh", "sdh", "udah"]),
    ("karena", ["krn", "karna"]),
    ("dengan", ["dgn"]),
    ("tolong", ["tlg"]),
    ("kalau", ["klo", "kalo", "kl"]),
    ("sama", ["sm"]),
    ("mau", ["mo", "mw"]),
    ("sekarang", ["skrg"]),
    ("belum", ["blm"]),
    ("harus", ["hrs"]),
    ("jadi", ["jd"]),
    ("juga", ["jg"]),
    ("tahun", ["thn"]),
    ("bulan", ["bln"]),
    ("jumlah", ["jml"]),
    ("provinsi", ["prov"]),
    ("dokumen", ["dok", "dokumen2"]),
]
ABBR_RES = [(re.compile(r"\b" + re.escape(w) + r"\b", re.IGNORECASE), v) for w, v in ABBR]

NAMES = [
    "Budi Santoso",
    "Siti Rahmawati",
    "Agus Wijaya",
    "Dewi Lestari",
    "Rudi Hartono",
    "Nur Aisyah",
    "Andi Pratama",
    "Rina Kurniasih",
    "Yusuf Maulana",
    "Putu Ayu Sri",
    "Made Wirawan",
    "Fitri Handayani",
    "Hendra Gunawan",
    "Lina Marlina",
    "Dedi Supriadi",
    "Wahyu Nugroho",
    "Maria Simanjuntak",
    "Ketut Arsana",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com"]
PII_TEMPLATES = [
    "nama saya {name}, NIK {nik}. {q}",
    "{q} no hp saya {phone}",
    "{q} tolong hubungi {phone}",
    "{q} email saya {email}",
    "{q} NPWP kami {npwp}",
    "sy {first} {phone}, {q}",
    "{q} (NIK {nik})",
    "saya {name} NIK {nik} no wa {phone}. {q}",
    "{q}. email: {email}, hp {phone}",
]
NIK_PROV = ["31", "32", "33", "35", "36", "51", "12", "73", "64", "11", "34", "16"]

NEAR_KEYS = {
    "a": "sqw",
    "s": "adw",
    "d": "sfe",
    "e": "wrd",
    "i": "uok",
    "o": "ipl",
    "u": "yij",
    "n": "bm",
    "m": "n",
    "r": "et",
    "t": "ry",
    "k": "jl",
    "g": "fh",
    "h": "gj",
    "p": "o",
    "l": "k",
    "b": "vn",
    "y": "tu",
}


# --------------------------------------------------------------------------------------
# Noise
# --------------------------------------------------------------------------------------
def fake_nik(rng):
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    region = f"{rng.choice(NIK_PROV)}{rng.randint(1, 79):02d}{rng.randint(1, 30):02d}"
    month = rng.randint(1, 12)
    year = rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 6)
    return f"{region}{day:02d}{month:02d}{year:02d}{rng.randint(1, 9999):04d}"


def fake_phone(rng):
    digits = (
        "8"
        + rng.choice(["1", "2", "5", "7", "9"])
        + "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([8, 9, 10])))
    )
    form = rng.randrange(5)
    if form == 0:
        return "0" + digits
    if form == 1:
        return "0" + digits[:3] + "-" + digits[3:7] + "-" + digits[7:]
    if form == 2:
        return "+62 " + digits[:3] + " " + digits[3:7] + " " + digits[7:]
    if form == 3:
        return "62" + digits
    return "0" + digits[:3] + " " + digits[3:7] + " " + digits[7:]


def fake_npwp(rng):
    d = "".join(str(rng.randint(0, 9)) for _ in range(15))
    if rng.random() < 0.6:
        return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:]}"
    return "0" + d


def fake_email(rng, name):
    parts = name.lower().split()
    sep = rng.choice([".", "_", ""])
    local = parts[0] + sep + parts[-1] if rng.random() < 0.6 else parts[0]
    if rng.random() < 0.6:
        local += str(rng.randint(1, 99))
    return local + "@" + rng.choice(MAIL_DOMAINS)


def add_pii(q, rng):
    name = rng.choice(NAMES)
    return rng.choice(PII_TEMPLATES).format(
        q=q,
        name=name,
        first=name.split()[0],
        nik=fake_nik(rng),
        phone=fake_phone(rng),
        email=fake_email(rng, name),
        npwp=fake_npwp(rng),
    )


def abbreviate(text, rng, p):
    for rx, variants in ABBR_RES:

        def repl(m, variants=variants):
            if rng.random() < p:
                return rng.choice(variants)
            return m.group(0)

        text = rx.sub(repl, text)
    return text


def make_typo(text, rng):
    words = list(re.finditer(r"[A-Za-z]{4,}", text))
    if not words:
        return text, False
    for _ in range(8):
        m = rng.choice(words)
        w = m.group(0)
        op = rng.choice(["swap", "drop", "double", "near", "swap", "drop"])
        i = rng.randrange(1, len(w) - 1)
        if op == "swap":
            new = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == "drop":
            new = w[:i] + w[i + 1 :]
        elif op == "double":
            new = w[:i] + w[i] + w[i:]
        else:
            c = w[i].lower()
            if c not in NEAR_KEYS:
                continue
            new = w[:i] + rng.choice(NEAR_KEYS[c]) + w[i + 1 :]
        if new != w:
            return text[: m.start()] + new + text[m.end() :], True
    return text, False


def stretch(word, rng):
    if word and word[-1].isalpha():
        return word + word[-1] * rng.randint(1, 3)
    return word


def casing(text, rng):
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.60 and len(text) < 60:
        return text.upper()
    if r < 0.70:
        return text[:1].upper() + text[1:]
    return text


def punctuate(text, rng):
    base = text.rstrip("?.! ")
    r = rng.random()
    if r < 0.40:
        return base
    if r < 0.50:
        return base + "??"
    if r < 0.55:
        return base + " ?"
    if r < 0.58:
        return base + "?!"
    if r < 0.61:
        return base + "..."
    if r < 0.64:
        return base + "."
    return text


class Noise:
    def __init__(self, rng, hard):
        self.rng = rng
        self.hard = hard
        self.greet = GREETINGS + (GREETINGS_HARD_EXTRA if hard else [])
        self.close = CLOSINGS + (CLOSINGS_HARD_EXTRA if hard else [])
        self.p_typo = 0.275 if hard else 0.325
        self.p_abbr = 0.40 if hard else 0.50

    def question(self, core, first=True, staff=False):
        rng = self.rng
        text = abbreviate(core, rng, self.p_abbr * (0.6 if staff else 1.0))
        text = casing(text, rng)
        text = punctuate(text, rng)
        typo = False
        if rng.random() < self.p_typo:
            text, typo = make_typo(text, rng)
        if first and not staff and rng.random() < (0.045 if self.hard else 0.055):
            text = add_pii(text, rng)
        if first and not staff and rng.random() < 0.27:
            g = rng.choice(self.greet)
            if rng.random() < 0.25:
                g = stretch(g, rng)
            text = g + rng.choice([", ", " ", " ", "... ", "! "]) + text
        elif staff and first and rng.random() < 0.08:
            text = rng.choice(["tolong", "minta", "cek"]) + " " + text
        if not staff and rng.random() < (0.2 if first else 0.1):
            c = rng.choice(self.close)
            if rng.random() < 0.25:
                c = stretch(c, rng)
            text = text + rng.choice([" ", " ", ", "]) + c
        if rng.random() < 0.05:
            words = text.split(" ")
            j = rng.randrange(len(words))
            words[j] = stretch(words[j], rng)
            text = " ".join(words)
        return text, typo

    def nothing(self, core):
        rng = self.rng
        text = core
        r = rng.random()
        if r < 0.15:
            text = stretch(text, rng)
        elif r < 0.25:
            text = text.upper()
        elif r < 0.4:
            text = text[:1].upper() + text[1:]
        typo = False
        if rng.random() < 0.1:
            text, typo = make_typo(text, rng)
        return text, typo


# --------------------------------------------------------------------------------------
# Week builder
# --------------------------------------------------------------------------------------
def zipf_weights(n, s):
    return [1.0 / (r + 1) ** s for r in range(n)]


def fill(template, rng, hard):
    periods = PERIODS + (PERIODS_HARD_EXTRA if hard else [])
    return template.format(
        prov=rng.choice(PROVS),
        periode=rng.choice(periods),
        periode2=rng.choice(PERIODS2),
        tahun=rng.choice(YEARS),
        k=rng.choice(TOPK),
        n=rng.choice(THRESHOLDS),
    )


def public_session(rng, noise, intents, weights, hard):
    switch = {k: list(v) for k, v in SWITCH.items()}
    if hard:
        for k, v in SWITCH_HARD_EXTRA.items():
            switch[k] = switch[k] + v
    n_q = rng.choices([1, 2, 3], weights=[72, 20, 8])[0]
    first = rng.choices(intents, weights=weights)[0]
    text, typo = noise.question(rng.choice(first["q"]), first=True)
    lines = [(text, first["id"], typo)]
    prev = first
    for _ in range(n_q - 1):
        facet_c = [
            b for b in intents if b["svc"] == prev["svc"] and b["id"] != prev["id"] and b["fu"]
        ]
        svc_c = [
            b
            for b in intents
            if b["facet"] == prev["facet"]
            and b["svc"] != prev["svc"]
            and b["svc"] in switch
            and prev["svc"] in switch
        ]
        r = rng.random()
        if r < 0.5 and facet_c:
            nxt = rng.choice(facet_c)
            core = rng.choice(nxt["fu"])
        elif r < 0.8 and svc_c:
            nxt = rng.choice(svc_c)
            core = rng.choice(switch[nxt["svc"]])
        else:
            nxt = prev
            while nxt["id"] == prev["id"]:
                nxt = rng.choices(intents, weights=weights)[0]
            core = rng.choice(nxt["q"])
        text, typo = noise.question(core, first=False)
        lines.append((text, nxt["id"], typo))
        prev = nxt
    return lines


def internal_session(rng, noise, intents, weights, hard):
    ids = [s["id"] for s in intents]
    by_id = {s["id"]: s for s in intents}
    n = rng.choices([1, 2, 3, 4, 5], weights=[20, 30, 26, 14, 10])[0]
    cur = rng.choices(intents, weights=weights)[0]
    text, typo = noise.question(fill(rng.choice(cur["q"]), rng, hard), first=True, staff=True)
    lines = [(text, cur["id"], typo)]
    for _ in range(n - 1):
        moves = [(to, t) for to, t in cur["switch"].items() if to in ids]
        if moves and rng.random() < 0.4:
            to, templates = rng.choice(moves)
            cur = by_id[to]
        else:
            templates = cur["same"]
        text, typo = noise.question(fill(rng.choice(templates), rng, hard), first=False, staff=True)
        lines.append((text, cur["id"], typo))
    return lines


def build_week(seed, start, public, internal, hard):
    rng = random.Random(seed)
    noise = Noise(rng, hard)
    pub_w = zipf_weights(len(public), 0.95 if hard else 1.05)
    int_w = zipf_weights(len(internal), 0.8)
    none_pool = NONE_THANKS + NONE_GREET + (NONE_HARD_EXTRA if hard else [])

    # Internal sessions, trimmed to exactly INTERNAL_LINES lines (a few end with a thank-you).
    internal_sessions = []
    count = 0
    while count < INTERNAL_LINES:
        lines = internal_session(rng, noise, internal, int_w, hard)
        if rng.random() < 0.06:
            t, ty = noise.nothing(rng.choice(NONE_INTERNAL))
            lines.append((t, "none", ty))
        lines = lines[: INTERNAL_LINES - count]
        count += len(lines)
        internal_sessions.append(lines)
    internal_none = sum(1 for s in internal_sessions for ln in s if ln[1] == "none")

    public_none = NONE_LINES - internal_none
    public_q = TOTAL_LINES - INTERNAL_LINES - public_none
    public_sessions = []
    count = 0
    while count < public_q:
        lines = public_session(rng, noise, public, pub_w, hard)[: public_q - count]
        count += len(lines)
        public_sessions.append(lines)

    standalone = []
    for _ in range(public_none):
        r = rng.random()
        if r < 0.35:
            t, ty = noise.nothing(rng.choice(NONE_GREET))
            rng.choice(public_sessions).insert(0, (t, "none", ty))
        elif r < 0.7:
            t, ty = noise.nothing(rng.choice(NONE_THANKS))
            rng.choice(public_sessions).append((t, "none", ty))
        else:
            t, ty = noise.nothing(rng.choice(none_pool))
            standalone.append([(t, "none", ty)])
    public_sessions.extend(standalone)

    all_sessions = [("internal", s) for s in internal_sessions] + [
        ("public", s) for s in public_sessions
    ]
    rng.shuffle(all_sessions)

    hour_pub = [
        0.3,
        0.15,
        0.1,
        0.1,
        0.2,
        0.5,
        1,
        2,
        4,
        6,
        7,
        6,
        4,
        5,
        6,
        5,
        4,
        3,
        3,
        4,
        5,
        4,
        3,
        1.5,
    ]
    hour_int = [0] * 7 + [1, 4, 6, 6, 4, 2, 5, 6, 5, 3, 1] + [0] * 6
    day_pub = [1.0, 1.0, 1.0, 1.0, 0.95, 0.6, 0.5]
    day_int = [1.0, 1.0, 1.0, 1.0, 0.9, 0.05, 0.03]
    used = set()
    records = []
    seq = 0
    for surface, lines in all_sessions:
        sid = f"s-{rng.getrandbits(48):012x}"
        while sid in used:
            sid = f"s-{rng.getrandbits(48):012x}"
        used.add(sid)
        gaps = [0]
        for j in range(1, len(lines)):
            if lines[j - 1][1] == "none" and j == 1:
                gaps.append(rng.randint(5, 60))
            else:
                gaps.append(rng.randint(20, 300))
        dur = sum(gaps)
        internal_s = surface == "internal"
        day = rng.choices(range(7), weights=day_int if internal_s else day_pub)[0]
        hour = rng.choices(range(24), weights=hour_int if internal_s else hour_pub)[0]
        day0 = start + timedelta(days=day)
        t = day0 + timedelta(hours=hour, seconds=rng.randrange(3600))
        last = day0 + timedelta(hours=23, minutes=59, seconds=59)
        if t + timedelta(seconds=dur) > last:
            t = last - timedelta(seconds=dur + rng.randrange(600))
        for (text, label, typo), g in zip(lines, gaps, strict=True):
            t = t + timedelta(seconds=g)
            rec = {
                "at": t.isoformat(),
                "session": sid,
                "question": text,
                "surface": surface,
            }
            if label != "none" and rng.random() < 0.07:
                rec["feedback"] = "up" if rng.random() < 0.62 else "down"
            rec["label"] = label
            records.append((t, seq, rec, typo))
            seq += 1
    records.sort(key=lambda x: (x[0], x[1]))

    intents = public + internal
    seen = {r[2]["label"] for r in records}
    missing = [i["id"] for i in intents if i["id"] not in seen]
    if missing:
        raise SystemExit(f"intents never sampled: {missing}")
    truth = {"set": SET_PATH, "covered": {i["id"]: i["item"] for i in intents}}
    stats = {
        "lines": len(records),
        "intents": len(intents),
        "covered": sum(1 for i in intents if i["item"]),
        "internal": sum(1 for r in records if r[2]["surface"] == "internal") / len(records),
        "typos": sum(1 for r in records if r[3]) / len(records),
        "none": sum(1 for r in records if r[2]["label"] == "none") / len(records),
        "feedback": sum(1 for r in records if "feedback" in r[2]),
    }
    return [r[2] for r in records], truth, stats


def check_ids(public, internal):
    ids = [i["id"] for i in public + internal]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate intent id")


def write_week(out, kind, records, truth):
    with (out / f"{NAME}-{kind}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    with (out / f"{NAME}-{kind}.truth.json").open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks", help="output directory")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    weeks = [
        ("typical", 20261102, datetime(2026, 11, 2, tzinfo=TZ), TYPICAL_PUBLIC, TYPICAL_INTERNAL),
        ("hard", 20261109, datetime(2026, 11, 9, tzinfo=TZ), HARD_PUBLIC, HARD_INTERNAL),
    ]
    for kind, seed, start, public, internal in weeks:
        check_ids(public, internal)
        records, truth, stats = build_week(seed, start, public, internal, kind == "hard")
        write_week(out, kind, records, truth)
        print(
            f"{kind}: {stats['lines']} lines, {stats['intents']} intents "
            f"({stats['covered']} covered), internal {stats['internal']:.1%}, "
            f"typos {stats['typos']:.1%}, none {stats['none']:.1%}, "
            f"feedback {stats['feedback']}"
        )


if __name__ == "__main__":
    main()
