"""Generate the `india` pair of held-out weeks of AHU chatbot traffic.

Usage: python3 bench/weeks/india_week.py --out bench/weeks

Writes india-typical.jsonl, india-hard.jsonl and their .truth.json files. Every
phrasing below was written by hand; the script only samples them and adds chat
noise (greetings, abbreviations, casing, punctuation, stretched letters, typos
and fake personal details). Stdlib only, seeded, byte-identical on every run.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 58213
GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
N_LINES = 3000
N_INTERNAL = 240
N_NONE_ALONE = 50

# ---------------------------------------------------------------------------
# Intents: id -> (service, facet, covering golden item or None, phrasings)
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = {
    "akun-lupa-pw": (
        "akun",
        "pw",
        None,
        [
            "lupa password AHU online gimana",
            "gak bisa login AHU, lupa kata sandi",
            "reset password akun ahu caranya gimana",
            "password ahu saya lupa, email reset juga gak masuk",
            "akun AHU gak bisa masuk, katanya password salah terus",
            "cara ganti password AHU online",
            "saya lupa kata sandi akun AHU, gimana ya",
            "kenapa link reset password ahu gak dikirim ke email",
            "akun ahu saya terblokir gara2 salah password berkali kali",
            "mau login AHU tapi lupa password, tolong dibantu",
            "email untuk reset password AHU udah gak aktif, gimana",
            "kata sandi AHU online kadaluarsa, harus ganti gimana",
        ],
    ),
    "ptp-syarat": (
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "syarat bikin PT perorangan apa aja",
            "apa saja syarat mendirikan PT perorangan",
            "mau buat PT perorangan syaratnya apa ya",
            "persyaratan pendirian PT perseorangan",
            "syarat pt perorangan untuk umkm apa aja kak",
            "kalau mau daftar PT perorangan harus punya apa aja",
            "PT perorangan boleh didirikan sama siapa aja? ada batas umur gak",
            "bisa gak PT perorangan didirikan 1 orang aja, syaratnya gimana",
            "syarat pendirian pt perorangan",
            "dokumen apa aja yang harus disiapkan buat PT perorangan",
        ],
    ),
    "vch-bayar": (
        "vch",
        "cara",
        None,
        [
            "cara bayar voucher AHU gimana",
            "bayar PNBP AHU bisa lewat apa aja",
            "voucher udah dapet, bayarnya dimana",
            "bisa bayar voucher pakai m-banking gak",
            "kode voucher ini bayarnya ke bank apa",
            "gimana cara bayar kode billing PNBP di AHU",
        ],
    ),
    "ptp-biaya": (
        "ptp",
        "biaya",
        None,
        [
            "biaya pendirian PT perorangan berapa",
            "bikin PT perorangan bayar berapa ya",
            "PT perorangan gratis atau bayar",
            "berapa biaya daftar pt perorangan",
            "PNBP PT perorangan berapa kak",
            "biaya buat PT perorangan sampai jadi berapa",
        ],
    ),
    "fid-cara-daftar": (
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "cara daftar fidusia gimana",
            "bagaimana cara mendaftarkan jaminan fidusia",
            "daftar jaminan fidusia online gimana caranya",
            "mau daftar fidusia buat kredit motor caranya gimana",
            "prosedur pendaftaran fidusia",
            "fidusia didaftarkan dimana",
        ],
    ),
    "apo-biaya": (
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille per dokumen bayar berapa",
            "berapa tarif apostille",
            "apostille ijazah biayanya berapa",
            "apostille akta kelahiran bayar berapa kak",
        ],
    ),
    "cv-daftar-dimana": (
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang dimana",
            "CV didaftarkan di mana ya, masih di pengadilan negeri",
            "pendaftaran firma dimana sekarang",
            "bikin CV daftarnya ke mana",
            "mau daftarin CV lewat mana kak",
            "CV masih daftar di PN atau udah online di AHU",
        ],
    ),
    "yys-cara-dirikan": (
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan gimana",
            "mau bikin yayasan prosedurnya apa aja",
            "bagaimana cara membuat yayasan",
            "langkah2 pendirian yayasan",
            "gimana cara daftarin yayasan biar sah",
        ],
    ),
    "akun-daftar": (
        "akun",
        "cara",
        None,
        [
            "cara daftar akun AHU online",
            "bikin akun ahu gimana",
            "registrasi akun AHU untuk umum bisa gak",
            "mau buat user AHU, daftarnya gimana",
        ],
    ),
    "apo-dokumen": (
        "apo",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa diapostille",
            "ijazah bisa diapostille gak",
            "akta nikah bisa di apostille",
            "SKCK bisa apostille di kemenkum gak",
            "jenis dokumen yang bisa di apostille apa aja",
        ],
    ),
    "fid-roya": (
        "fid",
        "bubar",
        None,
        [
            "cara roya fidusia gimana",
            "kredit udah lunas, fidusianya dihapus gimana",
            "penghapusan jaminan fidusia caranya",
            "mau hapus sertifikat fidusia, prosedurnya apa",
            "roya fidusia bisa online gak",
        ],
    ),
    "wsi-cari": (
        "wsi",
        "cara",
        "wasiat-pencarian",
        [
            "cara cek wasiat orang tua yang sudah meninggal",
            "gimana tau almarhum ada wasiat atau gak",
            "cara mencari wasiat almarhum",
            "mau cek apakah bapak saya ninggalin wasiat",
            "surat keterangan wasiat gimana ngurusnya",
        ],
    ),
    "ptp-ubah": (
        "ptp",
        "ubah",
        None,
        [
            "cara ubah data PT perorangan gimana",
            "mau ganti alamat PT perorangan caranya",
            "gimana cara perubahan PT perorangan, mau tambah KBLI",
            "PT perorangan saya mau ganti nama bisa gak",
            "cara update modal PT perorangan",
        ],
    ),
    "apo-apa": (
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa sih",
            "apostille maksudnya apa ya kak",
            "apostille tuh apaan",
            "pengertian apostille",
        ],
    ),
    "kwn-ganda-usia": (
        "kwn-ganda",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus milih umur berapa",
            "batas usia anak dwi kewarganegaraan milih WNI",
            "anak saya 2 kewarganegaraan, sampai umur berapa boleh",
            "umur berapa anak kewarganegaraan ganda wajib memilih",
        ],
    ),
    "ptb-akta-notaris": (
        "ptb",
        "notaris",
        "pt-biasa-akta",
        [
            "PT biasa harus pakai akta notaris gak",
            "apakah pendirian PT biasa wajib lewat notaris",
            "kalau PT yang 2 orang lebih perlu akta notaris ya",
            "bikin PT biasa bisa tanpa notaris gak",
            "PT persekutuan modal wajib akta notaris kah",
        ],
    ),
    "vch-kadaluarsa": (
        "vch",
        "exp",
        None,
        [
            "voucher saya expired, uangnya balik gak",
            "voucher kadaluarsa belum dipakai gimana",
            "udah bayar voucher tapi lewat masa berlaku",
            "voucher hangus bisa refund gak",
        ],
    ),
    "apo-lama": (
        "apo",
        "lama",
        None,
        [
            "apostille berapa lama jadinya",
            "proses apostille berapa hari",
            "apostille bisa jadi hari ini gak",
            "lama proses apostille berapa",
        ],
    ),
    "fid-biaya": (
        "fid",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "daftar fidusia bayar berapa ya",
            "PNBP fidusia berapa",
            "tarif fidusia untuk nilai penjaminan 50 juta berapa",
        ],
    ),
    "pkm-badan-hukum": (
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "gimana caranya perkumpulan jadi badan hukum",
            "perkumpulan kami mau berbadan hukum, caranya gimana",
            "cara pengesahan badan hukum perkumpulan",
            "perkumpulan bisa jadi badan hukum gak? gimana",
        ],
    ),
    "kop-pendirian": (
        "kop",
        "cara",
        None,
        [
            "cara mendirikan koperasi gimana",
            "mau bikin koperasi, daftarnya gimana",
            "pendirian koperasi lewat AHU juga kah",
            "pengesahan koperasi caranya gimana ya",
        ],
    ),
    "apo-vs-legalisasi": (
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa bedanya apostille sama legalisasi",
            "apostille dan legalisasi beda gak",
            "mending apostille atau legalisasi, bedanya apa",
            "beda apostille dengan legalisasi kedutaan",
        ],
    ),
    "ptp-bubar": (
        "ptp",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan gimana",
            "mau tutup PT perorangan prosedurnya apa",
            "PT perorangan udah gak jalan, gimana cara bubarin",
            "pembubaran PT perorangan lewat mana",
        ],
    ),
    "kwn-natur-syarat": (
        "kwn-natur",
        "syarat",
        None,
        [
            "syarat naturalisasi jadi WNI apa aja",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA mau jadi WNI, syaratnya apa",
        ],
    ),
}

HARD_PUBLIC = {
    "ptp-syarat": (
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapin kalau mau bikin PT perseorangan",
            "dokumen apa yg dibawa buat PT perorangan",
            "who can set up a PT perorangan, harus WNI",
            "kriteria pendiri PT 1 orang",
            "PT perorangan: minimal umur pendirinya berapa dan ketentuan lainnya",
            "what do I need to open PT perorangan",
            "kelengkapan berkas pendirian PT perseorangan",
        ],
    ),
    "akun-lupa-pw": (
        "akun",
        "pw",
        None,
        [
            "forgot password ahu",
            "gak bisa login AHU",
            "reset sandi AHU online",
            "akun AHU terkunci, sandinya lupa",
            "lupa kata sandi akun umum AHU",
            "cant login to ahu online, password issue",
        ],
    ),
    "apo-biaya": (
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee",
            "ongkos apostille per lembar",
            "tarif apostille",
            "apostille bayar berapa",
            "how much apostille 1 dokumen",
            "PNBP apostille",
        ],
    ),
    "ptp-biaya": (
        "ptp",
        "biaya",
        None,
        [
            "fee PT perorangan berapa",
            "ongkos bikin PT perseorangan",
            "how much does PT perorangan cost",
            "PNBP PT perorangan",
            "tarif pendirian PT 1 orang",
            "buka PT perorangan keluar duit berapa",
            "PT perorangan charge nya berapa ya",
        ],
    ),
    "fid-cara-daftar": (
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "how to register fiducia",
            "alur pendaftaran fidusia online",
            "fidusia didaftarkan lewat apa",
            "prosedur pencatatan jaminan fidusia",
            "daftar jaminan fidusia step by step",
            "pendaftaran fidusia bisa online",
        ],
    ),
    "vch-bayar": (
        "vch",
        "cara",
        None,
        [
            "bayar voucher",
            "payment voucher AHU lewat mana",
            "cara bayar PNBP pakai kode billing",
            "voucher dibayar di bank apa",
            "bisa bayar voucher via QRIS",
        ],
    ),
    "ptp-cara-daftar": (
        "ptp",
        "cara",
        None,
        [
            "gimana alur daftar PT perorangan",
            "step by step bikin PT perorangan lewat AHU",
            "PT perorangan daftarnya di website apa",
            "how to register PT perorangan online",
            "prosedur mengisi pernyataan pendirian PT perorangan",
            "tata cara pendirian PT perseorangan",
        ],
    ),
    "apo-dokumen": (
        "apo",
        "dokumen",
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "ijazah bisa apostille",
            "akta cerai bisa diapostille ga",
            "dokumen yg bisa apostille",
            "surat keterangan kerja bisa apostille",
            "dokumen publik apa saja yang bisa dapat apostille",
        ],
    ),
    "yys-cara-dirikan": (
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "prosedur pendirian yayasan",
            "alur bikin yayasan",
            "tata cara pengesahan yayasan",
            "mau bangun yayasan sosial, langkahnya gimana",
            "yayasan didirikan lewat apa",
        ],
    ),
    "cv-daftar-dimana": (
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "register CV where",
            "CV sekarang didaftarin di mana, PN atau AHU",
            "firma daftarnya ke kemenkum ya",
            "pendaftaran persekutuan komanditer lewat sistem apa",
            "CV masih ke pengadilan negeri gak",
            "tempat daftar CV",
            "CV registration online di mana",
        ],
    ),
    "fid-roya": (
        "fid",
        "bubar",
        None,
        [
            "roya fidusia",
            "hapus fidusia setelah lunas",
            "delete fiducia certificate",
            "pencoretan fidusia",
            "penghapusan fidusia gimana",
            "cancel jaminan fidusia",
        ],
    ),
    "ptp-lama": (
        "ptp",
        "lama",
        None,
        [
            "PT perorangan jadinya berapa lama",
            "berapa hari sampai sertifikat PT perorangan terbit",
            "processing time PT perorangan",
            "PT perseorangan bisa jadi sehari",
            "how long to get PT perorangan approved",
            "estimasi waktu pendirian PT perorangan",
        ],
    ),
    "apo-apa": (
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa",
            "what is apostille",
            "apostille artinya",
            "maksud apostille apaan",
            "penjelasan apostille",
        ],
    ),
    "fid-biaya": (
        "fid",
        "biaya",
        None,
        [
            "fee fidusia",
            "PNBP fidusia berapa",
            "tarif pendaftaran fidusia",
            "biaya sertifikat fidusia untuk nilai 100jt",
            "ongkos daftar jaminan fidusia",
            "fidusia bayar berapa",
        ],
    ),
    "ptb-akta-notaris": (
        "ptb",
        "notaris",
        "pt-biasa-akta",
        [
            "PT biasa wajib notaris ga",
            "need notary deed for regular PT",
            "PT persekutuan modal bisa tanpa akta notaris",
            "PT yang pendirinya 2 orang harus ke notaris",
            "akta pendirian PT biasa harus dibuat notaris kah",
            "notaris wajib ga buat PT non perorangan",
        ],
    ),
    "yys-syarat": (
        "yys",
        "syarat",
        None,
        [
            "syarat yayasan apa aja",
            "dokumen apa yg dibawa untuk yayasan",
            "requirement yayasan",
            "kelengkapan berkas pendirian yayasan",
            "pendiri yayasan minimal berapa orang dan ketentuannya apa",
            "apa yang perlu disiapin buat yayasan",
        ],
    ),
    "ptp-ubah": (
        "ptp",
        "ubah",
        None,
        [
            "revisi data PT perorangan gimana",
            "change address PT perorangan",
            "PT perorangan mau tambah KBLI, prosedurnya",
            "ganti nama PT perseorangan bisa ga",
            "pernyataan perubahan PT perorangan isinya apa",
            "update modal PT perorangan",
        ],
    ),
    "wsi-cari": (
        "wsi",
        "cara",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "how to know if the deceased left a will",
            "pencarian wasiat orang tua",
            "cara tau ada wasiat atau ga",
            "ayah meninggal, mau cek ada surat wasiat",
            "permohonan surat keterangan wasiat",
        ],
    ),
    "apo-lama": (
        "apo",
        "lama",
        None,
        [
            "apostille berapa hari",
            "apostille processing time",
            "apostille bisa kilat",
            "berapa lama nunggu apostille",
            "apostille kelar kapan",
        ],
    ),
    "apo-cara": (
        "apo",
        "cara",
        None,
        [
            "cara ngajuin apostille",
            "how to apply apostille",
            "apostille daftarnya lewat mana",
            "prosedur permohonan apostille",
            "apostille harus datang ke kantor atau online",
            "alur apostille online",
        ],
    ),
    "ptp-vs-ptb": (
        "ptp",
        "beda",
        None,
        [
            "beda PT perorangan sama PT biasa apa",
            "PT perorangan vs PT persekutuan modal",
            "difference between PT perorangan and PT biasa",
            "mending PT perseorangan atau PT biasa, bedanya di mana",
            "PT perorangan itu sama dengan PT pada umumnya gak",
            "apa itu PT perorangan",
        ],
    ),
    "kwn-ganda-usia": (
        "kwn-ganda",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan milih umur berapa",
            "batas umur anak double citizenship",
            "age limit anak kewarganegaraan ganda terbatas",
            "sampe umur berapa anak boleh punya 2 paspor",
            "anak berkewarganegaraan ganda wajib pilih di usia",
        ],
    ),
    "yys-biaya": (
        "yys",
        "biaya",
        None,
        [
            "biaya yayasan",
            "fee pengesahan yayasan",
            "tarif PNBP yayasan",
            "bikin yayasan habis berapa",
            "ongkos urus yayasan",
        ],
    ),
    "pkm-badan-hukum": (
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau berbadan hukum",
            "pengesahan badan hukum perkumpulan",
            "association legal entity status how",
            "status badan hukum untuk perkumpulan, prosesnya",
            "komunitas kami mau jadi perkumpulan berbadan hukum",
            "perkumpulan dapet SK kemenkum gimana",
        ],
    ),
    "apo-vs-legalisasi": (
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "difference apostille and legalization",
            "legalisasi kedutaan masih perlu kalau udah apostille",
            "kapan pakai apostille kapan pakai legalisasi",
            "apostille sama legalisir beda ga",
        ],
    ),
    "fid-ubah": (
        "fid",
        "ubah",
        None,
        [
            "perubahan sertifikat fidusia",
            "ganti data fidusia",
            "salah ketik nama debitur di fidusia, revisi gimana",
            "amend fiducia registration",
            "ubah nilai penjaminan fidusia",
        ],
    ),
    "ptb-biaya": (
        "ptb",
        "biaya",
        None,
        [
            "biaya PT biasa berapa",
            "ongkos pendirian PT persekutuan modal",
            "PNBP pengesahan PT biasa",
            "fee bikin PT biasa all in",
            "harga pendirian PT (bukan perorangan)",
        ],
    ),
    "yys-ubah-pengurus": (
        "yys",
        "ubah",
        None,
        [
            "ganti pengurus yayasan gimana",
            "perubahan pembina yayasan",
            "change board of yayasan",
            "ketua yayasan meninggal, ganti pengurus caranya",
            "update susunan pengurus yayasan di AHU",
        ],
    ),
    "ptp-bubar": (
        "ptp",
        "bubar",
        None,
        [
            "tutup PT perorangan gimana",
            "close PT perorangan yang udah gak aktif",
            "pembubaran PT perseorangan",
            "PT perorangan mau dibubarkan, caranya",
            "bisa cabut PT perorangan ga",
            "nonaktifin PT perorangan",
        ],
    ),
    "kwn-natur-syarat": (
        "kwn-natur",
        "syarat",
        None,
        [
            "syarat naturalisasi",
            "requirement jadi WNI",
            "dokumen apa yang dibawa untuk pewarganegaraan",
            "WNA mau jadi WNI perlu apa aja",
            "kriteria naturalisasi biasa",
        ],
    ),
    "wsi-biaya": (
        "wsi",
        "biaya",
        None,
        [
            "biaya cek wasiat",
            "PNBP surat keterangan wasiat",
            "fee pencarian wasiat",
            "bayar berapa untuk surat keterangan wasiat",
            "tarif permohonan SKW",
        ],
    ),
    "ptb-modal": (
        "ptb",
        "modal",
        None,
        [
            "modal minimal PT biasa berapa",
            "modal dasar PT persekutuan modal minimal",
            "minimum capital PT biasa",
            "PT biasa harus setor modal berapa",
            "modal disetor PT minimal berapa",
        ],
    ),
    "kwn-ganda-cara-pilih": (
        "kwn-ganda",
        "cara",
        None,
        [
            "cara anak ganda memilih WNI",
            "pernyataan memilih kewarganegaraan untuk anak",
            "how to declare citizenship choice for child",
            "prosedur anak ganda pilih jadi WNI",
            "anak saya mau pilih WNI, daftarnya gimana",
        ],
    ),
    "cv-ubah-ke-pt": (
        "cv",
        "ubah",
        None,
        [
            "CV mau dinaikin jadi PT gimana",
            "convert CV to PT",
            "peralihan CV ke PT prosedurnya",
            "ubah CV jadi PT perorangan bisa",
            "CV upgrade ke PT caranya",
        ],
    ),
    "fid-lama": (
        "fid",
        "lama",
        None,
        [
            "sertifikat fidusia jadinya kapan",
            "fidusia berapa lama terbit",
            "processing time fidusia",
            "fidusia langsung terbit sehari",
            "estimasi waktu fidusia",
        ],
    ),
    "yys-bubar": (
        "yys",
        "bubar",
        None,
        [
            "pembubaran yayasan",
            "tutup yayasan gimana",
            "yayasan udah ga aktif mau dibubarkan",
            "dissolve yayasan procedure",
            "likuidasi yayasan caranya",
        ],
    ),
    "kop-pendirian": (
        "kop",
        "cara",
        None,
        [
            "bikin koperasi gimana",
            "pengesahan koperasi",
            "koperasi didaftarin lewat mana",
            "how to set up a koperasi",
            "prosedur pendirian koperasi simpan pinjam",
        ],
    ),
    "pkm-vs-yys": (
        "pkm",
        "beda",
        None,
        [
            "beda perkumpulan sama yayasan",
            "perkumpulan atau yayasan, bedanya apa",
            "difference perkumpulan vs yayasan",
            "mending yayasan atau perkumpulan",
            "perkumpulan itu apa, beda sama yayasan gak",
        ],
    ),
}

# Internal intents: id -> (register, kind, covering golden item or None, phrasings)
TYPICAL_INTERNAL = {
    "int-ptp-jumlah": (
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah pendaftaran PT perorangan di {prov} {per}",
            "total PT perorangan yang terdaftar {per} per provinsi",
            "minta angka pendaftaran PT perorangan {per} dong, breakdown per provinsi",
            "jumlah PT perorangan baru di {prov} {per} berapa",
            "PT perorangan {prov} {per} ada berapa",
            "tolong tarik data jumlah PT perorangan {per}",
            "rekap pendaftaran pt perorangan {per} per provinsi",
        ],
    ),
    "int-ptp-ranking": (
        "ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "{k} provinsi dengan pendaftaran PT perorangan terbanyak {per}",
            "provinsi mana yang paling banyak daftar PT perorangan {per}",
            "ranking provinsi PT perorangan {per}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {per}, top {k} aja",
            "top {k} provinsi pt perorangan {per}",
        ],
    ),
    "int-fid-threshold": (
        "fid",
        "thr",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana aja yang pendaftaran fidusianya di atas {n} {per}",
            "daftar kantor wilayah dengan pendaftaran fidusia lebih dari {n} {per}",
            "kanwil yang fidusianya tembus {n} {per} mana aja",
            "wilayah mana yang mencatat lebih dari {n} fidusia {per}",
        ],
    ),
    "int-fid-jumlah": (
        "fid",
        "count",
        None,
        [
            "jumlah pendaftaran jaminan fidusia {per} berapa",
            "total sertifikat fidusia terbit di {prov} {per}",
            "berapa pendaftaran fidusia {prov} {per}",
            "angka fidusia nasional {per} ada",
        ],
    ),
}

HARD_INTERNAL = {
    "int-ptp-jumlah": (
        "ptp",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {per}",
            "count registrasi PT perseorangan {per}",
            "ada berapa badan usaha perseorangan baru di {prov} {per}",
            "volume PT 1 orang {per} di {prov}",
            "jumlah pendaftaran PT perorangan {prov} {per}",
            "total new PT perorangan {per} by province",
        ],
    ),
    "int-ptp-ranking": (
        "ptp",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "which province leads in PT perorangan {per}",
            "peringkat provinsi untuk PT perseorangan {per}",
            "top {k} province by PT perorangan registrations {per}",
            "siapa juara pendaftaran PT perorangan {per}, {k} besar",
            "{k} provinsi teratas PT perorangan {per}",
        ],
    ),
    "int-fid-threshold": (
        "fid",
        "thr",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil with more than {n} fiducia registrations {per}",
            "kantor wilayah yang fidusianya lewat {n} {per}",
            "which regional offices exceeded {n} jaminan fidusia {per}",
            "kanwil mana saja yang pendaftaran fidusianya di atas {n} {per}",
        ],
    ),
    "int-fid-jumlah": (
        "fid",
        "count",
        None,
        [
            "total fiducia registrations {per} in {prov}",
            "jumlah akta fidusia yang didaftarkan {prov} {per}",
            "berapa sertifikat jaminan fidusia terbit {per}",
            "fidusia {prov} {per} berapa",
        ],
    ),
    "int-ptp-threshold": (
        "ptp",
        "thr",
        None,
        [
            "kanwil mana yang PT peroranganya lebih dari {n} {per}",
            "provinsi yang pendaftaran PT perorangan di atas {n} {per}",
            "offices above {n} PT perorangan registrations {per}",
            "wilayah mana aja yang PT perseorangan tembus {n} {per}",
        ],
    ),
    "int-ptp-pertumbuhan": (
        "ptp",
        "growth",
        None,
        [
            "naik berapa persen PT perorangan {per} dibanding {per2}",
            "growth PT perorangan {prov} {per} vs {per2}",
            "selisih PT perorangan {per} dibanding {per2}",
            "persentase kenaikan pendaftaran PT perseorangan {prov} {per} terhadap {per2}",
        ],
    ),
}

# Zipf rank order of public intents (most asked first).
TYPICAL_ORDER = list(TYPICAL_PUBLIC)
HARD_ORDER = list(HARD_PUBLIC)
TYPICAL_INTERNAL_W = {
    "int-ptp-jumlah": 5,
    "int-ptp-ranking": 3,
    "int-fid-threshold": 2,
    "int-fid-jumlah": 2,
}
HARD_INTERNAL_W = {
    "int-ptp-jumlah": 4,
    "int-ptp-ranking": 3,
    "int-fid-threshold": 2,
    "int-fid-jumlah": 2,
    "int-ptp-threshold": 2,
    "int-ptp-pertumbuhan": 2,
}

# ---------------------------------------------------------------------------
# Follow-ups inside a session (the label is the intent read in the session).
# ---------------------------------------------------------------------------

FACET_FU_TYPICAL = {
    "biaya": [
        "biayanya berapa",
        "terus biayanya berapa ya",
        "bayarnya berapa kak",
        "kena biaya gak",
    ],
    "syarat": [
        "syaratnya apa aja",
        "dokumennya apa aja yang perlu disiapin",
        "persyaratannya gimana",
    ],
    "lama": ["berapa lama prosesnya", "jadinya berapa hari", "prosesnya lama gak"],
    "cara": ["caranya gimana", "daftarnya dimana", "ngurusnya gimana ya"],
    "ubah": ["kalau mau ubah datanya gimana", "kalau ada perubahan gimana caranya"],
    "bubar": ["kalau mau ditutup gimana", "kalau mau dihapus gimana caranya"],
    "apa": ["itu apa sih sebenernya", "maksudnya apa ya itu"],
    "notaris": ["harus pakai notaris gak", "wajib lewat notaris ya"],
}
FACET_FU_HARD = {
    "biaya": [
        "fee-nya berapa",
        "ongkosnya",
        "tarif PNBP nya berapa",
        "how much",
        "bayarnya berapa",
    ],
    "syarat": ["requirement nya apa", "apa yang mesti disiapin", "dokumen apa yg dibawa"],
    "lama": ["processing time nya", "berapa hari kerja", "kapan jadinya"],
    "cara": ["prosedurnya gimana", "how to", "lewat mana ngajuinnya"],
    "ubah": ["kalau mau revisi gimana", "ganti datanya bisa", "kalau mau ubah"],
    "bubar": ["kalau mau tutup", "cancel nya gimana", "kalau mau dihapus"],
    "apa": ["itu apaan ya", "what is it exactly"],
    "notaris": ["harus ke notaris ga", "notary wajib ga"],
    "modal": ["modal minimalnya berapa", "minimum capital nya"],
}
# Services whose elliptical follow-ups make sense, and which facets not to reach that way.
FU_SERVICES = ["ptp", "ptb", "cv", "yys", "pkm", "kop", "fid", "apo", "wsi", "kwn-natur"]
FU_EXCLUDE = {"cv": ["ubah"]}
SWITCH_GROUPS = [["ptp", "ptb", "cv", "yys", "pkm", "kop"], ["fid", "apo"]]
BEDA_FU = {
    "typical": {
        "ptp": ["bedanya sama PT biasa apa"],
        "apo": ["bedanya sama legalisasi apa", "itu beda gak sama legalisir"],
        "pkm": ["bedanya sama yayasan apa"],
    },
    "hard": {
        "ptp": ["bedanya sama PT biasa apa", "vs PT persekutuan modal gimana"],
        "apo": ["vs legalisasi bedanya apa", "masih perlu legalisasi kedutaan ga"],
        "pkm": ["what's the difference with yayasan", "beda sama yayasan gak"],
    },
}
SERVICE_NAMES = {
    "ptp": ["PT perorangan", "PT perseorangan", "pt perorangan", "PT 1 orang"],
    "ptb": ["PT biasa", "PT persekutuan modal", "PT yang biasa"],
    "cv": ["CV", "cv", "firma"],
    "yys": ["yayasan"],
    "pkm": ["perkumpulan"],
    "kop": ["koperasi"],
    "fid": ["fidusia", "jaminan fidusia"],
    "apo": ["apostille", "apostile"],
    "wsi": ["wasiat", "surat wasiat"],
}
SWITCH_FU_TYPICAL = [
    "kalau {s}",
    "klo {s} gimana kak",
    "kalo untuk {s}",
    "terus kalau {s} sama gak",
]
SWITCH_FU_HARD = ["kalau {s}", "how about {s}", "kalau {s} gimana, same ga", "trus {s}"]

# Internal follow-ups by what they change.
INT_FU = {
    "typical": {
        "prov": [
            "kalau {prov}",
            "klo {prov} berapa",
            "{prov} gimana",
            "terus {prov}",
            "coba {prov}",
        ],
        "per": ["tahun lalu berapa", "kalau {per}", "yang {per} gimana", "bulan sebelumnya"],
        "n": ["kalau ambangnya {n}", "klo di atas {n} aja", "yang lebih dari {n} mana aja"],
        "k": ["top {k} aja", "kalau {k} besar", "tampilkan {k} teratas"],
        "kind-count": ["totalnya berapa", "jumlah nasionalnya berapa", "angka totalnya aja deh"],
        "kind-rank": [
            "urutin provinsinya dari yang terbanyak dong",
            "provinsi mana yang paling banyak",
            "ranking per provinsinya",
        ],
        "kind-thr": ["kanwil mana aja yang di atas {n}", "yang lewat {n} kanwil mana aja"],
        "kind-growth": ["naik berapa persen dibanding {per2}", "selisihnya sama {per2} berapa"],
        "reg-fid": ["kalau fidusia", "klo untuk fidusia gimana", "sama tapi untuk jaminan fidusia"],
        "reg-ptp": ["kalau PT perorangan", "klo PT perorangan gimana", "yang PT perorangan dong"],
    },
    "hard": {
        "prov": ["what about {prov}", "kalau {prov}", "{prov} berapa", "and {prov}"],
        "per": ["last year", "tahun lalu berapa", "kalau {per}", "previous month", "yg {per}"],
        "n": ["threshold {n}", "kalau ambangnya {n}", "above {n} only"],
        "k": ["top {k} only", "kalau {k} besar", "{k} teratas aja"],
        "kind-count": ["totalnya", "total nasional berapa", "grand total nya"],
        "kind-rank": ["rank them by province", "urutin provinsinya", "siapa paling banyak"],
        "kind-thr": ["which kanwil above {n}", "yang lewat {n} mana aja"],
        "kind-growth": ["growth vs {per2}", "naik berapa persen dibanding {per2}"],
        "reg-fid": ["and fidusia", "kalau fidusia", "same for fiducia"],
        "reg-ptp": ["and PT perorangan", "kalau PT perorangan", "same for PT perseorangan"],
    },
}

PROVINCES = [
    "Jawa Barat",
    "Jawa Timur",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Sumatera Utara",
    "Sulawesi Selatan",
    "Bali",
    "DI Yogyakarta",
    "Riau",
    "Kalimantan Timur",
    "Sumatera Selatan",
    "Lampung",
    "NTB",
    "NTT",
    "Papua",
    "Aceh",
    "Kepulauan Riau",
    "Sumatera Barat",
    "Kalimantan Barat",
    "Sulawesi Utara",
    "Jatim",
    "Jabar",
    "Jateng",
    "jakarta",
]
PERIODS = [
    "bulan lalu",
    "Mei 2028",
    "April 2028",
    "bulan ini",
    "tahun 2027",
    "tahun 2026",
    "kuartal I 2028",
    "Januari s.d. Mei 2028",
    "minggu lalu",
    "semester 2 2027",
    "Maret 2028",
    "tahun ini",
    "2027",
    "Q1 2028",
]
PERIODS2 = ["tahun lalu", "periode yang sama tahun lalu", "2026", "bulan sebelumnya", "Q1 2027"]
THRESHOLDS = ["500", "1.000", "1000", "1.500", "2.000", "300", "750", "5 ribu"]
TOPK = ["3", "5", "10", "tiga", "lima"]

NONE_TYPICAL = [
    "makasih kak",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "terima kasih banyak",
    "halo",
    "pagi min",
    "p",
    "tes",
    "sip",
    "ok makasih min",
    "baik",
    "hallo",
    "makasih infonya",
    "oke kak",
    "ya",
    "halo kak",
    "assalamualaikum",
    "selamat siang",
    "thanks",
    "oh gitu, oke",
]
NONE_HARD = [
    *NONE_TYPICAL,
    "thank you",
    "noted",
    "ok noted thx",
    "hi",
    "hello admin",
    "good morning",
    "oke clear",
    "sip paham",
]
NONE_CLOSING = [
    "makasih kak",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "terima kasih banyak",
    "sip",
    "ok makasih min",
    "baik",
    "makasih infonya",
    "oke kak",
    "thanks",
    "oh gitu, oke",
    "siap paham",
    "oke, nuhun",
    "makasih ya",
]
NONE_INTERNAL = ["oke thanks", "sip", "noted", "oke", "mantap, makasih", "siap"]

GREETINGS = [
    "halo kak",
    "halo min",
    "hai",
    "pagi",
    "selamat pagi",
    "siang kak",
    "sore min",
    "malam kak",
    "permisi",
    "assalamualaikum",
    "min",
    "kak",
    "mohon info",
    "mau tanya",
    "numpang tanya",
    "halo admin",
    "maaf mau tanya",
]
GREETINGS_HARD = [*GREETINGS, "hi", "hello", "good morning", "hi min", "excuse me"]
CLOSINGS = [
    "dong",
    "ya",
    "kak",
    "min",
    "makasih",
    "terima kasih",
    "thx",
    "tq",
    "mohon dibantu",
    "mohon infonya",
    "pls",
    "ya kak makasih",
]
CLOSINGS_HARD = [*CLOSINGS, "thanks", "please", "asap ya", "thank you"]

ABBREV = [
    (r"terima kasih", ["makasih", "trims", "tks"]),
    (r"di mana", ["dmn", "dimana"]),
    (r"apa saja", ["apa aja", "apa aj"]),
    (r"yang", ["yg"]),
    (r"gimana", ["gmn", "gmna"]),
    (r"bagaimana", ["bgmn", "gmn"]),
    (r"berapa", ["brp", "brapa"]),
    (r"dimana", ["dmn"]),
    (r"saya", ["sy", "sya"]),
    (r"untuk", ["utk", "buat"]),
    (r"bisa", ["bs", "bsa"]),
    (r"tidak", ["gk", "tdk", "ga"]),
    (r"gak", ["gk", "ga"]),
    (r"saja", ["aja", "aj"]),
    (r"sudah", ["udh", "sdh", "udah"]),
    (r"udah", ["udh"]),
    (r"karena", ["krn", "karna"]),
    (r"tolong", ["tlg"]),
    (r"dengan", ["dgn"]),
    (r"kalau", ["klo", "kalo", "kl"]),
    (r"juga", ["jg"]),
    (r"belum", ["blm"]),
    (r"sama", ["sm"]),
    (r"sekarang", ["skrg"]),
    (r"lagi", ["lg"]),
    (r"tanya", ["tny"]),
    (r"harus", ["hrs"]),
    (r"bayar", ["byr"]),
    (r"mau", ["mo", "mw"]),
    (r"syarat", ["syrt"]),
    (r"sertifikat", ["sertif"]),
    (r"password", ["pw", "pass"]),
    (r"dokumen", ["dok", "dokumen2"]),
    (r"caranya", ["caranya", "crnya"]),
    (r"terus", ["trs", "trus"]),
    (r"sampai", ["sampe", "smp"]),
    (r"bapak", ["bpk"]),
    (r"pakai", ["pake"]),
]
ABBREV_RE = [(re.compile(r"\b" + pat + r"\b", re.IGNORECASE), subs) for pat, subs in ABBREV]

KEY_NEIGHBOURS = {
    "a": "sqz",
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
    "n": "bmj",
    "o": "ipl",
    "p": "ol",
    "r": "etf",
    "s": "adw",
    "t": "ryg",
    "u": "yij",
    "w": "qes",
    "y": "tuh",
}

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Putri",
    "Eko",
    "Wahyu",
    "Nur",
    "Rizky",
    "Fitri",
    "Hendra",
    "Yuli",
    "Bayu",
    "Indah",
    "Made",
    "Ketut",
    "Ahmad",
    "Dian",
    "Slamet",
    "Lestari",
    "Yohanes",
    "Maria",
    "Fajar",
    "Ratna",
]
LAST_NAMES = [
    "Santoso",
    "Rahmawati",
    "Wijaya",
    "Hidayat",
    "Saputra",
    "Lestari",
    "Pratama",
    "Nasution",
    "Siregar",
    "Kusuma",
    "Suryani",
    "Gunawan",
    "Setiawan",
    "Hakim",
    "Purba",
    "Wibowo",
    "Sihombing",
    "Tanjung",
    "Permana",
    "Utami",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com", "gmail.co.id"]
PHONE_PREFIX = ["0811", "0812", "0813", "0821", "0822", "0852", "0853", "0856", "0857", "0877"]
PHONE_PREFIX += ["0878", "0895", "0896", "0819", "0838", "0881"]
NIK_PROV = ["11", "12", "13", "14", "16", "18", "21", "31", "32", "33", "34", "35", "36", "51"]
NIK_PROV += ["52", "53", "61", "63", "64", "71", "73", "81", "91"]


# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------


def fake_name(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return rng.choice(FIRST_NAMES)
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_nik(rng: random.Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    prov = rng.choice(NIK_PROV)
    kab = rng.randint(1, 30)
    kec = rng.randint(1, 40)
    month = rng.randint(1, 12)
    year = rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 5)
    serial = rng.randint(1, 300)
    return f"{prov}{kab:02d}{kec:02d}{day:02d}{month:02d}{year:02d}{serial:04d}"


def fake_phone(rng: random.Random) -> str:
    pre = rng.choice(PHONE_PREFIX)
    rest = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8])))
    form = rng.randrange(5)
    if form == 0:
        return pre + rest
    if form == 1:
        return f"{pre}-{rest[:4]}-{rest[4:]}"
    if form == 2:
        return f"+62 {pre[1:]} {rest[:4]} {rest[4:]}"
    if form == 3:
        return f"62{pre[1:]}{rest}"
    return f"{pre} {rest[:4]} {rest[4:]}"


def fake_email(rng: random.Random) -> str:
    first = rng.choice(FIRST_NAMES).lower()
    last = rng.choice(LAST_NAMES).lower()
    sep = rng.choice([".", "_", "", ""])
    num = str(rng.randint(1, 99)) if rng.random() < 0.5 else ""
    return f"{first}{sep}{last}{num}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    if rng.random() < 0.6:
        return "{}{}.{}{}{}.{}{}{}.{}-{}{}{}.{}{}{}".format(*d)
    return fake_nik(rng)


def add_pii(rng: random.Random, q: str) -> str:
    form = rng.randrange(8)
    if form == 0:
        return f"sy {fake_name(rng)}, mau tanya {q}"
    if form == 1:
        return f"{q}, atas nama {fake_name(rng)} NIK {fake_nik(rng)}"
    if form == 2:
        return f"{q} hub sy di {fake_phone(rng)}"
    if form == 3:
        return f"{q}. email sy {fake_email(rng)}"
    if form == 4:
        return f"{q} npwp {fake_npwp(rng)}"
    if form == 5:
        return f"nik {fake_nik(rng)} {q}"
    if form == 6:
        return f"{fake_name(rng)} - {fake_phone(rng)}: {q}"
    return f"{q}. wa {fake_phone(rng)} / {fake_email(rng)}"


def abbreviate(rng: random.Random, q: str, p: float) -> str:
    for rx, subs in ABBREV_RE:

        def sub(m: re.Match[str], subs: list[str] = subs) -> str:
            return rng.choice(subs) if rng.random() < p else m.group(0)

        q = rx.sub(sub, q)
    return q


def typo(rng: random.Random, q: str) -> str:
    words = [(m.start(), m.end()) for m in re.finditer(r"[A-Za-z]{4,}", q) if m.group(0).islower()]
    if not words:
        words = [(m.start(), m.end()) for m in re.finditer(r"[A-Za-z]{3,}", q)]
    if not words:
        return q
    for _ in range(10):
        s, e = rng.choice(words)
        w = q[s:e]
        i = rng.randrange(1, len(w) - 1) if len(w) > 2 else 1
        op = rng.randrange(4)
        if op == 0 and i + 1 < len(w):
            nw = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == 1:
            nw = w[:i] + w[i + 1 :]
        elif op == 2:
            nw = w[:i] + w[i] + w[i:]
        else:
            c = w[i].lower()
            if c not in KEY_NEIGHBOURS:
                continue
            nw = w[:i] + rng.choice(KEY_NEIGHBOURS[c]) + w[i + 1 :]
        if nw != w:
            return q[:s] + nw + q[e:]
    return q


def stretch(rng: random.Random, q: str) -> str:
    words = [(m.start(), m.end()) for m in re.finditer(r"[a-z]{2,}", q)]
    if not words:
        return q
    _, e = words[-1] if rng.random() < 0.6 else rng.choice(words)
    return q[:e] + q[e - 1] * rng.randint(1, 4) + q[e:]


def finish(rng: random.Random, q: str) -> str:
    r = rng.random()
    if r < 0.5:
        q = q.lower()
    elif r < 0.6:
        q = q[:1].upper() + q[1:]
    elif r < 0.64 and len(q) < 70:
        q = q.upper()
    end = rng.choices(
        ["?", "", "??", " ?", ".", "?!", "...", "???", " ??"],
        weights=[36, 30, 9, 6, 5, 3, 4, 3, 4],
    )[0]
    return q + end


class Noise:
    def __init__(self, rng: random.Random, hard: bool) -> None:
        self.rng = rng
        self.hard = hard
        self.p_typo = 0.26 if hard else 0.31

    def question(self, q: str, *, first: bool, internal: bool) -> tuple[str, bool]:
        rng = self.rng
        q = q.rstrip("?. ")
        r = rng.random()
        p = 0.0 if r < 0.4 else (0.4 if r < 0.75 else 0.85)
        if internal:
            p *= 0.5
        q = abbreviate(rng, q, p)
        typoed = False
        if rng.random() < self.p_typo:
            nq = typo(rng, q)
            if rng.random() < 0.12:
                nq = typo(rng, nq)
            typoed = nq != q
            q = nq
        if rng.random() < 0.08:
            q = stretch(rng, q)
        if not internal:
            greet = GREETINGS_HARD if self.hard else GREETINGS
            close = CLOSINGS_HARD if self.hard else CLOSINGS
            if first and rng.random() < 0.28:
                g = rng.choice(greet)
                if rng.random() < 0.3:
                    g = stretch(rng, g)
                q = g + rng.choice([", ", " ", ". ", " - ", " "]) + q
            if rng.random() < 0.18:
                q = q + rng.choice([" ", ", "]) + rng.choice(close)
            if first and rng.random() < 0.08:
                q = add_pii(rng, q)
        return finish(rng, q), typoed

    def none(self, q: str) -> tuple[str, bool]:
        rng = self.rng
        typoed = False
        if rng.random() < self.p_typo * 0.6:
            nq = typo(rng, q)
            typoed = nq != q
            q = nq
        if rng.random() < 0.2:
            q = stretch(rng, q)
        r = rng.random()
        if r < 0.6:
            q = q.lower()
        elif r < 0.65:
            q = q.upper()
        q += rng.choice(["", "", "", "!", ".", " 🙏", "!!", " 👍"])
        return q, typoed


# ---------------------------------------------------------------------------
# Sessions
# ---------------------------------------------------------------------------


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (i + 1) ** s for i in range(n)]


def fill_slots(text: str, state: dict[str, str]) -> str:
    return (
        text.replace("{prov}", state["prov"])
        .replace("{per2}", state["per2"])
        .replace("{per}", state["per"])
        .replace("{n}", state["n"])
        .replace("{k}", state["k"])
    )


class Week:
    def __init__(self, rng: random.Random, hard: bool) -> None:
        self.rng = rng
        self.hard = hard
        self.noise = Noise(rng, hard)
        self.public = HARD_PUBLIC if hard else TYPICAL_PUBLIC
        self.internal = HARD_INTERNAL if hard else TYPICAL_INTERNAL
        order = HARD_ORDER if hard else TYPICAL_ORDER
        self.order = order
        self.weights = zipf_weights(len(order), 0.7 if hard else 1.0)
        self.by_sf = {(v[0], v[1]): k for k, v in self.public.items()}
        self.by_rk = {(v[0], v[1]): k for k, v in self.internal.items()}
        iw = HARD_INTERNAL_W if hard else TYPICAL_INTERNAL_W
        self.int_order = list(iw)
        self.int_weights = [iw[k] for k in self.int_order]
        self.facet_fu = FACET_FU_HARD if hard else FACET_FU_TYPICAL
        self.switch_fu = SWITCH_FU_HARD if hard else SWITCH_FU_TYPICAL
        self.beda_fu = BEDA_FU["hard" if hard else "typical"]
        self.int_fu = INT_FU["hard" if hard else "typical"]
        self.none_pool = NONE_HARD if hard else NONE_TYPICAL
        self.typos = 0

    # -- public ----------------------------------------------------------
    def followups(self, intent: str) -> list[tuple[str, str]]:
        svc, facet = self.public[intent][0], self.public[intent][1]
        opts: list[tuple[str, str]] = []
        if svc not in FU_SERVICES:
            return opts
        facet_fu = dict(self.facet_fu)
        if svc in self.beda_fu:
            facet_fu["beda"] = self.beda_fu[svc]
        for f, phrases in facet_fu.items():
            if f == facet or f in FU_EXCLUDE.get(svc, []):
                continue
            target = self.by_sf.get((svc, f))
            if target:
                opts.extend((target, p) for p in phrases)
        for group in SWITCH_GROUPS:
            if svc not in group:
                continue
            for other in group:
                target = self.by_sf.get((other, facet))
                if other == svc or not target or facet in FU_EXCLUDE.get(other, []):
                    continue
                for tpl in self.switch_fu:
                    opts.append((target, tpl.replace("{s}", self.rng.choice(SERVICE_NAMES[other]))))
        return opts

    def public_session(self) -> list[tuple[str, str, str]]:
        rng = self.rng
        intent = rng.choices(self.order, weights=self.weights)[0]
        lines = [(intent, rng.choice(self.public[intent][3]), "q")]
        n_fu = 0
        r = rng.random()
        if r < 0.05:
            n_fu = 2
        elif r < 0.22:
            n_fu = 1
        cur = intent
        for _ in range(n_fu):
            opts = self.followups(cur)
            if not opts:
                break
            target, phrase = rng.choice(opts)
            lines.append((target, phrase, "fu"))
            cur = target
        if rng.random() < 0.035:
            lines.append(("none", rng.choice(NONE_CLOSING), "none"))
        return lines

    # -- internal --------------------------------------------------------
    def internal_session(self) -> list[tuple[str, str, str]]:
        rng = self.rng
        intent = rng.choices(self.int_order, weights=self.int_weights)[0]
        reg, kind = self.internal[intent][0], self.internal[intent][1]
        state = {
            "prov": rng.choice(PROVINCES),
            "per": rng.choice(PERIODS),
            "per2": rng.choice(PERIODS2),
            "n": rng.choice(THRESHOLDS),
            "k": rng.choice(TOPK),
        }
        lines = [(intent, fill_slots(rng.choice(self.internal[intent][3]), state), "q")]
        n_fu = rng.choices([0, 1, 2, 3, 4], weights=[20, 30, 25, 15, 10])[0]
        for _ in range(n_fu):
            opts: list[tuple[str, str, str]] = []  # (change, new reg, new kind)
            if kind in ("count", "growth"):
                opts.append(("prov", reg, kind))
            opts.append(("per", reg, kind))
            if kind == "thr":
                opts.append(("n", reg, kind))
            if kind == "rank":
                opts.append(("k", reg, kind))
            for k2 in ("count", "rank", "thr", "growth"):
                if k2 != kind and (reg, k2) in self.by_rk:
                    opts.append(("kind-" + k2, reg, k2))
            other = "fid" if reg == "ptp" else "ptp"
            if (other, kind) in self.by_rk:
                opts.append(("reg-" + other, other, kind))
            change, reg, kind = rng.choice(opts)
            if change == "prov":
                state["prov"] = rng.choice(PROVINCES)
            elif change == "per":
                state["per"] = rng.choice(PERIODS)
            elif change in ("n", "kind-thr"):
                state["n"] = rng.choice(THRESHOLDS)
            elif change == "k":
                state["k"] = rng.choice(TOPK)
            phrase = fill_slots(rng.choice(self.int_fu[change]), state)
            lines.append((self.by_rk[(reg, kind)], phrase, "fu"))
        if rng.random() < 0.1:
            lines.append(("none", rng.choice(NONE_INTERNAL), "none"))
        return lines

    # -- assembly --------------------------------------------------------
    def render(self, lines: list[tuple[str, str, str]], internal: bool) -> list[dict]:
        out = []
        for i, (label, text, kind) in enumerate(lines):
            if kind == "none":
                q, t = self.noise.none(text)
            else:
                q, t = self.noise.question(text, first=i == 0, internal=internal)
            self.typos += int(t)
            rec: dict = {"question": q, "surface": "internal" if internal else "public"}
            if kind != "none" and self.rng.random() < (0.05 if internal else 0.07):
                rec["feedback"] = "up" if self.rng.random() < 0.6 else "down"
            rec["label"] = label
            out.append(rec)
        return out

    def build(self, start: datetime) -> list[dict]:
        rng = self.rng
        sessions: list[tuple[bool, list[tuple[str, str, str]]]] = []
        n_int = 0
        while n_int < N_INTERNAL:
            s = self.internal_session()
            s = s[: N_INTERNAL - n_int]
            n_int += len(s)
            sessions.append((True, s))
        n_pub_target = N_LINES - N_INTERNAL - N_NONE_ALONE
        n_pub = 0
        while n_pub < n_pub_target:
            s = self.public_session()
            s = s[: n_pub_target - n_pub]
            n_pub += len(s)
            sessions.append((False, s))
        for _ in range(N_NONE_ALONE):
            sessions.append((False, [("none", rng.choice(self.none_pool), "none")]))
        rng.shuffle(sessions)

        day_w = [1.0, 1.0, 1.0, 1.0, 0.95, 0.55, 0.45]  # Monday .. Sunday
        hour_pub = [
            2,
            1,
            1,
            1,
            1,
            2,
            4,
            7,
            10,
            12,
            12,
            11,
            9,
            10,
            11,
            10,
            9,
            8,
            8,
            10,
            11,
            10,
            7,
            4,
        ]
        hour_int = [0] * 8 + [6, 10, 10, 8, 4, 8, 10, 9, 7, 2] + [0] * 6
        used: list[str] = []
        records = []
        for idx, (internal, lines) in enumerate(sessions):
            while True:
                sid = f"s-{rng.getrandbits(48):012x}"
                if sid not in used:
                    used.append(sid)
                    break
            if internal:
                day = rng.choices(range(7), weights=[1, 1, 1, 1, 1, 0.08, 0])[0]
                hour = rng.choices(range(24), weights=hour_int)[0]
            else:
                day = rng.choices(range(7), weights=day_w)[0]
                hour = rng.choices(range(24), weights=hour_pub)[0]
            minute = rng.randrange(50 if hour == 23 else 60)
            t = start + timedelta(days=day, hours=hour, minutes=minute, seconds=rng.randrange(60))
            for j, rec in enumerate(self.render(lines, internal)):
                if j:
                    t += timedelta(seconds=rng.randint(20, 400 if internal else 200))
                full = {"at": t.isoformat(), "session": sid}
                full.update(rec)
                records.append((t, idx, j, full))
        records.sort(key=lambda r: (r[0], r[1], r[2]))
        return [r[3] for r in records]

    def truth(self) -> dict:
        covered = {k: v[2] for k, v in self.public.items()}
        covered.update({k: v[2] for k, v in self.internal.items()})
        return {"set": GOLDEN_SET, "covered": covered}


def write_week(out: Path, name: str, week: Week, start: datetime) -> dict:
    records = week.build(start)
    assert len(records) == N_LINES
    truth = week.truth()
    labels = [r["label"] for r in records]
    for intent in truth["covered"]:
        assert labels.count(intent) >= 3, (name, intent)
    for lab in labels:
        assert lab == "none" or lab in truth["covered"], lab
    with open(out / f"india-{name}.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for r in records:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(out / f"india-{name}.truth.json", "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    n_int = sum(r["surface"] == "internal" for r in records)
    return {
        "week": name,
        "lines": len(records),
        "intents": len(truth["covered"]),
        "covered": sum(v is not None for v in truth["covered"].values()),
        "internal_share": round(n_int / len(records), 4),
        "typo_share": round(week.typos / len(records), 4),
        "none_share": round(labels.count("none") / len(records), 4),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    typical = Week(rng, hard=False)
    s1 = write_week(out, "typical", typical, datetime(2028, 6, 5, tzinfo=TZ))
    hard = Week(rng, hard=True)
    s2 = write_week(out, "hard", hard, datetime(2028, 6, 12, tzinfo=TZ))
    for s in (s1, s2):
        print(json.dumps(s))


if __name__ == "__main__":
    main()
