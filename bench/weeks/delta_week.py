"""Held-out weeks by the independent author `delta`.

Writes delta-typical.jsonl, delta-hard.jsonl and their truth files. Every phrasing below
was written by hand; the script only samples them (seeded) and adds chat noise.

    python3 bench/weeks/delta_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 8072031
NAME = "delta"
SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000

# ---------------------------------------------------------------------------
# Typical week: public intents in order of popularity (intent, covering item, phrasings).
# ---------------------------------------------------------------------------
TYPICAL_PUBLIC = [
    (
        "ahu-lupa-password",
        None,
        [
            "lupa password akun ahu gimana ya",
            "cara reset password ahu online",
            "saya lupa kata sandi ahu, gimana cara resetnya",
            "akun ahu saya tidak bisa login, lupa password",
            "link reset password gak masuk ke email",
            "password ahu lupa, emailnya juga sudah tidak aktif",
            "gimana caranya ganti password akun ahu yang lupa",
            "gak bisa masuk akun ahu, katanya password salah terus",
            "mau reset sandi ahu online dimana",
            "lupa pasword ahu tolong dibantu",
        ],
    ),
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        [
            "syarat mendirikan PT perorangan apa aja",
            "apa saja syarat bikin PT perorangan",
            "mau bikin pt perorangan syaratnya apa",
            "persyaratan pendirian PT perorangan",
            "PT perorangan syaratnya apa saja ya",
            "kalau mau daftar PT perorangan harus punya apa aja",
            "syarat pt perorangan buat umkm apa aja",
            "bisa gak bikin PT perorangan sendirian, syaratnya gimana",
            "umur berapa boleh bikin PT perorangan",
            "WNA bisa bikin PT perorangan gak",
        ],
    ),
    (
        "fidusia-roya",
        None,
        [
            "cara roya fidusia gimana",
            "mau hapus fidusia karena kredit sudah lunas",
            "penghapusan jaminan fidusia caranya gimana",
            "bpkb sudah keluar tapi fidusianya belum dihapus, gimana",
            "roya fidusia bisa online gak",
            "leasing sudah lunas, fidusia harus diroya sendiri?",
            "cara mencoret sertifikat fidusia yang sudah lunas",
            "hapus fidusia mobil gimana caranya",
        ],
    ),
    (
        "pt-perorangan-biaya",
        None,
        [
            "biaya bikin PT perorangan berapa",
            "berapa biaya pendirian PT perorangan",
            "PT perorangan bayar berapa",
            "pnbp PT perorangan berapa ya",
            "bikin pt perorangan gratis atau bayar",
            "tarif pendaftaran PT perorangan",
            "daftar pt perorangan kena biaya berapa",
            "total biaya PT perorangan sampai jadi berapa",
        ],
    ),
    (
        "voucher-kedaluwarsa",
        None,
        [
            "voucher saya sudah kadaluarsa, gimana",
            "kode voucher expired padahal sudah bayar",
            "voucher pnbp lewat masa berlakunya, bisa diperpanjang gak",
            "sudah bayar voucher tapi statusnya kadaluwarsa",
            "voucher ahu kadaluarsa uangnya balik gak",
            "voucher saya sudah expired belum dipakai, harus bayar ulang?",
            "voucher pembayaran kadaluarsa sebelum sempat dipakai",
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille per dokumen bayar berapa",
            "berapa tarif apostille",
            "pnbp apostille berapa ya",
            "biaya apostille ijazah berapa",
            "apostille akta kelahiran biayanya berapa",
            "bayar apostille berapa per dokumen",
            "apostille mahal gak sih, berapa",
        ],
    ),
    (
        "fidusia-daftar",
        "fidusia-pendaftaran",
        [
            "cara daftar fidusia gimana",
            "bagaimana mendaftarkan jaminan fidusia",
            "pendaftaran fidusia online caranya",
            "prosedur pendaftaran jaminan fidusia",
            "mau daftarin fidusia kendaraan, langkahnya apa",
            "daftar fidusia lewat mana",
            "fidusia didaftarkan dimana ya",
            "gimana cara dapat sertifikat jaminan fidusia",
        ],
    ),
    (
        "wasiat-cek",
        "wasiat-pencarian",
        [
            "cara cek wasiat orang tua yang sudah meninggal",
            "bagaimana tahu almarhum ninggalin wasiat atau tidak",
            "mau cari wasiat almarhum ayah",
            "cara mengetahui ada wasiat atau tidak",
            "surat keterangan wasiat ngurusnya gimana",
            "pencarian wasiat caranya gimana",
            "ibu saya meninggal, gimana cek ada wasiatnya gak",
            "buat urus warisan diminta surat keterangan wasiat, caranya?",
        ],
    ),
    (
        "cv-daftar-dimana",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang dimana",
            "pendaftaran CV masih di pengadilan negeri gak",
            "CV didaftarin dimana sekarang",
            "mau daftar firma dimana ya",
            "daftar cv lewat ahu atau pengadilan",
            "cara daftar CV online dimana",
            "CV sekarang daftarnya di sabu ya",
            "firma didaftarkan dimana",
        ],
    ),
    (
        "ahu-daftar-akun",
        None,
        [
            "cara bikin akun ahu online",
            "daftar akun ahu gimana",
            "registrasi akun baru di ahu caranya",
            "mau buat akun ahu untuk umum bisa gak",
            "email aktivasi akun ahu gak masuk",
            "cara register ahu online",
            "bikin user ahu pakai email apa aja bisa?",
        ],
    ),
    (
        "pt-perorangan-ubah-data",
        None,
        [
            "cara ubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan KBLI PT perorangan caranya",
            "ubah modal PT perorangan bisa online?",
            "ganti nama PT perorangan bisa gak",
            "cara mengubah pernyataan pendirian pt perorangan",
            "salah input data PT perorangan, gimana benerinnya",
        ],
    ),
    (
        "kwn-anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa",
            "batas usia anak dwi kewarganegaraan pilih WNI",
            "anak saya punya 2 kewarganegaraan, kapan harus pilih",
            "umur berapa anak kawin campur wajib milih kewarganegaraan",
            "anak berkewarganegaraan ganda terbatas sampai usia berapa",
            "kapan batas anak ganda harus milih satu kewarganegaraan",
            "anak hasil perkawinan campuran harus pilih warga negara di umur 18 atau 21?",
        ],
    ),
    (
        "yayasan-cara-dirikan",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "gimana cara bikin yayasan",
            "prosedur pendirian yayasan",
            "langkah langkah mendirikan yayasan sosial",
            "mau bikin yayasan pendidikan, mulainya dari mana",
            "pengesahan yayasan di ahu gimana prosesnya",
            "bikin yayasan harus lewat notaris ya",
        ],
    ),
    (
        "apostille-dokumen",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa diapostille",
            "ijazah bisa diapostille gak",
            "apa saja dokumen yang bisa di apostille",
            "akta nikah bisa apostille?",
            "surat keterangan catatan kepolisian bisa diapostille gak",
            "dokumen perusahaan bisa diapostille?",
            "jenis dokumen yang bisa apostille apa aja",
        ],
    ),
    (
        "sertifikat-ptp-unduh",
        None,
        [
            "cara download sertifikat PT perorangan",
            "sertifikat pendaftaran pt perorangan dimana downloadnya",
            "sudah daftar PT perorangan tapi sertifikatnya gak bisa diunduh",
            "cetak sertifikat PT perorangan gimana",
            "sertifikat PT perorangan hilang bisa dicetak ulang?",
        ],
    ),
    (
        "pt-biasa-notaris",
        "pt-biasa-akta",
        [
            "bikin PT biasa harus pakai notaris gak",
            "apakah pendirian PT wajib akta notaris",
            "PT persekutuan modal perlu akta notaris?",
            "bisa bikin PT biasa tanpa notaris gak",
            "PT yang 2 orang harus lewat notaris?",
            "pendirian pt non perorangan wajib notaris ya",
        ],
    ),
    (
        "apostille-apa-itu",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksudnya apostille apa",
            "apostil itu apa sih",
            "pengertian apostille",
            "apostille tu buat apa",
        ],
    ),
    (
        "naturalisasi-syarat",
        None,
        [
            "syarat jadi WNI untuk orang asing",
            "syarat naturalisasi apa aja",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan permohonan kewarganegaraan indonesia",
            "WNA sudah 10 tahun tinggal di indonesia bisa jadi WNI? syaratnya?",
            "dokumen buat pewarganegaraan apa aja",
        ],
    ),
    (
        "fidusia-biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "pnbp fidusia berapa",
            "tarif fidusia untuk nilai penjaminan 100 juta",
            "daftar fidusia bayar berapa",
            "berapa biaya sertifikat fidusia",
        ],
    ),
    (
        "koperasi-pendirian",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi daftarnya dimana",
            "pengesahan badan hukum koperasi lewat ahu?",
            "mau bikin koperasi simpan pinjam gimana caranya",
            "prosedur pendirian koperasi",
        ],
    ),
    (
        "apostille-lama",
        None,
        [
            "apostille berapa lama jadinya",
            "proses apostille berapa hari",
            "apostille bisa selesai sehari?",
            "lama proses apostille",
            "berapa lama nunggu apostille terbit",
        ],
    ),
    (
        "pt-perorangan-bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "mau tutup PT perorangan gimana",
            "pembubaran pt perorangan prosedurnya",
            "PT perorangan saya sudah gak jalan, cara nutupnya?",
            "bubarin PT perorangan bisa online?",
        ],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan-badan-hukum",
        [
            "cara perkumpulan jadi badan hukum",
            "gimana supaya perkumpulan berbadan hukum",
            "pengesahan badan hukum perkumpulan caranya",
            "organisasi kami mau jadi perkumpulan berbadan hukum, gimana",
            "perkumpulan didaftarkan ke ahu gimana",
        ],
    ),
    (
        "yayasan-biaya",
        None,
        [
            "biaya pendirian yayasan berapa",
            "pnbp pengesahan yayasan berapa",
            "bikin yayasan habis berapa",
            "tarif pengesahan yayasan",
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "beda apostille sama legalisasi apa",
            "apostille atau legalisasi, bedanya apa",
            "apa perbedaan apostille dan legalisasi",
            "apostille sama legalisir kedutaan itu beda ya",
        ],
    ),
]

# (from intent, to intent, follow-up phrasings that only make sense in the session)
TYPICAL_FOLLOWUPS = [
    (
        "apostille-apa-itu",
        "apostille-biaya",
        ["biayanya berapa?", "terus bayarnya berapa per dokumen", "kalau biayanya?"],
    ),
    (
        "apostille-apa-itu",
        "apostille-dokumen",
        ["dokumen apa aja yang bisa?", "kalau ijazah bisa?"],
    ),
    ("apostille-apa-itu", "apostille-vs-legalisasi", ["bedanya sama legalisasi apa?"]),
    ("apostille-biaya", "apostille-lama", ["prosesnya berapa lama?", "jadinya berapa hari?"]),
    ("pt-perorangan-syarat", "pt-perorangan-biaya", ["biayanya berapa?", "terus bayar berapa kak"]),
    ("pt-perorangan-syarat", "pt-perorangan-ubah-data", ["kalau nanti mau ganti alamat gimana?"]),
    ("pt-perorangan-biaya", "pt-perorangan-syarat", ["syaratnya apa aja?", "kalau syaratnya?"]),
    ("fidusia-daftar", "fidusia-biaya", ["biayanya berapa?", "pnbp nya berapa"]),
    ("fidusia-daftar", "fidusia-roya", ["kalau nanti sudah lunas, hapusnya gimana?"]),
    ("yayasan-cara-dirikan", "yayasan-biaya", ["biayanya berapa?", "habis berapa kira kira"]),
    ("ahu-daftar-akun", "ahu-lupa-password", ["kalau lupa passwordnya gimana?"]),
]

# ---------------------------------------------------------------------------
# Hard week: public intents in order of popularity.
# ---------------------------------------------------------------------------
HARD_PUBLIC = [
    (
        "ahu-lupa-password",
        None,
        [
            "forgot password ahu",
            "reset sandi akun ahu",
            "gak bisa login, lupa kata sandi",
            "password ahu lupa dan email sudah gak aktif",
            "akun ahu ke lock, lupa password",
            "can't log in to ahu online, forgot my password",
        ],
    ),
    (
        "ptp-syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan kalau mau bikin PT perorangan",
            "dokumen apa yg harus dibawa untuk PT perorangan",
            "what do I need to set up a PT perorangan",
            "PT perorangan: kualifikasi pendirinya apa",
            "boleh gak WNA punya PT perorangan",
            "minimal umur buat dirikan PT perorangan",
            "ketentuan pendiri PT perseorangan",
            "single founder company di indonesia syaratnya apa",
        ],
    ),
    (
        "ptp-biaya",
        None,
        [
            "PT perorangan fee nya berapa",
            "ongkos bikin PT perseorangan",
            "how much does PT perorangan registration cost",
            "PNBP pernyataan pendirian PT perorangan",
            "tarif PT perorangan sekarang",
            "bayar berapa untuk PT perorangan, ada gratisnya gak",
            "PT perorangan kena charge berapa",
            "budget yang harus disiapin buat PT perorangan",
        ],
    ),
    (
        "fid-roya",
        None,
        [
            "roya fidusia",
            "cancel fidusia karena sudah lunas",
            "hapus jaminan fidusia online",
            "penghapusan sertifikat fidusia",
            "how to delete fidusia after the loan is paid off",
            "coret fidusia gimana",
        ],
    ),
    (
        "apo-biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee",
            "ongkos apostille satu dokumen",
            "tarif apostille per dokumen",
            "how much is apostille",
            "PNBP apostille",
            "apostille bayar berapa",
            "apostille 3 dokumen total bayar berapa",
        ],
    ),
    (
        "ptp-cara-daftar",
        None,
        [
            "gimana cara daftar PT perorangan",
            "langkah daftar PT perorangan online",
            "how to register PT perorangan",
            "PT perorangan daftarnya lewat mana",
            "step by step isi pernyataan pendirian PT perorangan",
            "PT perorangan bisa daftar sendiri dari hp?",
            "tata cara pendirian PT perseorangan",
        ],
    ),
    (
        "fid-daftar",
        "fidusia-pendaftaran",
        [
            "how to register fidusia",
            "alur daftar jaminan fidusia online",
            "fidusia daftarnya via apa",
            "prosedur pencatatan fidusia kendaraan",
            "step pendaftaran fiducia",
            "cara input fidusia di ahu",
        ],
    ),
    (
        "voucher-kedaluwarsa",
        None,
        [
            "voucher expired",
            "voucher lewat masa berlaku",
            "kode voucher kadaluarsa gimana",
            "voucher pnbp sudah expired belum kepakai, refund?",
            "payment voucher expired, what should i do",
        ],
    ),
    (
        "wst-cek",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "how to find out if my late father left a will",
            "surat keterangan wasiat caranya",
            "search wasiat orang tua yang meninggal",
            "pencarian akta wasiat almarhumah",
            "tau dari mana ada wasiat atau gak dari mendiang",
        ],
    ),
    (
        "cv-daftar-dimana",
        "cv-firma-pendaftaran",
        [
            "CV register where now",
            "CV masih ke PN atau sudah ke kementerian",
            "firma daftarnya di sistem apa sekarang",
            "where to register a CV in indonesia",
            "pencatatan CV lewat SABU?",
            "CV didaftarin ke pengadilan negeri masih bisa?",
            "tempat daftar persekutuan komanditer",
        ],
    ),
    (
        "apo-apa-itu",
        "apostille-biaya-lanjutan",
        [
            "apostille itu apaan",
            "what is apostille",
            "apostille artinya apa",
            "fungsi apostille apa",
            "apostil tuh maksudnya apa ya",
        ],
    ),
    (
        "ptp-ubah",
        None,
        [
            "ganti alamat PT perorangan gimana",
            "update data PT perorangan",
            "revisi pernyataan pendirian PT perorangan",
            "how to change KBLI PT perorangan",
            "tambah modal PT perorangan caranya",
            "PT perorangan mau ganti nama, prosedurnya",
        ],
    ),
    (
        "apo-dokumen",
        "apostille-dokumen",
        [
            "what documents can be apostilled",
            "ijazah sama transkrip bisa diapostille?",
            "akta cerai bisa apostille gak",
            "jenis dokumen yg bisa diapostil",
            "dokumen notaris bisa diapostille?",
            "apostille bisa untuk KTP?",
        ],
    ),
    (
        "ptp-lama",
        None,
        [
            "PT perorangan jadinya berapa lama",
            "berapa hari sampai sertifikat PT perorangan keluar",
            "processing time PT perorangan",
            "bikin PT perorangan bisa sehari jadi?",
            "lama proses pendaftaran PT perseorangan",
            "how long PT perorangan registration takes",
        ],
    ),
    (
        "yys-dirikan",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "step bikin yayasan dari nol",
            "prosedur pengesahan badan hukum yayasan",
            "alur pendirian yayasan lewat notaris",
            "yayasan mulai dari mana ngurusnya",
            "cara bikin foundation di indonesia",
        ],
    ),
    (
        "fid-biaya",
        None,
        [
            "ongkos fidusia",
            "fidusia fee berapa",
            "tarif PNBP jaminan fidusia",
            "bayar berapa untuk daftar fidusia nilai 50jt",
            "biaya sertifikat fidusia sekarang",
        ],
    ),
    (
        "kwn-anak-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan pilih di umur berapa",
            "dual citizenship anak sampai umur berapa",
            "anak ganda terbatas batas umurnya",
            "at what age must a dual citizen child choose",
            "usia maksimal anak kewarganegaraan ganda",
        ],
    ),
    (
        "ahu-daftar-akun",
        None,
        [
            "sign up akun ahu",
            "bikin akun ahu online",
            "register user baru ahu",
            "cara registrasi akun umum di ahu",
            "email verifikasi akun ahu gak masuk",
        ],
    ),
    (
        "ptb-notaris",
        "pt-biasa-akta",
        [
            "PT biasa wajib pakai akta notaris?",
            "does an ordinary PT need a notary deed",
            "PT persekutuan modal bisa tanpa notaris?",
            "kalau PT dengan 2 pemegang saham, perlu notaris gak",
            "pendirian PT non perorangan harus lewat notaris kah",
            "PT biasa cukup isi pernyataan online aja atau perlu akta",
        ],
    ),
    (
        "yys-syarat",
        None,
        [
            "syarat pendirian yayasan apa aja",
            "dokumen apa yg dibawa ke notaris buat bikin yayasan",
            "requirement yayasan: minimal pendiri berapa orang",
            "kekayaan awal yayasan minimal berapa",
            "apa yang perlu disiapkan sebelum bikin yayasan",
        ],
    ),
    (
        "ptp-bubar",
        None,
        [
            "tutup PT perorangan gimana",
            "cara dissolve PT perorangan",
            "pembubaran PT perseorangan",
            "PT perorangan sudah gak aktif, mau dibubarin",
            "close PT perorangan procedure",
            "hapus PT perorangan dari ahu",
        ],
    ),
    (
        "apo-lama",
        None,
        [
            "apostille berapa hari selesai",
            "processing time apostille",
            "apostille bisa same day?",
            "berapa lama apostille terbit",
        ],
    ),
    (
        "apo-cara-ajukan",
        None,
        [
            "cara ajukan apostille",
            "how to apply apostille online",
            "apostille daftar lewat mana",
            "langkah permohonan apostille",
            "apostille harus datang ke kantor atau online",
        ],
    ),
    (
        "ptp-vs-pt-biasa",
        None,
        [
            "beda PT perorangan sama PT biasa apa",
            "PT perorangan vs PT persekutuan modal",
            "difference between PT perorangan and regular PT",
            "lebih baik PT perorangan atau PT biasa",
            "PT perorangan itu apa, beda gak sama PT umum",
        ],
    ),
    (
        "nat-syarat",
        None,
        [
            "syarat pewarganegaraan",
            "requirements to become WNI",
            "istri WNA mau jadi WNI, perlu apa aja",
            "naturalisasi persyaratannya",
            "dokumen apa yg dibawa untuk permohonan WNI",
        ],
    ),
    (
        "cv-biaya",
        None,
        [
            "biaya daftar CV",
            "ongkos pendaftaran CV di sabu",
            "CV registration fee",
            "PNBP CV berapa",
            "bayar berapa buat daftarin firma",
        ],
    ),
    (
        "fid-ubah",
        None,
        [
            "ubah sertifikat fidusia",
            "perubahan data jaminan fidusia",
            "salah nomor rangka di sertifikat fidusia, revisinya gimana",
            "ganti penerima fidusia",
            "edit fidusia yg sudah terdaftar",
        ],
    ),
    (
        "pkm-badan-hukum",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau berbadan hukum, prosesnya",
            "how does a perkumpulan get legal entity status",
            "pengesahan perkumpulan di kemenkum caranya",
            "ormas kami mau jadi badan hukum perkumpulan",
            "alur perkumpulan dapat SK badan hukum",
        ],
    ),
    (
        "yys-biaya",
        None,
        [
            "biaya pengesahan yayasan",
            "ongkos bikin yayasan",
            "yayasan fee berapa",
            "PNBP yayasan",
            "berapa yang harus dibayar untuk SK yayasan",
        ],
    ),
    (
        "kwn-anak-cara-pilih",
        None,
        [
            "cara anak ganda menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan",
            "how does my child declare indonesian citizenship",
            "anak sudah 18, daftar pilih WNI lewat mana",
        ],
    ),
    (
        "wst-daftar",
        None,
        [
            "cara bikin wasiat yang terdaftar",
            "mau daftarin wasiat saya sendiri",
            "how to register a will",
            "pendaftaran akta wasiat ke kemenkum",
            "wasiat dibuat di notaris terus didaftar kemana",
        ],
    ),
    (
        "apo-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "beda apostil dan legalisir",
            "difference apostille and legalization",
            "legalisasi kedutaan sama apostille bedanya apa",
        ],
    ),
    (
        "fid-lama",
        None,
        [
            "fidusia jadinya berapa lama",
            "sertifikat fidusia terbit berapa hari",
            "berapa lama proses fidusia",
            "fidusia processing time",
        ],
    ),
    (
        "ptb-biaya",
        None,
        [
            "biaya bikin PT biasa",
            "ongkos pendirian PT persekutuan modal di ahu",
            "PNBP pengesahan PT biasa berapa",
            "fee PT biasa ke kemenkum",
            "PT biasa bayar berapa ke negara",
        ],
    ),
    (
        "kop-dirikan",
        None,
        [
            "cara bikin koperasi",
            "how to set up a koperasi",
            "pendirian koperasi daftar ke ahu?",
            "koperasi desa merah putih daftarnya gimana",
            "pengesahan akta koperasi prosesnya",
        ],
    ),
    (
        "cv-ubah-jadi-pt",
        None,
        [
            "CV mau diubah jadi PT gimana",
            "convert CV ke PT caranya",
            "peningkatan status CV jadi PT perorangan",
            "ganti bentuk CV ke PT",
        ],
    ),
    (
        "wst-biaya",
        None,
        [
            "biaya cek wasiat",
            "tarif surat keterangan wasiat",
            "PNBP pencarian wasiat berapa",
            "berapa ongkos permohonan keterangan wasiat",
        ],
    ),
    (
        "yys-vs-perkumpulan",
        None,
        [
            "beda yayasan dan perkumpulan",
            "yayasan atau perkumpulan, mana yg cocok buat komunitas",
            "difference yayasan vs perkumpulan",
            "perkumpulan sama yayasan apa bedanya",
        ],
    ),
]

HARD_FOLLOWUPS = [
    ("apo-apa-itu", "apo-biaya", ["fee nya?", "terus bayarnya berapa per dokumen"]),
    ("apo-apa-itu", "apo-vs-legalisasi", ["bedanya sama legalisir?", "beda sama legalization?"]),
    ("apo-biaya", "apo-lama", ["berapa lama jadinya?", "processing time nya?"]),
    ("apo-biaya", "apo-cara-ajukan", ["ngajuinnya gimana?", "how to apply?"]),
    ("ptp-syarat", "ptp-biaya", ["ongkosnya?", "fee nya berapa"]),
    ("ptp-syarat", "ptp-lama", ["jadinya berapa lama"]),
    ("ptp-syarat", "ptp-cara-daftar", ["terus daftarnya gimana", "then how do I register"]),
    ("ptp-biaya", "ptp-syarat", ["requirementnya apa aja?", "yang perlu disiapin apa aja"]),
    ("fid-daftar", "fid-biaya", ["tarifnya?"]),
    ("fid-daftar", "fid-roya", ["kalau mau dihapus nanti?"]),
    ("yys-dirikan", "yys-syarat", ["dokumen yang perlu disiapin apa aja?"]),
    ("yys-dirikan", "yys-biaya", ["ongkosnya berapa?"]),
    ("cv-daftar-dimana", "cv-biaya", ["biayanya?"]),
    ("kwn-anak-usia", "kwn-anak-cara-pilih", ["terus cara milihnya gimana?"]),
    ("wst-cek", "wst-biaya", ["bayar gak? berapa?"]),
    ("ptb-notaris", "ptb-biaya", ["biayanya berapa?"]),
]

# ---------------------------------------------------------------------------
# Internal surface (staff). Slots: {prov} {per} {n} {k}.
# ---------------------------------------------------------------------------
PROVS = [
    "Aceh", "Sumatera Utara", "Sumut", "Sumatera Barat", "Riau", "Kepri", "Jambi",
    "Sumatera Selatan", "Sumsel", "Lampung", "Bangka Belitung", "DKI Jakarta", "DKI",
    "Jawa Barat", "Jabar", "Jawa Tengah", "Jateng", "DI Yogyakarta", "Jogja", "Jawa Timur",
    "Jatim", "Banten", "Bali", "NTB", "NTT", "Kalimantan Barat", "Kalbar", "Kalimantan Timur",
    "Kaltim", "Kalimantan Selatan", "Sulawesi Selatan", "Sulsel", "Sulawesi Utara",
    "Sulawesi Tengah", "Gorontalo", "Maluku", "Papua", "Papua Barat",
]  # fmt: skip
PERIODS = [
    "bulan lalu", "Desember 2027", "November 2027", "Oktober 2027", "tahun 2027",
    "tahun 2026", "2027", "Q4 2027", "kuartal III 2027", "semester II 2027", "minggu lalu",
    "sepanjang 2027", "awal Januari 2028", "Jan-Des 2027", "bulan ini",
]  # fmt: skip
THRESHOLDS = ["1.000", "500", "2.000", "1500", "750", "3 ribu", "1rb", "5.000"]
TOPK = ["3", "5", "tiga", "lima", "10"]

TYPICAL_INTERNAL = [
    (
        "int-jumlah-ptp",
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah PT perorangan yang terdaftar di {prov} {per}?",
            "jumlah pendaftaran PT perorangan {per} per provinsi",
            "tolong hitung PT perorangan baru di {prov} {per}",
            "ada berapa PT perorangan yang didaftarkan {per}?",
            "total PT perorangan {prov} {per} berapa",
            "minta angka pendaftaran pt perorangan {per}, dipecah per provinsi",
            "PT perorangan {prov} {per} ada berapa ya",
        ],
    ),
    (
        "int-ranking-ptp",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak daftar PT perorangan {per}?",
            "top {k} provinsi pendaftaran PT perorangan {per}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {per}",
            "{k} provinsi dengan PT perorangan terbanyak {per} apa aja",
            "ranking provinsi untuk PT perorangan {per}",
            "provinsi dengan pendaftaran pt perorangan paling sedikit {per}?",
        ],
    ),
    (
        "int-fidusia-kanwil",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana aja yang pendaftaran fidusianya di atas {n} {per}?",
            "daftar kantor wilayah dengan lebih dari {n} pendaftaran fidusia {per}",
            "kanwil yang fidusianya tembus {n} {per} siapa aja",
            "sebutkan kanwil dengan pendaftaran jaminan fidusia lebih dari {n} pada {per}",
        ],
    ),
    (
        "int-jumlah-fidusia",
        None,
        [
            "berapa pendaftaran fidusia di {prov} {per}?",
            "jumlah sertifikat fidusia yang terbit {per}",
            "total fidusia {per} nasional berapa",
            "hitung pendaftaran jaminan fidusia {prov} {per}",
        ],
    ),
    (
        "int-jumlah-yayasan",
        None,
        [
            "berapa yayasan baru yang disahkan di {prov} {per}?",
            "jumlah pengesahan yayasan {per}",
            "total yayasan terdaftar {prov} {per}",
        ],
    ),
]

HARD_INTERNAL = [
    (
        "int-jumlah-ptp",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {per}?",
            "pls pull count PT perorangan {per} by province",
            "angka registrasi PT perseorangan {prov} {per}",
            "PT perorangan yang masuk {per} di {prov} ada berapa",
            "breakdown per provinsi PT perorangan {per}",
            "volume pendirian PT perorangan {prov} {per}",
        ],
    ),
    (
        "int-ranking-ptp",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinces for PT perorangan {per}",
            "peringkat provinsi PT perorangan {per}",
            "provinsi terbanyak PT perseorangan {per}, urut dari atas",
            "5 besar provinsi PT perorangan {per}",
            "provinsi mana yang paling sepi pendaftaran PT perorangan {per}",
        ],
    ),
    (
        "int-fidusia-kanwil",
        "internal-fidusia-kantor-wilayah",
        [
            "list kanwil with fidusia > {n} {per}",
            "kanwil mana yang fidusianya lewat {n} {per}",
            "kantor wilayah yang mencatat fidusia di atas {n} selama {per}",
            "which regional offices exceeded {n} fiduciary registrations {per}",
        ],
    ),
    (
        "int-jumlah-fidusia",
        None,
        [
            "jumlah fidusia {prov} {per}",
            "how many fidusia registrations {per}",
            "angka sertifikat fidusia terbit di {prov} {per}",
            "total jaminan fidusia didaftarkan {per}",
        ],
    ),
    (
        "int-ptp-kanwil",
        None,
        [
            "kanwil mana saja yang mencatat lebih dari {n} PT perorangan {per}?",
            "list kanwil with PT perorangan > {n} {per}",
            "kantor wilayah dengan pendaftaran PT perorangan di atas {n} {per}",
        ],
    ),
    (
        "int-ranking-fidusia",
        None,
        [
            "top {k} kanwil fidusia terbanyak {per}",
            "ranking provinsi pendaftaran fidusia {per}",
            "provinsi dengan fidusia paling banyak {per}, urutkan",
        ],
    ),
]

# Same-intent follow-ups on the internal surface (a different place, period or threshold).
INTERNAL_SAME = {
    "int-jumlah-ptp": [
        "kalau {prov}?", "klo {prov} berapa", "tahun lalu berapa?", "{per} gimana?",
        "dan {per}?", "{prov} juga dong", "yang {prov} {per}?",
    ],
    "int-ranking-ptp": [
        "kalau {per}?", "top {k} aja", "yang paling sedikit mana?",
        "kalau {per} urutannya gimana",
    ],
    "int-fidusia-kanwil": ["kalau batasnya {n}?", "yang di atas {n} aja", "{per} gimana?", "kalau {per}?"],
    "int-jumlah-fidusia": ["kalau {prov}?", "{per}?", "tahun lalu?"],
    "int-jumlah-yayasan": ["kalau {prov}?", "tahun sebelumnya?"],
    "int-ptp-kanwil": ["batas {n}?", "{per}?"],
    "int-ranking-fidusia": ["{per}?", "top {k}?"],
}  # fmt: skip

TYPICAL_INTERNAL_SWITCH = {
    "int-jumlah-ptp": [
        ("int-jumlah-fidusia", ["kalau fidusia?", "klo pendaftaran fidusianya berapa?"]),
        ("int-jumlah-yayasan", ["kalau yayasan?"]),
        ("int-ranking-ptp", ["provinsi mana yang paling banyak?", "urutan top 5 provinsinya?"]),
    ],
    "int-ranking-ptp": [("int-jumlah-ptp", ["{prov} sendiri berapa?"])],
    "int-jumlah-fidusia": [("int-fidusia-kanwil", ["kanwil mana aja yang di atas {n}?"])],
    "int-fidusia-kanwil": [("int-jumlah-fidusia", ["total nasionalnya berapa?"])],
}

HARD_INTERNAL_SWITCH = {
    "int-jumlah-ptp": [
        ("int-jumlah-fidusia", ["and fidusia?", "kalau jaminan fidusia?"]),
        ("int-ptp-kanwil", ["kanwil mana yang di atas {n}?"]),
        ("int-ranking-ptp", ["siapa yang paling tinggi?", "ranking provinsinya?"]),
    ],
    "int-ranking-ptp": [
        ("int-jumlah-ptp", ["{prov} sendiri angkanya?"]),
        ("int-ranking-fidusia", ["kalau fidusia rankingnya?"]),
    ],
    "int-fidusia-kanwil": [
        ("int-ranking-fidusia", ["urutin top {k} nya dong"]),
        ("int-jumlah-fidusia", ["total nasionalnya?"]),
    ],
    "int-ptp-kanwil": [("int-fidusia-kanwil", ["kalau fidusia dengan batas yang sama?"])],
    "int-jumlah-fidusia": [("int-fidusia-kanwil", ["which kanwil above {n}?"])],
}

# ---------------------------------------------------------------------------
# Lines asking nothing, greetings, closings, chat spellings.
# ---------------------------------------------------------------------------
NONE_PUBLIC = [
    "makasih kak", "terima kasih", "ok", "oke siap", "siap", "mantap", "halo", "halo min",
    "pagi", "selamat siang", "p", "tes", "makasih infonya", "oke kak terima kasih banyak",
    "sip", "baik terima kasih", "assalamualaikum", "hai", "ok noted", "wah mantap, makasih min",
]  # fmt: skip
NONE_HARD_EXTRA = ["thanks", "thank you", "ok thx", "hello", "noted, thanks"]
NONE_INTERNAL = ["ok", "oke makasih", "sip", "noted", "thx", "siap, terima kasih"]

GREETINGS = [
    "halo kak", "halo min", "min", "kak", "pagi", "pagi min", "siang kak", "sore", "malam min",
    "permisi", "assalamualaikum", "selamat pagi", "mohon info", "mau tanya", "numpang tanya",
    "hai", "gan", "permisi kak mau tanya",
]  # fmt: skip
GREETINGS_HARD = ["hi", "hello", "hi admin", "excuse me", "sorry mau tanya", "good morning"]
TAIL_IN = ["ya", "dong", "kak", "min", "ya kak", "nih", "kah", "sih"]
TAIL_OUT = ["makasih", "terima kasih", "tq", "mohon bantuannya", "🙏", "thx", "mksh kak"]
TAIL_OUT_HARD = ["thanks", "please", "pls", "asap ya", "thank you"]
REPHRASE = ["maksud saya", "saya tanya lagi ya", "ulang ya kak,", "bukan itu,", "maksudnya"]

ABBREV = {
    "yang": ["yg"],
    "bagaimana": ["bgmn", "gmn"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn"],
    "di mana": ["dmn"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs"],
    "tidak": ["gk", "ga", "tdk", "nggak"],
    "gak": ["gk", "ga", "ngga"],
    "saja": ["aja"],
    "sudah": ["udh", "sdh", "udah"],
    "karena": ["krn", "karna"],
    "tolong": ["tlg"],
    "terima kasih": ["makasih", "trims", "mksh"],
    "dengan": ["dgn"],
    "sama": ["sm"],
    "mau": ["mo", "mw"],
    "sekarang": ["skrg", "skrng"],
    "belum": ["blm"],
    "juga": ["jg"],
    "kalau": ["klo", "kalo"],
    "lagi": ["lg"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "harus": ["hrs"],
    "sertifikat": ["sertif"],
    "mohon": ["mhn"],
    "pakai": ["pake"],
    "apa aja": ["apa aj", "apa ajah"],
    "terus": ["trus", "trs"],
    "dokumen": ["dok"],
    "gimana caranya": ["gmn caranya", "gmn crnya"],
    "caranya": ["crnya"],
    "tanya": ["tny"],
}
ABBREV_RE = re.compile(
    r"\b(" + "|".join(re.escape(k) for k in sorted(ABBREV, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)

FIRST = [
    "Budi", "Siti", "Andi", "Dewi", "Rina", "Agus", "Yusuf", "Putri", "Rudi", "Nur", "Fajar",
    "Intan", "Hendra", "Wulan", "Bayu", "Ratna", "Teguh", "Lestari", "Made", "Ketut", "Yohanes",
    "Maria", "Ahmad", "Fitri",
]  # fmt: skip
LAST = [
    "Santoso", "Rahmawati", "Saputra", "Wijaya", "Lubis", "Siregar", "Hidayat", "Kusuma",
    "Pratama", "Nasution", "Sihombing", "Wibowo", "Handayani", "Suryadi", "Manurung", "Tanoto",
]  # fmt: skip
MAILHOSTS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com", "mail.com"]
PII_FORMS = [
    "nik {nik}", "NIK saya {nik}", "no hp {phone}", "hub {phone}", "wa {phone}", "email {email}",
    "email sy {email}", "npwp {npwp}", "a.n. {name}", "atas nama {name} nik {nik}",
    "sy {name}, {phone}", "{name} / {email}",
]  # fmt: skip


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------
def zipf_weights(count: int, s: float) -> list[float]:
    return [1.0 / (rank**s) for rank in range(1, count + 1)]


def fake_nik(rng: random.Random) -> str:
    prov = rng.choice([11, 12, 13, 14, 16, 17, 18, 31, 32, 33, 34, 35, 36, 51, 52, 53, 61, 73])
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        f"{prov:02d}{rng.randint(1, 79):02d}{rng.randint(1, 40):02d}"
        f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(55, 105) % 100:02d}{rng.randint(1, 9999):04d}"
    )


def fake_phone(rng: random.Random) -> str:
    pre = rng.choice(["812", "813", "821", "822", "852", "857", "878", "896", "838", "819"])
    mid = f"{rng.randint(0, 9999):04d}"
    end = f"{rng.randint(0, 9999):04d}"
    form = rng.randrange(6)
    if form == 0:
        return f"0{pre}{mid}{end}"
    if form == 1:
        return f"0{pre}-{mid}-{end}"
    if form == 2:
        return f"+62 {pre} {mid} {end}"
    if form == 3:
        return f"62{pre}{mid}{end}"
    if form == 4:
        return f"0{pre} {mid} {end[:3]}"
    return f"+62{pre}-{mid}-{end}"


def fake_name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST)} {rng.choice(LAST)}"


def fake_email(rng: random.Random) -> str:
    first = rng.choice(FIRST).lower()
    last = rng.choice(LAST).lower()
    form = rng.randrange(4)
    if form == 0:
        user = f"{first}.{last}"
    elif form == 1:
        user = f"{first}{last[:3]}{rng.randint(1, 99)}"
    elif form == 2:
        user = f"{first}_{rng.randint(1970, 2005)}"
    else:
        user = f"{last}{first[0]}"
    return f"{user}@{rng.choice(MAILHOSTS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(str(x) for x in d)
    if rng.random() < 0.6:
        return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
    return s


def pii(rng: random.Random) -> str:
    form = rng.choice(PII_FORMS)
    return form.format(
        nik=fake_nik(rng),
        phone=fake_phone(rng),
        email=fake_email(rng),
        npwp=fake_npwp(rng),
        name=fake_name(rng),
    )


def abbreviate(rng: random.Random, text: str, rate: float) -> str:
    def repl(m: re.Match[str]) -> str:
        if rng.random() < rate:
            return rng.choice(ABBREV[m.group(0).lower()])
        return m.group(0)

    return ABBREV_RE.sub(repl, text)


def typo(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        idx = [i for i, w in enumerate(words) if len(w) >= 2 and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    kind = rng.randrange(3)
    if kind == 0:
        j = rng.randrange(len(w) - 1)
        if w[j] != w[j + 1]:
            w = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
        else:
            kind = 2
    if kind == 1:
        j = rng.randrange(1, len(w))
        w = w[:j] + w[j + 1 :]
    elif kind == 2:
        j = rng.randrange(len(w))
        w = w[: j + 1] + w[j:]
    words[i] = w
    return " ".join(words)


def style_case(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.85:
        return text
    if r < 0.96:
        return text[:1].upper() + text[1:]
    return text.upper()


def punct(rng: random.Random) -> str:
    return rng.choices(["?", "??", "", ".", "?!", " ?", "???"], [40, 9, 35, 6, 3, 5, 2])[0]


class Week:
    def __init__(self, cfg: dict) -> None:
        self.cfg = cfg
        self.public = cfg["public"]
        self.internal = cfg["internal"]
        self.pub_w = zipf_weights(len(self.public), cfg["zipf"])
        self.int_w = zipf_weights(len(self.internal), 0.8)
        self.phr = {i: p for i, _, p in self.public} | {i: p for i, _, p in self.internal}
        self.fu: dict[str, list[tuple[str, list[str]]]] = {}
        for src, dst, ps in cfg["followups"]:
            self.fu.setdefault(src, []).append((dst, ps))

    def noisy(self, rng: random.Random, text: str, level: str) -> tuple[str, bool]:
        cfg = self.cfg
        if rng.random() < (0.55 if level != "internal" else 0.3):
            text = abbreviate(rng, text, 0.7)
        text = text.rstrip("?.! ")
        if level == "question" and rng.random() < 0.18:
            text = f"{text} {rng.choice(TAIL_IN)}"
        text += punct(rng) if level != "none" else rng.choice(["", "", "!", ".", " 🙏"])
        if level == "question" and rng.random() < 0.28:
            g = rng.choice(cfg["greetings"])
            text = f"{g}{rng.choice([', ', ' ', '. ', ' '])}{text}"
        elif level == "followup" and rng.random() < 0.05:
            text = f"{rng.choice(['kak', 'min', 'oh ok,'])} {text}"
        if level == "question" and rng.random() < 0.12:
            text = f"{text} {rng.choice(cfg['tail_out'])}"
        had = False
        if rng.random() < cfg["typo"]:
            new = typo(rng, text)
            if rng.random() < 0.15:
                new = typo(rng, new)
            had = new != text
            text = new
        if rng.random() < 0.07 and text[-1:].isalpha():
            text += text[-1] * rng.randint(1, 3)
        text = (
            style_case(rng, text)
            if level != "internal"
            else (text.lower() if rng.random() < 0.4 else text)
        )
        return text, had

    def fill(self, rng: random.Random, template: str) -> str:
        return template.format(
            prov=rng.choice(PROVS),
            per=rng.choice(PERIODS),
            n=rng.choice(THRESHOLDS),
            k=rng.choice(TOPK),
        )

    def public_session(self, rng: random.Random) -> list[dict]:
        out: list[dict] = []

        def add(text: str, label: str, level: str) -> None:
            q, had = self.noisy(rng, text, level)
            out.append({"question": q, "label": label, "typo": had, "surface": "public"})

        if rng.random() < 0.010:
            add(rng.choice(self.cfg["none_public"]), "none", "none")
            return out
        if rng.random() < 0.008:
            add(rng.choice(self.cfg["greetings"]), "none", "none")
        intent = rng.choices([i for i, _, _ in self.public], self.pub_w)[0]
        add(rng.choice(self.phr[intent]), intent, "question")
        if rng.random() < 0.09:
            q = out[-1]["question"]
            pre = rng.choice([fake_name(rng) + ",", "saya " + fake_name(rng) + ","])
            out[-1]["question"] = rng.choice(
                [f"{q}, {pii(rng)}", f"{q} ({pii(rng)})", f"{pii(rng)}. {q}", f"{pre} {q}"]
            )
        if rng.random() < 0.05:
            out[-1]["feedback"] = "down"
            add(f"{rng.choice(REPHRASE)} {rng.choice(self.phr[intent])}", intent, "followup")
        if intent in self.fu and rng.random() < 0.22:
            dst, ps = rng.choice(self.fu[intent])
            add(rng.choice(ps), dst, "followup")
        for line in out:
            if line["label"] != "none" and "feedback" not in line and rng.random() < 0.07:
                line["feedback"] = "up" if rng.random() < 0.6 else "down"
        if rng.random() < 0.028:
            add(rng.choice(self.cfg["none_public"]), "none", "none")
        return out

    def internal_session(self, rng: random.Random) -> list[dict]:
        out: list[dict] = []

        def add(text: str, label: str) -> None:
            q, had = self.noisy(
                rng, self.fill(rng, text), "internal" if label != "none" else "none"
            )
            out.append({"question": q, "label": label, "typo": had, "surface": "internal"})

        cur = rng.choices([i for i, _, _ in self.internal], self.int_w)[0]
        add(rng.choice(self.phr[cur]), cur)
        switch = self.cfg["internal_switch"]
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
            if cur in switch and rng.random() < 0.35:
                dst, ps = rng.choice(switch[cur])
                cur = dst
                add(rng.choice(ps), cur)
            else:
                add(rng.choice(INTERNAL_SAME[cur]), cur)
        for line in out:
            if rng.random() < 0.05:
                line["feedback"] = "up" if rng.random() < 0.5 else "down"
        if rng.random() < 0.15:
            add(rng.choice(NONE_INTERNAL), "none")
        return out

    def start_time(self, rng: random.Random, internal: bool) -> datetime:
        start: datetime = self.cfg["start"]
        if internal:
            day = rng.randrange(5)
            hour = rng.choices(range(8, 18), [2, 4, 5, 5, 2, 3, 5, 5, 4, 2])[0]
        else:
            day = rng.choices(range(7), [1.0, 1.0, 1.0, 0.95, 0.85, 0.55, 0.5])[0]
            hour = rng.choices(range(24), HOURS)[0]
        return start + timedelta(days=day, hours=hour, seconds=rng.randrange(3600))

    def build(self, rng: random.Random) -> list[dict]:
        target_int = round(LINES_PER_WEEK * rng.uniform(0.076, 0.086))
        sessions: list[tuple[bool, list[dict]]] = []
        n_int = 0
        while n_int < target_int:
            s = self.internal_session(rng)
            s = s[: target_int - n_int]
            n_int += len(s)
            sessions.append((True, s))
        total = n_int
        while total < LINES_PER_WEEK:
            s = self.public_session(rng)[: LINES_PER_WEEK - total]
            total += len(s)
            sessions.append((False, s))
        rng.shuffle(sessions)
        seen: set[str] = set()
        rows: list[tuple[datetime, str, int, dict]] = []
        week_end = self.cfg["start"] + timedelta(days=7)
        for internal, lines in sessions:
            sid = f"s-{rng.getrandbits(48):012x}"
            while sid in seen:
                sid = f"s-{rng.getrandbits(48):012x}"
            seen.add(sid)
            gaps = [rng.randint(25, 420) if internal else rng.randint(15, 300) for _ in lines]
            gaps[0] = 0
            t = self.start_time(rng, internal)
            if t + timedelta(seconds=sum(gaps)) >= week_end:
                t = week_end - timedelta(seconds=sum(gaps) + rng.randint(60, 3600))
            for seq, (gap, line) in enumerate(zip(gaps, lines, strict=True)):
                t = t + timedelta(seconds=gap)
                rows.append((t, sid, seq, line))
        rows.sort(key=lambda r: (r[0], r[1], r[2]))
        out = []
        for t, sid, _, line in rows:
            rec = {
                "at": t.isoformat(timespec="seconds"),
                "session": sid,
                "question": line["question"],
                "surface": line["surface"],
            }
            if "feedback" in line:
                rec["feedback"] = line["feedback"]
            rec["label"] = line["label"]
            rec["_typo"] = line["typo"]
            out.append(rec)
        return out

    def truth(self, rows: list[dict]) -> dict:
        used = {r["label"] for r in rows}
        covered = {}
        for intent, item, _ in [*self.public, *self.internal]:
            if intent not in used:
                raise SystemExit(f"intent {intent} never sampled; change the seed")
            covered[intent] = item
        return {"set": SET, "covered": dict(sorted(covered.items()))}


HOURS = [
    0.3, 0.15, 0.1, 0.1, 0.15, 0.4, 0.8, 1.5, 2.6, 3.2, 3.3, 3.0,
    2.4, 2.8, 3.0, 2.8, 2.4, 2.0, 1.8, 2.0, 2.2, 2.0, 1.4, 0.7,
]  # fmt: skip

WEEKS = {
    "typical": {
        "start": datetime(2028, 1, 3, tzinfo=TZ),
        "public": TYPICAL_PUBLIC,
        "internal": TYPICAL_INTERNAL,
        "followups": TYPICAL_FOLLOWUPS,
        "internal_switch": TYPICAL_INTERNAL_SWITCH,
        "typo": 0.31,
        "zipf": 1.0,
        "greetings": GREETINGS,
        "tail_out": TAIL_OUT,
        "none_public": NONE_PUBLIC,
    },
    "hard": {
        "start": datetime(2028, 1, 10, tzinfo=TZ),
        "public": HARD_PUBLIC,
        "internal": HARD_INTERNAL,
        "followups": HARD_FOLLOWUPS,
        "internal_switch": HARD_INTERNAL_SWITCH,
        "typo": 0.26,
        "zipf": 0.85,
        "greetings": GREETINGS + GREETINGS_HARD,
        "tail_out": TAIL_OUT + TAIL_OUT_HARD,
        "none_public": NONE_PUBLIC + NONE_HARD_EXTRA,
    },
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--stats", action="store_true", help="print shares to stderr")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    for name, cfg in WEEKS.items():
        week = Week(cfg)
        rows = week.build(rng)
        truth = week.truth(rows)
        with (args.out / f"{NAME}-{name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
            for r in rows:
                rec = {k: v for k, v in r.items() if k != "_typo"}
                f.write(json.dumps(rec, ensure_ascii=False) + "\n")
        with (args.out / f"{NAME}-{name}.truth.json").open(
            "w", encoding="utf-8", newline="\n"
        ) as f:
            f.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
        if args.stats:
            n = len(rows)
            covered = sum(1 for v in truth["covered"].values() if v)
            print(
                f"{name}: lines={n} intents={len(truth['covered'])} covered={covered}"
                f" internal={sum(r['surface'] == 'internal' for r in rows) / n:.3f}"
                f" typo={sum(r['_typo'] for r in rows) / n:.3f}"
                f" none={sum(r['label'] == 'none' for r in rows) / n:.3f}"
                f" feedback={sum('feedback' in r for r in rows) / n:.3f}",
                file=sys.stderr,
            )


if __name__ == "__main__":
    main()
