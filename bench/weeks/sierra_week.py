"""Held-out weeks of AHU chatbot traffic, written by hand by the independent author `sierra`.

Every phrasing below was written by hand. The script only samples them (Zipf-like skew over
intents), arranges them into sessions with timestamps, and adds chat noise: greetings and
closings, chat spellings, casing, punctuation, repeated letters, typos and fake personal details.

    python3 bench/weeks/sierra_week.py --out bench/weeks

writes sierra-typical.jsonl, sierra-hard.jsonl and their .truth.json files, byte-identically on
every run. Stdlib only; all randomness comes from random.Random(seed).
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
import re
from pathlib import Path

GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
NAME = "sierra"
LINES_PER_WEEK = 3000
INTERNAL_LINES = 240
TZ = dt.timezone(dt.timedelta(hours=7))

# ---------------------------------------------------------------------------------------------
# Follow-up phrasings (no service named; read in their session). Typical week.
FU_BIAYA = [
    "biayanya brp?",
    "kalau biayanya berapa ya",
    "trus bayarnya berapa",
    "itu bayar gak?",
    "ada biayanya gak kak",
]
FU_SYARAT = [
    "syaratnya apa aja?",
    "terus syaratnya apa",
    "dokumen yang perlu disiapin apa aja",
    "persyaratannya apa ya",
]
FU_LAMA = [
    "berapa lama jadinya?",
    "prosesnya berapa hari",
    "jadinya berapa lama kak",
]
FU_CARA = [
    "caranya gimana?",
    "trus prosedurnya gimana",
    "daftarnya lewat mana",
]
FU_UBAH = [
    "kalau mau diubah gimana?",
    "kalau ada data yang salah bisa diganti?",
]
FU_APA = [
    "itu apa sih sebenarnya?",
    "maksudnya apa ya",
]

# Follow-ups, hard week (synonyms, English).
FH_BIAYA = [
    "fee nya?",
    "kalau tarifnya?",
    "ongkosnya brp",
    "how much?",
    "bayar berapa?",
    "PNBP nya?",
]
FH_SYARAT = [
    "requirementnya?",
    "yg perlu disiapin apa",
    "dokumen apa yg dibawa?",
    "what documents do I need?",
]
FH_LAMA = ["berapa lama?", "how long?", "kapan jadinya", "makan waktu berapa hari"]
FH_CARA = ["prosedurnya?", "how?", "lewat mana?", "alurnya gimana"]
FH_UBAH = ["kalau mau revisi?", "kalau ada yg salah gimana koreksinya", "can it be changed later?"]
FH_BUBAR = ["kalau mau ditutup?", "cara bubarinnya", "how to close it?"]
FH_APA = ["itu apa sih?", "what is it exactly?", "artinya apa"]

# ---------------------------------------------------------------------------------------------
# Typical week, public surface, in order of popularity:
# (intent id, service, covering golden item or None, phrasings, follow-up phrasings)
TYPICAL_PUBLIC = [
    (
        "akun-lupa-password",
        "akun",
        None,
        [
            "lupa password akun ahu gimana ya",
            "saya lupa kata sandi AHU online, cara resetnya gimana?",
            "gak bisa login ahu, lupa passwordnya",
            "cara reset password ahu online",
            "password akun notaris saya lupa, bagaimana cara menggantinya?",
            "link reset password gak masuk ke email",
            "mau ganti password akun ahu tapi lupa password lama",
            "akun saya terkunci karena salah password terus",
            "lupa sandi ahu, email pemulihannya udah gak aktif",
            "kenapa reset password ahu tidak ada email yang masuk",
            "bagaimana cara memulihkan akun AHU yang lupa password",
            "login ahu selalu gagal katanya password salah, padahal sudah benar",
        ],
        [],
    ),
    (
        "pt-perorangan-syarat",
        "pt-perorangan",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan pt perorangan",
            "syarat bikin PT perorangan apa aja ya",
            "persyaratan pendirian PT perorangan",
            "mau buka pt perorangan, syaratnya apa aja?",
            "apakah WNA bisa mendirikan PT perorangan?",
            "syarat pt perseorangan apa min",
            "PT perorangan cukup KTP dan NPWP aja kah? syarat lengkapnya apa",
            "dokumen yang diperlukan untuk daftar pt perorangan apa saja",
            "ibu rumah tangga bisa bikin pt perorangan gak? syaratnya gimana",
            "syarat pendirian PT perseorangan untuk usaha mikro",
            "apa persyaratan buat PT perorangan",
            "kalau mau mendirikan pt perorangan harus memenuhi syarat apa",
            "umur berapa boleh mendirikan pt perorangan",
        ],
        FU_SYARAT,
    ),
    (
        "pt-perorangan-biaya",
        "pt-perorangan",
        None,
        [
            "biaya pendirian pt perorangan berapa",
            "bikin PT perorangan bayar berapa ya",
            "berapa biaya daftar pt perorangan di ahu",
            "pt perorangan gratis atau bayar?",
            "PNBP pendirian PT perorangan berapa?",
            "biaya buat pt perorangan sekarang berapa min",
            "total biaya mendirikan pt perorangan berapa ya kak",
            "daftar pt perorangan kena biaya berapa",
            "berapa tarif pernyataan pendirian PT perorangan",
            "apakah ada biaya untuk mendaftarkan PT perorangan",
        ],
        FU_BIAYA,
    ),
    (
        "voucher-cara-bayar",
        "voucher",
        None,
        [
            "cara bayar voucher ahu gimana",
            "bayar voucher PNBP bisa lewat bank apa aja",
            "voucher pembayaran udah dapat, bayarnya dimana?",
            "bisa bayar voucher ahu pakai m-banking?",
            "gimana cara membayar kode voucher pnbp",
            "bayar voucher lewat ATM bisa gak",
            "kode billing pnbp ahu dibayar kemana ya",
            "voucher AHU bisa dibayar di minimarket?",
            "cara pembayaran PNBP untuk layanan ahu online",
        ],
        [],
    ),
    (
        "fidusia-daftar",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia",
            "cara daftar fidusia online",
            "prosedur pendaftaran fidusia gimana ya",
            "daftar jaminan fidusia lewat mana",
            "langkah langkah pendaftaran fidusia di ahu",
            "mau daftarin fidusia, caranya gimana?",
            "pendaftaran fidusia harus lewat notaris kah?",
            "gimana cara dapetin sertifikat jaminan fidusia",
            "fidusia didaftarkan dimana?",
            "cara input pendaftaran fidusia di sistem ahu",
        ],
        ["cara daftarnya gimana?", "daftarnya lewat mana ya"],
    ),
    (
        "apostille-biaya",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille satu dokumen bayar berapa ya",
            "berapa biaya apostille ijazah",
            "tarif apostille per dokumen berapa min",
            "apostille bayarnya berapa",
            "biaya apostille akta kelahiran berapa ya",
            "kalau apostille 3 dokumen biayanya berapa",
            "apostille berbayar gak?",
            "pnbp apostille berapa rupiah",
        ],
        [*FU_BIAYA, "berapa biayanya untuk satu dokumen?"],
    ),
    (
        "pt-perorangan-cara-daftar",
        "pt-perorangan",
        None,
        [
            "cara daftar pt perorangan gimana",
            "bagaimana cara mendirikan PT perorangan secara online",
            "langkah bikin pt perorangan di ahu",
            "daftar PT perorangan lewat mana ya",
            "cara isi pernyataan pendirian pt perorangan",
            "mau bikin pt perorangan sendiri tanpa notaris caranya gimana",
            "alur pendaftaran pt perseorangan",
            "tahapan mendirikan pt perorangan apa aja",
        ],
        FU_CARA,
    ),
    (
        "cv-daftar-dimana",
        "cv",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang dimana",
            "pendaftaran CV masih di pengadilan negeri atau udah di kemenkum?",
            "mau daftarin CV kemana ya",
            "CV didaftarkan di mana sekarang",
            "firma daftarnya dimana",
            "cara daftar CV sekarang gimana",
            "pendaftaran cv lewat sistem apa",
            "apakah CV harus didaftarkan ke ahu",
            "dimana tempat pendaftaran firma",
        ],
        ["daftarnya dimana?", "caranya daftar gimana"],
    ),
    (
        "yayasan-cara-mendirikan",
        "yayasan",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau buat yayasan sosial caranya gimana",
            "langkah langkah mendirikan yayasan pendidikan",
            "cara mengesahkan yayasan di kemenkum",
            "cara daftar yayasan baru",
            "gimana caranya dirikan yayasan keagamaan",
        ],
        FU_CARA,
    ),
    (
        "fidusia-roya",
        "fidusia",
        None,
        [
            "cara roya fidusia gimana",
            "kredit motor udah lunas, cara hapus fidusianya gimana",
            "penghapusan jaminan fidusia caranya",
            "roya fidusia online dimana",
            "leasing udah lunas tapi fidusia belum diroya",
            "bagaimana mencoret fidusia setelah utang lunas",
            "prosedur roya fidusia",
            "cara cabut fidusia mobil yang sudah lunas",
        ],
        ["kalau udah lunas hapusnya gimana", "trus roya nya gimana"],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille gak",
            "akta kelahiran bisa apostille di kemenkum?",
            "dokumen apa aja yang bisa di apostil",
            "surat keterangan kerja bisa diapostille tidak",
            "jenis dokumen yang bisa dimintakan apostille",
            "apakah akta cerai bisa diapostille",
            "dokumen perusahaan bisa diapostille gak",
            "transkrip nilai bisa apostille kah",
        ],
        ["dokumen apa aja yang bisa?", "kalau ijazah bisa gak?"],
    ),
    (
        "akun-daftar-baru",
        "akun",
        None,
        [
            "cara bikin akun ahu online",
            "daftar akun ahu untuk umum bisa gak",
            "registrasi akun ahu gimana",
            "gimana cara buat akun di website ahu",
            "mau daftar user ahu tapi gak ada menu daftar",
            "cara registrasi akun notaris di ahu",
            "bikin akun ahu pakai email apa",
        ],
        [],
    ),
    (
        "pt-perorangan-ubah",
        "pt-perorangan",
        None,
        [
            "cara ubah data pt perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan pernyataan pendirian pt perorangan caranya",
            "salah input KBLI di pt perorangan, bisa diubah?",
            "ganti nama pt perorangan bisa gak",
            "cara menambah modal pt perorangan",
            "cara mengubah bidang usaha pt perorangan",
        ],
        FU_UBAH,
    ),
    (
        "wasiat-cek",
        "wasiat",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum ada wasiat atau tidak",
            "cara cek wasiat orang tua yang sudah meninggal",
            "cara dapetin surat keterangan wasiat",
            "ayah saya meninggal, gimana tahu beliau ninggalin wasiat",
            "pencarian wasiat di ahu gimana caranya",
            "cek daftar wasiat almarhumah",
            "mau urus surat keterangan wasiat buat waris",
            "permohonan surat keterangan wasiat lewat mana",
        ],
        [],
    ),
    (
        "apostille-apa-itu",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksudnya apostille apa min",
            "pengertian apostille",
            "apostil tuh apaan",
            "apostille fungsinya buat apa",
            "saya disuruh apostille dokumen, itu apa sih",
        ],
        FU_APA,
    ),
    (
        "kwn-anak-ganda-usia",
        "kwn-anak",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus milih umur berapa",
            "sampai usia berapa anak dwi kewarganegaraan boleh punya 2 paspor",
            "batas usia anak berkewarganegaraan ganda memilih",
            "anak saya kewarganegaraan ganda, kapan harus pilih WNI",
            "umur berapa anak hasil kawin campur wajib milih kewarganegaraan",
            "anak ganda terbatas sampai umur berapa",
            "batas waktu anak kewarganegaraan ganda menentukan pilihan",
        ],
        [],
    ),
    (
        "pt-biasa-akta",
        "pt-biasa",
        "pt-biasa-akta",
        [
            "pendirian PT biasa perlu akta notaris gak",
            "PT biasa wajib pakai notaris?",
            "apakah pt persekutuan modal harus akta notaris",
            "bikin PT biasa bisa tanpa notaris gak",
            "PT yang pendirinya 2 orang harus ke notaris?",
            "pt non perorangan harus pakai akta notaris ya",
        ],
        [],
    ),
    (
        "apostille-lama",
        "apostille",
        None,
        [
            "apostille berapa lama jadinya",
            "proses apostille berapa hari",
            "lama pengurusan apostille",
            "apostille bisa jadi sehari gak",
            "estimasi waktu apostille",
            "kalau apostille hari ini kapan selesainya",
        ],
        FU_LAMA,
    ),
    (
        "pt-perorangan-sertifikat-unduh",
        "pt-perorangan-sertifikat",
        None,
        [
            "cara download sertifikat pendaftaran pt perorangan",
            "sertifikat pt perorangan dicetak dimana",
            "sertifikat pendaftaran pt saya gak bisa diunduh",
            "cara cetak sertifikat pendirian pt perorangan",
            "dimana ambil sertifikat pt perorangan setelah bayar",
        ],
        [],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-beda",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dan legalisasi",
            "bedanya apostille sama legalisir apa",
            "apostille atau legalisasi, bedanya apa",
            "perbedaan apostille dengan legalisasi dokumen",
            "legalisasi dan apostille sama gak sih",
        ],
        [],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa jadi badan hukum",
            "cara mengesahkan perkumpulan jadi berbadan hukum",
            "perkumpulan mau jadi badan hukum, caranya gimana",
            "pengesahan badan hukum perkumpulan prosedurnya",
            "cara mendaftarkan perkumpulan ke ahu supaya berbadan hukum",
        ],
        [],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        None,
        [
            "cara daftar koperasi baru",
            "pengesahan badan hukum koperasi lewat ahu gimana",
            "bikin koperasi simpan pinjam caranya",
            "koperasi sekarang didaftarkan dimana",
            "cara mendirikan koperasi",
        ],
        [],
    ),
    (
        "yayasan-ubah-pengurus",
        "yayasan",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan pembina yayasan gimana",
            "ketua yayasan meninggal, cara ubah datanya",
            "mau update susunan pengurus yayasan di ahu",
            "ganti ketua pengurus yayasan prosedurnya",
        ],
        ["kalau mau ganti pengurusnya gimana?"],
    ),
    (
        "kwn-naturalisasi-syarat",
        "naturalisasi",
        None,
        [
            "syarat jadi WNI untuk WNA",
            "syarat naturalisasi apa aja",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "apa saja syarat permohonan kewarganegaraan indonesia",
            "udah tinggal 10 tahun di indonesia, syarat jadi wni apa",
        ],
        [],
    ),
    (
        "nama-pt-pemesanan",
        "nama-pt",
        None,
        [
            "cara cek nama pt sudah dipakai atau belum",
            "nama pt saya ditolak karena mirip, gimana",
            "pesan nama pt dimana",
            "cara pemesanan nama PT",
        ],
        [],
    ),
]

# ---------------------------------------------------------------------------------------------
# Hard week, public surface.
HARD_PUBLIC = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan buat buka PT perorangan",
            "dokumen apa yg dibawa kalau mau bikin pt perorangan",
            "pt perorangan perlu KTP doang atau ada lagi",
            "what are the requirements to set up a PT perorangan",
            "apakah PT perorangan wajib akta notaris?",
            "WNA boleh jadi pendiri pt perorangan?",
            "umur 16 bisa bikin pt perorangan ga",
            "kriteria siapa aja yg boleh mendirikan pt perseorangan",
            "ketentuan pendiri PT perorangan",
            "pt perorangan harus warga negara indonesia?",
            "persyaratan mendirikan PT 1 orang",
            "need what documents for single founder PT",
        ],
        FH_SYARAT,
    ),
    (
        "pt-perorangan-biaya",
        "pt-perorangan",
        None,
        [
            "tarif PT perorangan",
            "ongkos bikin pt perorangan kira2 brp",
            "PT perorangan fee nya berapa",
            "how much does it cost to register a PT perorangan",
            "PNBP pt perseorangan",
            "bayar berapa sih kalo daftar pt 1 orang",
            "pt perorangan gratis kah?",
            "harga pendaftaran pt perorangan di ahu",
            "kena charge berapa buat pernyataan pendirian pt perorangan",
            "berapa duit buat bikin PT perorangan",
        ],
        FH_BIAYA,
    ),
    (
        "akun-lupa-password",
        "akun",
        None,
        [
            "forgot password ahu online",
            "kata sandi akun ahu hilang",
            "can't login to AHU, password lupa",
            "reset pass ahu gmn",
            "akun notaris ke-lock, passwordnya gak inget",
            "email verifikasi reset sandi ga nyampe",
            "pw ahu lupa min tolong",
            "how to recover my AHU account password",
        ],
        [],
    ),
    (
        "apostille-biaya",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "tarif apostil",
            "ongkos apostille ijazah",
            "PNBP apostille berapa",
            "how much is the apostille",
            "bayar berapa buat apostille akta lahir",
            "apostille harganya brp",
            "kena biaya berapa kalau apostille 2 dokumen",
            "cost of apostille for a marriage certificate",
        ],
        FH_BIAYA,
    ),
    (
        "fidusia-daftar",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "how to register jaminan fidusia",
            "prosedur input fidusia baru",
            "langkah pendaftaran jaminan fidusia online",
            "fidusia didaftarin lewat mana",
            "step by step daftar fidusia",
            "alur pendaftaran jaminan fidusia via ahu",
            "kredit mobil baru, fidusianya didaftarkan gimana",
            "gmn proses registrasi fidusia",
        ],
        FH_CARA,
    ),
    (
        "pt-perorangan-lama",
        "pt-perorangan",
        None,
        [
            "pt perorangan jadi berapa lama",
            "berapa hari proses pendirian pt perorangan",
            "how long to register PT perorangan",
            "kapan sertifikat pt perorangan keluar setelah submit",
            "estimasi waktu pendirian pt perorangan",
            "pt perorangan bisa selesai sehari?",
            "processing time pt perorangan",
        ],
        FH_LAMA,
    ),
    (
        "apostille-syarat",
        "apostille",
        None,
        [
            "dokumen apa yg perlu disiapkan untuk mengajukan apostille",
            "syarat permohonan apostille apa aja",
            "requirement apostille",
            "apa yang harus dilampirkan waktu daftar apostille",
            "apostille perlu fotokopi KTP atau paspor?",
            "persyaratan pengajuan apostille online",
            "file apa aja yg diupload buat apostille",
        ],
        FH_SYARAT,
    ),
    (
        "pt-perorangan-cara-daftar",
        "pt-perorangan",
        None,
        [
            "how to register PT perorangan online",
            "prosedur pendirian pt perorangan",
            "alur bikin pt perorangan",
            "langkah2 isi pernyataan pendirian pt perorangan",
            "pt perorangan daftarnya lewat website apa",
            "tata cara pendirian pt perseorangan",
            "step bikin pt perorangan dari awal",
        ],
        FH_CARA,
    ),
    (
        "fidusia-roya",
        "fidusia",
        None,
        [
            "roya fidusia gmn",
            "hapus jaminan fidusia setelah kredit lunas",
            "how to remove fiduciary after the loan is paid off",
            "pencoretan fidusia",
            "kredit udah lunas, sertifikat fidusia dicabut gimana",
            "penghapusan fidusia lewat mana",
            "cancel fidusia",
            "mobil lunas tp fidusia msh tercatat",
        ],
        ["kalau udah lunas, hapusnya gimana?", "roya nya gmn?", "and to remove it after payoff?"],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "ijazah S1 bisa di apostille?",
            "akta nikah eligible apostille gak",
            "dokumen apa yang bisa dapat apostille",
            "can my birth certificate be apostilled in Indonesia",
            "surat dari notaris bisa diapostille kah",
            "SKCK bisa apostille?",
            "jenis dokumen apostille",
        ],
        [],
    ),
    (
        "yayasan-cara-mendirikan",
        "yayasan",
        "yayasan-pendirian",
        [
            "how to set up a yayasan",
            "prosedur bikin yayasan",
            "alur pendirian yayasan",
            "mau dirikan foundation, langkahnya gmn",
            "step mendirikan yayasan sosial",
            "gimana bikin yayasan panti asuhan",
            "tata cara pengesahan yayasan",
        ],
        FH_CARA,
    ),
    (
        "yayasan-syarat",
        "yayasan",
        None,
        [
            "syarat pendirian yayasan",
            "requirement yayasan",
            "dokumen apa yg harus disiapin buat yayasan",
            "yayasan minimal berapa pendiri dan kekayaan awalnya",
            "apa yang perlu dibawa ke notaris buat bikin yayasan",
            "persyaratan yayasan baru",
            "kekayaan awal yayasan minimal berapa",
        ],
        FH_SYARAT,
    ),
    (
        "apostille-lama",
        "apostille",
        None,
        [
            "apostille processing time",
            "berapa hari apostille jadi",
            "apostille bisa kilat gak",
            "lama proses apostil",
            "how long does apostille take",
            "estimasi selesai apostille",
            "apostille jadinya kapan",
        ],
        FH_LAMA,
    ),
    (
        "cv-daftar-dimana",
        "cv",
        "cv-firma-pendaftaran",
        [
            "where do I register a CV",
            "CV masih daftar ke PN?",
            "daftar cv lewat SABU ya?",
            "pendaftaran persekutuan komanditer di mana",
            "firma sekarang diregistrasi di mana",
            "cv didaftarin kemana skrg",
            "how to register a CV company now",
            "cara pendaftaran cv terbaru",
        ],
        FH_CARA,
    ),
    (
        "pt-perorangan-bubar",
        "pt-perorangan",
        None,
        [
            "cara tutup pt perorangan",
            "pembubaran pt perorangan",
            "how to close PT perorangan",
            "pt perorangan saya mau dibubarkan",
            "mau likuidasi pt perorangan",
            "hapus pt perorangan dari ahu gimana",
            "pt perorangan udah ga jalan, bisa dicabut?",
        ],
        FH_BUBAR,
    ),
    (
        "fidusia-biaya",
        "fidusia",
        None,
        [
            "biaya pendaftaran fidusia",
            "tarif fidusia",
            "PNBP jaminan fidusia berapa",
            "fee daftar fidusia",
            "ongkos sertifikat fidusia",
            "bayar berapa untuk daftar fidusia nilai 100 juta",
        ],
        FH_BIAYA,
    ),
    (
        "voucher-kadaluarsa",
        "voucher",
        None,
        [
            "voucher expired belum dibayar gimana",
            "kode voucher kadaluarsa bisa dipakai lagi",
            "voucher ahu udah lewat masa berlaku",
            "voucher udah dibayar tapi expired, refund bisa?",
            "voucher hangus gimana min",
        ],
        [],
    ),
    (
        "apostille-apa-itu",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille itu apa",
            "arti apostille",
            "definisi apostille",
            "apostille maksudnya apa",
            "apostille gunanya apa",
            "explain apostille please",
        ],
        FH_APA,
    ),
    (
        "pt-perorangan-ubah",
        "pt-perorangan",
        None,
        [
            "ubah data pt perorangan",
            "revisi pernyataan pendirian pt perorangan",
            "koreksi alamat pt perorangan",
            "update KBLI pt perorangan",
            "how to change PT perorangan data",
            "ganti nama pt perseorangan",
            "perubahan pt perorangan lewat mana",
            "pt perorangan mau diubah jadi pt biasa",
        ],
        FH_UBAH,
    ),
    (
        "yayasan-biaya",
        "yayasan",
        None,
        [
            "biaya pendirian yayasan",
            "tarif pengesahan yayasan",
            "ongkos bikin yayasan",
            "yayasan PNBP nya berapa",
            "how much to register a yayasan",
            "bayar berapa pengesahan yayasan di ahu",
        ],
        FH_BIAYA,
    ),
    (
        "cv-syarat",
        "cv",
        None,
        [
            "syarat pendirian cv",
            "requirement bikin CV",
            "dokumen apa yg perlu untuk daftar cv",
            "CV minimal berapa orang",
            "persyaratan pendaftaran CV di SABU",
            "apa aja yang disiapin buat bikin cv",
        ],
        FH_SYARAT,
    ),
    (
        "wasiat-cek",
        "wasiat",
        "wasiat-pencarian",
        [
            "how to check if my late father left a will",
            "surat keterangan wasiat",
            "cek wasiat orang yg udah meninggal",
            "cari tau almarhum punya wasiat apa nggak",
            "search wasiat almarhumah",
            "pengecekan wasiat buat urus warisan",
            "mama meninggal, gmn tau ada testamen",
        ],
        FH_CARA,
    ),
    (
        "fidusia-ubah",
        "fidusia",
        None,
        [
            "perubahan sertifikat fidusia",
            "ubah data jaminan fidusia",
            "salah nomor rangka di sertifikat fidusia, bisa diperbaiki",
            "update data penerima fidusia",
            "revisi fidusia gimana",
            "ganti objek jaminan fidusia",
        ],
        FH_UBAH,
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-beda",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "difference between apostille and legalization",
            "apa bedanya apostil sama legalisir kedutaan",
            "apostille sama legalisasi mana yg harus saya pakai",
            "legalisasi beda ga sama apostille",
            "kalau sudah apostille masih perlu legalisasi kedutaan?",
        ],
        [],
    ),
    (
        "pt-perorangan-apa-itu",
        "pt-perorangan",
        None,
        [
            "pt perorangan itu apa",
            "bedanya pt perorangan sama pt biasa apa",
            "what is PT perorangan",
            "pt perorangan vs pt biasa",
            "pengertian pt perseorangan",
            "pt perorangan sama cv beda apa",
        ],
        FH_APA,
    ),
    (
        "pt-biasa-akta",
        "pt-biasa",
        "pt-biasa-akta",
        [
            "PT biasa perlu notaris?",
            "does a regular PT need a notary deed",
            "pt persekutuan modal tanpa akta notaris bisa ga",
            "pendirian PT dua orang wajib akta?",
            "akta notaris wajib buat pt biasa kah",
            "bikin PT non perorangan harus ke notaris?",
        ],
        [],
    ),
    (
        "kwn-anak-ganda-usia",
        "kwn-anak",
        "kewarganegaraan-ganda-anak",
        [
            "dual citizenship anak sampai umur berapa",
            "batas umur anak dwi kewarganegaraan memilih",
            "anak kawin campur kapan wajib pilih kewarganegaraan",
            "at what age must a dual citizen child choose",
            "anak bipatride usia berapa harus milih",
            "umur berapa anak harus memutuskan WNI atau WNA",
        ],
        [],
    ),
    (
        "yayasan-bubar",
        "yayasan",
        None,
        [
            "cara membubarkan yayasan",
            "pembubaran yayasan",
            "yayasan udah gak aktif mau ditutup",
            "how to dissolve a yayasan",
            "likuidasi yayasan prosedurnya",
            "cabut status badan hukum yayasan",
        ],
        FH_BUBAR,
    ),
    (
        "apostille-cara",
        "apostille",
        None,
        [
            "how to apply for apostille",
            "apostille daftarnya lewat mana",
            "prosedur permohonan apostille",
            "alur apostille online",
            "apostille harus datang ke kantor atau online",
            "gimana cara ngajuin apostille",
            "apostille bisa diurus di kanwil daerah?",
        ],
        FH_CARA,
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau berbadan hukum, gmn",
            "pengesahan perkumpulan",
            "how can an association become a legal entity",
            "status badan hukum perkumpulan caranya",
            "komunitas kami mau jadi perkumpulan berbadan hukum",
            "prosedur perkumpulan jadi badan hukum",
        ],
        [],
    ),
    (
        "wasiat-biaya",
        "wasiat",
        None,
        [
            "biaya surat keterangan wasiat",
            "tarif cek wasiat",
            "pnbp pencarian wasiat berapa",
            "bayar berapa buat surat keterangan wasiat",
            "fee search wasiat",
        ],
        FH_BIAYA,
    ),
    (
        "kwn-anak-cara-memilih",
        "kwn-anak",
        None,
        [
            "cara anak dwi kewarganegaraan menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan anak",
            "anak ganda mau pilih WNI, daftar kemana",
            "how does my child declare indonesian citizenship",
            "pernyataan memilih WNI untuk anak diajukan dimana",
        ],
        ["trus cara milihnya gimana", "daftarnya kemana?"],
    ),
    (
        "kwn-naturalisasi-syarat",
        "naturalisasi",
        None,
        [
            "requirement naturalisasi",
            "syarat jadi wni",
            "what do I need to become an Indonesian citizen",
            "persyaratan pewarganegaraan WNA",
            "dokumen apa yg dibawa buat naturalisasi",
        ],
        [],
    ),
]

# ---------------------------------------------------------------------------------------------
# Internal surface: (intent id, register, kind of figure, covering golden item or None, phrasings)
# Slots: {prov} province, {per} period, {n} threshold, {k} how many.
TYPICAL_INTERNAL = [
    (
        "int-pt-perorangan-jumlah",
        "ptp",
        "jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "berapa pt perorangan yang terdaftar di {prov} {per}?",
            "jumlah pendaftaran PT perorangan {per} per provinsi",
            "tolong hitung PT perorangan baru di {prov} {per}",
            "total pt perorangan {per}",
            "ada berapa pendirian pt perorangan {per} di {prov}",
            "data jumlah pt perseorangan {prov} {per} berapa",
        ],
    ),
    (
        "int-pt-perorangan-ranking",
        "ptp",
        "ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "{k} provinsi dengan pt perorangan terbanyak {per}",
            "provinsi mana yang paling banyak daftar pt perorangan {per}",
            "urutkan provinsi berdasarkan jumlah pt perorangan {per}",
            "top {k} provinsi pt perorangan {per}",
            "peringkat provinsi pendaftaran pt perorangan {per}",
        ],
    ),
    (
        "int-fidusia-kanwil-ambang",
        "fidusia",
        "ambang",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang fidusianya lebih dari {n} {per}",
            "kantor wilayah dengan pendaftaran fidusia di atas {n} {per}",
            "list kanwil fidusia > {n} {per}",
            "daftar kanwil yang mencatat fidusia melebihi {n} {per}",
        ],
    ),
    (
        "int-fidusia-jumlah",
        "fidusia",
        "jumlah",
        None,
        [
            "berapa pendaftaran fidusia {per} di {prov}",
            "jumlah fidusia {per}",
            "total sertifikat fidusia terbit {per}",
            "hitung fidusia {prov} {per}",
        ],
    ),
    (
        "int-pt-perorangan-banding",
        "ptp",
        "banding",
        None,
        [
            "perbandingan pt perorangan {per} dengan periode sebelumnya",
            "pt perorangan {prov} naik atau turun dibanding tahun lalu",
            "pertumbuhan pendaftaran pt perorangan {per} berapa persen",
            "bandingkan pt perorangan {prov} {per} dengan periode yang sama tahun lalu",
        ],
    ),
]

HARD_INTERNAL = [
    (
        "int-pt-perorangan-jumlah",
        "ptp",
        "jumlah",
        "internal-jumlah-pt-bulanan",
        [
            "count PT perorangan {prov} {per}",
            "pt perorangan registered in {prov} {per}, berapa",
            "rekap jumlah pt 1 orang {per}",
            "angka pendaftaran pt perorangan {prov} {per}",
            "berapa banyak pernyataan pendirian pt perorangan masuk {per}",
            "how many PT perorangan {per} di {prov}",
        ],
    ),
    (
        "int-pt-perorangan-ranking",
        "ptp",
        "ranking",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "ranking provinsi pt perorangan {per}",
            "provinsi teratas untuk pendirian pt perseorangan {per}",
            "which provinces lead in PT perorangan {per}",
            "{k} besar provinsi pt perorangan {per}",
            "provinsi paling rame pt perorangan {per}",
        ],
    ),
    (
        "int-fidusia-kanwil-ambang",
        "fidusia",
        "ambang",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil yg fidusia nya tembus {n} {per} mana aja",
            "offices with more than {n} fiduciary registrations {per}",
            "kanwil fidusia di atas {n} {per}",
            "sebutkan kantor wilayah yang pendaftaran fidusianya lewat {n} {per}",
        ],
    ),
    (
        "int-fidusia-jumlah",
        "fidusia",
        "jumlah",
        None,
        [
            "total fidusia {per}",
            "berapa jaminan fidusia didaftarkan di {prov} {per}",
            "fiduciary registrations count {per}",
            "jumlah sertifikat fidusia {prov} {per}",
        ],
    ),
    (
        "int-pt-perorangan-ambang",
        "ptp",
        "ambang",
        None,
        [
            "provinsi mana aja yang pt peroranganya lebih dari {n} {per}",
            "kanwil dengan pendaftaran pt perorangan di atas {n} {per}",
            "list provinsi pt perorangan > {n} {per}",
        ],
    ),
    (
        "int-fidusia-ranking",
        "fidusia",
        "ranking",
        None,
        [
            "{k} kanwil fidusia terbanyak {per}",
            "ranking provinsi pendaftaran fidusia {per}",
            "provinsi mana paling banyak fidusia {per}",
        ],
    ),
    (
        "int-pt-perorangan-banding",
        "ptp",
        "banding",
        None,
        [
            "growth pt perorangan yoy {prov}",
            "selisih pt perorangan {per} vs tahun lalu",
            "pt perorangan {per} dibanding periode sebelumnya naik berapa persen",
            "compare PT perorangan {prov} {per} with last year",
        ],
    ),
    (
        "int-yayasan-jumlah",
        "yayasan",
        "jumlah",
        None,
        [
            "berapa yayasan yang disahkan {per} di {prov}",
            "jumlah pengesahan yayasan {per}",
            "total yayasan baru {per}",
        ],
    ),
]

# Internal follow-ups that keep the register and the kind of figure (same intent).
INT_SAME = {
    "jumlah": [
        "kalau {prov}?",
        "{prov} berapa?",
        "kalau {per}?",
        "tahun lalu berapa?",
        "bulan sebelumnya?",
        "dan pada tahun sebelumnya?",
        "yang {prov} gimana",
        "coba {per}",
    ],
    "ranking": ["kalau {per}?", "tahun lalu gimana urutannya?", "top {k} aja", "coba {per}"],
    "ambang": ["kalau di atas {n}?", "turunin batasnya jadi {n}", "kalau {per}?", "bulan lalu?"],
    "banding": ["kalau {prov}?", "yang {prov} gimana", "kalau {per}?"],
}
# Internal follow-ups that switch the kind of figure, register read from the session.
INT_KIND = {
    "jumlah": ["totalnya berapa?", "jumlah keseluruhannya?", "kalau total se-indonesia?"],
    "ranking": [
        "provinsi mana yang paling banyak?",
        "urutin dong dari yang terbesar",
        "top {k} nya?",
    ],
    "ambang": ["mana aja yang lebih dari {n}?", "yang di atas {n} kanwil mana"],
    "banding": ["dibanding tahun lalu naik gak?", "bandingin sama periode sebelumnya"],
}
# Internal follow-ups that switch the register, kind read from the session.
INT_REG = {
    "ptp": ["kalau pt perorangan?", "untuk pt perorangan gimana"],
    "fidusia": ["kalau fidusia?", "yang fidusia gimana"],
    "yayasan": ["kalau yayasan?", "coba yayasan"],
}

PROVINCES = [
    "Jawa Barat",
    "Jabar",
    "Jawa Timur",
    "Jatim",
    "Jawa Tengah",
    "DKI Jakarta",
    "Jakarta",
    "Banten",
    "Bali",
    "DIY",
    "Sumatera Utara",
    "Sumut",
    "Sulawesi Selatan",
    "Kalimantan Timur",
    "Riau",
    "Lampung",
    "NTB",
    "NTT",
    "Papua",
    "Aceh",
    "Sumatera Selatan",
    "Kepri",
]
PERIODS = [
    "bulan lalu",
    "Januari 2027",
    "tahun 2026",
    "2025",
    "Desember 2026",
    "minggu lalu",
    "kuartal 4 2026",
    "semester 2 2026",
    "tahun ini",
    "hari ini",
    "November 2026",
    "Oktober 2026",
    "2026",
]
THRESHOLDS = ["500", "1.000", "1000", "2.000", "750", "1.500", "3rb", "250"]
TOPS = ["3", "5", "tiga", "lima", "10"]

# ---------------------------------------------------------------------------------------------
# Lines that ask nothing.
NONE_OPEN = [
    "halo",
    "halo kak",
    "pagi min",
    "selamat siang",
    "assalamualaikum",
    "permisi",
    "p",
    "tes",
    "hallo admin",
    "min",
    "selamat malam kak",
    "halo selamat pagi",
    "selamat sore",
]
NONE_CLOSE = [
    "makasih",
    "terima kasih kak",
    "ok",
    "oke siap",
    "mantap",
    "siap min",
    "thanks",
    "oke makasih infonya",
    "sip",
    "baik terima kasih",
    "ok noted",
    "terima kasih banyak atas informasinya",
]
NONE_HARD_EXTRA = [
    "thank you",
    "noted, thx",
    "okay",
    "hmm",
    "sip mantul",
    "tq min",
    "good",
    "ok sip",
]
NONE_INTERNAL = ["ok", "oke makasih", "sip", "noted", "siap, thanks"]

GREET = [
    "halo kak",
    "min",
    "pagi",
    "siang min",
    "permisi",
    "mohon info",
    "kak mau tanya",
    "mau nanya dong",
    "selamat pagi",
    "assalamualaikum min",
    "halo admin",
    "malam kak",
    "sore kak",
]
GREET_HARD = ["hi", "hello admin", "sorry mau tanya", "excuse me", "pls help"]
CLOSE = ["ya", "dong", "makasih", "kak", "min", "mohon infonya", "tq", "ya kak", "trims"]
CLOSE_HARD = ["thanks", "pls", "asap ya", "thx"]
STAFF_GREET = ["tolong", "cek dong", "bisa tarik data", "minta data", "pak, "]

ABBREV = {
    "yang": ["yg"],
    "gimana": ["gmn", "gmna"],
    "bagaimana": ["bgmn", "gmn"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dmna"],
    "saya": ["sy", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "gak": ["gk", "ga", "g"],
    "tidak": ["tdk", "gk"],
    "nggak": ["ngga", "gk"],
    "saja": ["aja", "aj"],
    "aja": ["aj"],
    "sudah": ["udh", "sdh"],
    "udah": ["udh", "dah"],
    "karena": ["krn", "karna"],
    "tolong": ["tlg"],
    "dengan": ["dgn"],
    "sekarang": ["skrg"],
    "belum": ["blm"],
    "juga": ["jg"],
    "kalau": ["klo", "kl", "kalo"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "mau": ["mo", "mw"],
    "tapi": ["tp"],
    "sama": ["sm"],
    "lagi": ["lg"],
    "terus": ["trs"],
    "trus": ["trs"],
    "apakah": ["apa"],
    "dokumen": ["dok"],
    "sih": ["sh"],
}

FIRST = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Wahyu",
    "Nur",
    "Putri",
    "Eko",
    "Rahmat",
    "Fitri",
    "Yusuf",
    "Lestari",
    "Hendra",
    "Ayu",
    "Bambang",
    "Indah",
]
LAST = [
    "Santoso",
    "Rahayu",
    "Wijaya",
    "Saputra",
    "Hidayat",
    "Kusuma",
    "Siregar",
    "Nasution",
    "Pratama",
    "Lubis",
    "Setiawan",
    "Handayani",
    "Simanjuntak",
    "Wibowo",
]
MAIL_HOSTS = ["gmail.com", "yahoo.co.id", "gmail.com", "outlook.com", "ymail.com", "notaris-sby.id"]
KEY_NEAR = {
    "a": "sq",
    "s": "ad",
    "d": "sf",
    "e": "wr",
    "i": "uo",
    "o": "ip",
    "n": "bm",
    "r": "et",
    "t": "ry",
    "u": "yi",
    "k": "jl",
    "g": "fh",
    "m": "n",
    "p": "o",
    "h": "gj",
    "l": "k",
    "b": "vn",
    "y": "tu",
}
# Public traffic by hour of day, 00..23.
HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 4, 7, 10, 12, 12, 10, 8, 10, 11, 10, 8, 6, 6, 8, 9, 8, 5, 3]
# Intents about changing or ending something: a bare follow-up after one of them ("biayanya?")
# would ask about that change, not about the service itself, so they start no follow-ups.
NO_FOLLOW_UP_FROM = {
    "fidusia-roya",
    "fidusia-ubah",
    "yayasan-ubah-pengurus",
    "yayasan-bubar",
    "pt-perorangan-ubah",
    "pt-perorangan-bubar",
}
TIME_WORDS = {"pagi": (4, 10), "siang": (10, 14), "sore": (15, 17), "malam": (18, 27)}
WORD_RE = re.compile(r"[A-Za-z]+|[^A-Za-z]+")


class Week:
    """One week of traffic, built from one seed."""

    def __init__(self, seed: int, start: dt.date, public: list, internal: list, hard: bool):
        self.rng = random.Random(seed)
        self.start = start
        self.public = public
        self.internal = internal
        self.hard = hard
        self.typo_p = 0.27 if hard else 0.33
        self.pub_weights = [1.0 / (r + 1) ** (0.8 if hard else 1.05) for r in range(len(public))]
        self.int_weights = [1.0 / (r + 1) ** 0.9 for r in range(len(internal))]
        self.by_service: dict[str, list] = {}
        for it in public:
            self.by_service.setdefault(it[1], []).append(it)
        self.int_by_key = {(it[1], it[2]): it for it in internal}
        self.sessions_seen: set[str] = set()
        self.typos = 0
        self.day, self.hour = 0, 12

    # -- noise ------------------------------------------------------------------------------
    def nik(self) -> str:
        r = self.rng
        day = r.randint(1, 28) + (40 if r.random() < 0.5 else 0)
        prov = r.choice([31, 32, 33, 35, 36, 51, 12, 73, 64, 18])
        kab, kec, month = r.randint(1, 30), r.randint(1, 20), r.randint(1, 12)
        year = r.randint(60, 99) if r.random() < 0.7 else r.randint(0, 5)
        serial = r.randint(1, 60)
        return f"{prov:02d}{kab:02d}{kec:02d}{day:02d}{month:02d}{year:02d}{serial:04d}"

    def phone(self) -> str:
        r = self.rng
        pre = r.choice(["812", "813", "821", "852", "857", "878", "896", "838"])
        a, b = r.randint(1000, 9999), r.randint(1000, 9999)
        form = r.randrange(5)
        if form == 0:
            return f"0{pre}{a}{b}"
        if form == 1:
            return f"0{pre}-{a}-{b}"
        if form == 2:
            return f"+62 {pre} {a} {b}"
        if form == 3:
            return f"62{pre}{a}{b}"
        return f"0{pre} {a} {b}"

    def name(self) -> str:
        return f"{self.rng.choice(FIRST)} {self.rng.choice(LAST)}"

    def email(self) -> str:
        r = self.rng
        f, last = r.choice(FIRST).lower(), r.choice(LAST).lower()
        user = r.choice(
            [f"{f}.{last}", f"{f}{r.randint(70, 99)}", f"{f}_{last[:3]}", f"{last}{f[0]}"]
        )
        return f"{user}@{r.choice(MAIL_HOSTS)}"

    def npwp(self) -> str:
        r = self.rng
        if r.random() < 0.3:
            return self.nik()
        a, b, c = r.randint(1, 99), r.randint(0, 999), r.randint(0, 999)
        d, e = r.randint(0, 9), r.randint(0, 999)
        return f"{a:02d}.{b:03d}.{c:03d}.{d}-{e:03d}.000"

    def personal(self, service: str) -> tuple[str, str]:
        """A fake personal detail as (prefix, suffix)."""
        r = self.rng
        if service == "akun" and r.random() < 0.6:
            return "", r.choice([" akun saya {e}", ", username {e}", " (email {e})"]).format(
                e=self.email()
            )
        kind = r.randrange(7)
        if kind == 0:
            return "", f", nama saya {self.name()} NIK {self.nik()}"
        if kind == 1:
            return "", r.choice([". no hp {p}", ", wa saya {p}", " hubungi {p}"]).format(
                p=self.phone()
            )
        if kind == 2:
            return "", r.choice([" email {e}", ", balas ke {e} ya"]).format(e=self.email())
        if kind == 3:
            return "", f" (NPWP {self.npwp()})"
        if kind == 4:
            return f"saya {self.name()}, ", ""
        if kind == 5:
            return "", f" atas nama {self.name()}, NIK {self.nik()}"
        return f"{self.name()} disini, ", f" no {self.phone()}"

    def abbreviate(self, text: str, p: float) -> str:
        if p <= 0:
            return text
        out = []
        for tok in WORD_RE.findall(text):
            alts = ABBREV.get(tok.lower())
            out.append(self.rng.choice(alts) if alts and self.rng.random() < p else tok)
        return "".join(out)

    def typo(self, text: str) -> tuple[str, bool]:
        r = self.rng
        toks = WORD_RE.findall(text)
        idx = [i for i, t in enumerate(toks) if t.isalpha() and len(t) >= 4]
        if not idx:
            return text, False
        changed = False
        for _ in range(2 if r.random() < 0.15 else 1):
            i = r.choice(idx)
            w = toks[i]
            j = r.randint(1, len(w) - 2)
            op = r.random()
            if op < 0.33:
                new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
            elif op < 0.63:
                new = w[:j] + w[j + 1 :]
            elif op < 0.88:
                new = w[:j] + w[j] + w[j:]
            else:
                near = KEY_NEAR.get(w[j].lower())
                new = w[:j] + r.choice(near) + w[j + 1 :] if near else w[:j] + w[j + 1 :]
            if new != w:
                toks[i] = new
                changed = True
        return "".join(toks), changed

    def stretch(self, text: str) -> str:
        """Repeat the last letter of one short chat word (kaaak, dongg, miiin)."""
        r = self.rng
        toks = WORD_RE.findall(text)
        idx = [
            i
            for i, t in enumerate(toks)
            if t.lower()
            in {"kak", "min", "dong", "ya", "makasih", "tolong", "mantap", "siap", "ok"}
        ]
        if not idx:
            return text
        i = r.choice(idx)
        w = toks[i]
        k = r.randint(1, 3)
        vowels = [p for p, c in enumerate(w) if c in "aiueo"]
        if vowels and r.random() < 0.5:
            p = vowels[-1]
            toks[i] = w[: p + 1] + w[p] * k + w[p + 1 :]
        else:
            toks[i] = w + w[-1] * k
        return "".join(toks)

    def finish(self, text: str, question: bool) -> str:
        """Casing and punctuation."""
        r = self.rng
        text = text.strip()
        if question:
            text = text.rstrip("?.! ")
            x = r.random()
            if x < 0.38:
                text += "?"
            elif x < 0.46:
                text += "??"
            elif x < 0.5:
                text += " ?"
            elif x < 0.54:
                text += "..."
            elif x < 0.58:
                text += "."
            elif x < 0.6:
                text += "?!"
        c = r.random()
        if c < 0.58:
            text = text.lower()
        elif c < 0.61:
            text = text.upper()
        elif c < 0.72:
            text = text[:1].upper() + text[1:]
        return text

    def fits(self, greeting: str) -> bool:
        """Whether a greeting naming a time of day fits the session's hour."""
        for word, (lo, hi) in TIME_WORDS.items():
            if word in greeting:
                return lo <= self.hour <= hi or lo <= self.hour + 24 <= hi
        return True

    def greeting(self, pool: list) -> str:
        return self.rng.choice([g for g in pool if self.fits(g)])

    def render(self, phrase: str, style: dict, service: str, first: bool, internal: bool):
        r = self.rng
        core = self.abbreviate(phrase, style["abbr"])
        typo = False
        if r.random() < self.typo_p * (0.8 if internal else 1.0):
            core, typo = self.typo(core)
        pre, suf = "", ""
        if not internal and r.random() < (0.16 if service in {"akun", "voucher"} else 0.045):
            pre, suf = self.personal(service)
        text = pre + core + suf
        if internal:
            if first and r.random() < 0.2:
                g = r.choice(STAFF_GREET)
                text = g + ("" if g.endswith(" ") else " ") + text
        else:
            greet = GREET + GREET_HARD if self.hard else GREET
            close = CLOSE + CLOSE_HARD if self.hard else CLOSE
            if r.random() < (0.3 if first else 0.03):
                sep = r.choice([" ", ", ", " . ", "... ", ". "])
                text = self.abbreviate(self.greeting(greet), style["abbr"]) + sep + text
            if r.random() < 0.18:
                end, word = text.rstrip("?.! "), r.choice(close)
                if not end.lower().endswith(word.split()[-1]):
                    text = end + r.choice([" ", ", ", " "]) + word
            if r.random() < 0.1:
                text = self.stretch(text)
        return self.finish(text, True), typo

    def render_none(self, phrase: str) -> tuple[str, bool]:
        r = self.rng
        text, typo = phrase, False
        if r.random() < self.typo_p:
            text, typo = self.typo(text)
        if r.random() < 0.3:
            text = self.stretch(text)
        text = self.finish(text, False)
        x = r.random()
        if x < 0.15:
            text += "!"
        elif x < 0.25:
            text += " 🙏"
        elif x < 0.3:
            text += "."
        return text, typo

    # -- sessions ---------------------------------------------------------------------------
    def style(self) -> dict:
        r = self.rng
        x = r.random()
        return {"abbr": 0.75 if x < 0.25 else (0.3 if x < 0.6 else 0.0)}

    def none_line(self, opening: bool) -> tuple[str, str, bool]:
        if opening:
            phrase = self.greeting(NONE_OPEN)
        else:
            phrase = self.rng.choice(NONE_CLOSE + NONE_HARD_EXTRA if self.hard else NONE_CLOSE)
        text, typo = self.render_none(phrase)
        return text, "none", typo

    def public_session(self) -> list:
        r = self.rng
        st = self.style()
        lines = []
        if r.random() < 0.025:
            lines.append(self.none_line(True))
        it = r.choices(self.public, weights=self.pub_weights)[0]
        text, typo = self.render(r.choice(it[3]), st, it[1], True, False)
        lines.append((text, it[0], typo))
        for _ in range(3):
            x = r.random()
            if x < 0.2:
                if it[0] in NO_FOLLOW_UP_FROM:
                    continue
                options = [o for o in self.by_service[it[1]] if o[0] != it[0] and o[4]]
                if not options:
                    continue
                it = r.choice(options)
                text, typo = self.render(r.choice(it[4]), st, it[1], False, False)
                lines.append((text, it[0], typo))
            elif x < 0.27:
                it = r.choices(self.public, weights=self.pub_weights)[0]
                text, typo = self.render(r.choice(it[3]), st, it[1], False, False)
                lines.append((text, it[0], typo))
            else:
                break
        if r.random() < 0.032:
            lines.append(self.none_line(False))
        return lines

    def fill(self, text: str) -> str:
        r = self.rng
        return text.format(
            prov=r.choice(PROVINCES),
            per=r.choice(PERIODS),
            n=r.choice(THRESHOLDS),
            k=r.choice(TOPS),
        )

    def internal_session(self) -> list:
        r = self.rng
        st = {"abbr": 0.3 if r.random() < 0.4 else 0.0}
        lines = []
        it = r.choices(self.internal, weights=self.int_weights)[0]
        text, typo = self.render(self.fill(r.choice(it[4])), st, "", True, True)
        lines.append((text, it[0], typo))
        for _ in range(r.randint(1, 5)):
            x = r.random()
            nxt, phrase = None, None
            if x < 0.5:
                nxt, phrase = it, r.choice(INT_SAME[it[2]])
            elif x < 0.75:
                kind = r.choice([k for k in INT_KIND if k != it[2]])
                nxt = self.int_by_key.get((it[1], kind))
                phrase = r.choice(INT_KIND[kind])
            elif x < 0.9:
                reg = r.choice([g for g in INT_REG if g != it[1]])
                nxt = self.int_by_key.get((reg, it[2]))
                phrase = r.choice(INT_REG[reg])
            else:
                nxt = r.choices(self.internal, weights=self.int_weights)[0]
                phrase = r.choice(nxt[4])
            if nxt is None:
                continue
            it = nxt
            text, typo = self.render(self.fill(phrase), st, "", False, True)
            lines.append((text, it[0], typo))
        if r.random() < 0.08:
            text, typo = self.render_none(r.choice(NONE_INTERNAL))
            lines.append((text, "none", typo))
        return lines

    def session_id(self) -> str:
        while True:
            sid = f"s-{self.rng.getrandbits(40):010x}"
            if sid not in self.sessions_seen:
                self.sessions_seen.add(sid)
                return sid

    def pick_time(self, internal: bool) -> None:
        """Choose the day and hour of the next session (staff work weekdays, 08-16)."""
        r = self.rng
        if internal:
            self.day = r.randrange(5)
            self.hour = r.choices(range(8, 17), weights=[3, 6, 7, 6, 3, 5, 6, 5, 3])[0]
        else:
            self.day = r.choices(range(7), weights=[10, 10, 10, 9, 8, 5, 4])[0]
            self.hour = r.choices(range(24), weights=HOUR_WEIGHTS)[0]

    def place(self, lines: list, internal: bool) -> list:
        """Give one session's lines timestamps within its day."""
        r = self.rng
        day, hour = self.day, self.hour
        offs = [0]
        for _ in lines[1:]:
            offs.append(offs[-1] + r.randint(15, 240))
        sec = min(hour * 3600 + r.randrange(3600), 86399 - offs[-1])
        base = dt.datetime.combine(self.start + dt.timedelta(days=day), dt.time(), TZ)
        sid = self.session_id()
        out = []
        for (text, label, typo), off in zip(lines, offs, strict=True):
            at = base + dt.timedelta(seconds=sec + off)
            rec = {
                "at": at.isoformat(),
                "session": sid,
                "question": text,
                "surface": "internal" if internal else "public",
            }
            if label != "none" and r.random() < 0.06:
                rec["feedback"] = "up" if r.random() < 0.6 else "down"
            rec["label"] = label
            out.append((rec, typo))
        return out

    def build(self) -> list:
        records = []
        for internal, target in ((True, INTERNAL_LINES), (False, LINES_PER_WEEK - INTERNAL_LINES)):
            n = 0
            while n < target:
                self.pick_time(internal)
                lines = self.internal_session() if internal else self.public_session()
                lines = lines[: target - n]
                n += len(lines)
                records.extend(self.place(lines, internal))
        order = sorted(range(len(records)), key=lambda i: (records[i][0]["at"], i))
        self.typos = sum(1 for _, t in records if t)
        return [records[i][0] for i in order]


def truth(records: list, public: list, internal: list) -> dict:
    cover = {it[0]: it[2] for it in public}
    cover.update({it[0]: it[3] for it in internal})
    used = sorted({r["label"] for r in records if r["label"] != "none"})
    missing = sorted(set(cover) - set(used))
    if missing:
        raise SystemExit(f"intents never sampled: {missing}")
    return {"set": GOLDEN_SET, "covered": {k: cover[k] for k in used}}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    weeks = [
        ("typical", 20270201, dt.date(2027, 2, 1), TYPICAL_PUBLIC, TYPICAL_INTERNAL, False),
        ("hard", 20270208, dt.date(2027, 2, 8), HARD_PUBLIC, HARD_INTERNAL, True),
    ]
    for kind, seed, start, public, internal, hard in weeks:
        week = Week(seed, start, public, internal, hard)
        records = week.build()
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
        (out / f"{NAME}-{kind}.jsonl").write_text(body, encoding="utf-8")
        tr = truth(records, public, internal)
        text = json.dumps(tr, ensure_ascii=False, indent=2) + "\n"
        (out / f"{NAME}-{kind}.truth.json").write_text(text, encoding="utf-8")
        n = len(records)
        n_int = sum(1 for r in records if r["surface"] == "internal")
        n_none = sum(1 for r in records if r["label"] == "none")
        n_cov = sum(1 for v in tr["covered"].values() if v)
        print(
            f"{kind}: {n} lines, {len(tr['covered'])} intents ({n_cov} covered), "
            f"internal {n_int / n:.1%}, typos {week.typos / n:.1%}, none {n_none / n:.1%}"
        )


if __name__ == "__main__":
    main()
