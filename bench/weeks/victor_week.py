"""Held-out weeks of AHU chatbot traffic, written by hand by the author `victor`.

Run:  python3 bench/weeks/victor_week.py --out bench/weeks

Writes victor-typical.jsonl, victor-hard.jsonl and their .truth.json files. The
phrasings below are hand-written; this script only samples them with a fixed
seed and adds chat noise (greetings, abbreviations, casing, punctuation,
repeated letters, typos and fake personal details). Standard library only; the
output is byte-identical on every run.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 731905
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000
INTERNAL_SHARE = 0.08

# ---------------------------------------------------------------------------
# Typical week: intents in rough order of popularity (Zipf-like weights).
# Each entry: id -> (surface, covering golden item or None, phrasings).
# ---------------------------------------------------------------------------

TYPICAL = {
    "ptp-syarat": (
        "public",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja ya",
            "mau buat PT perorangan, persyaratannya apa saja?",
            "persyaratan pendirian PT perorangan",
            "PT perorangan syaratnya apa?",
            "untuk bikin PT perorangan harus punya apa saja?",
            "apa saja yang dibutuhkan untuk daftar PT perorangan",
            "syarat pendirian PT perseorangan",
            "saya mau buka PT perorangan sendirian, syaratnya apa ya?",
            "boleh tau syarat PT perorangan?",
            "pendiri PT perorangan harus memenuhi syarat apa aja?",
            "syarat pt perorangan untuk umkm apa saja",
        ],
    ),
    "akun-lupa-password": (
        "public",
        None,
        [
            "lupa password akun AHU gimana?",
            "saya lupa kata sandi AHU online, cara resetnya gimana",
            "password ahu lupa, tidak bisa login",
            "cara reset password akun AHU",
            "akun AHU saya gak bisa masuk karena lupa password",
            "gimana kalau lupa password di ahu.go.id",
            "link reset password tidak masuk ke email",
            "lupa sandi akun notaris di AHU",
            "minta tolong reset password AHU saya",
            "kata sandi ahu online lupa, harus gimana ya",
        ],
    ),
    "fid-daftar": (
        "public",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia gimana",
            "prosedur pendaftaran jaminan fidusia online",
            "daftar fidusia lewat mana ya?",
            "mau daftarin fidusia, caranya gimana?",
            "langkah-langkah pendaftaran fidusia di AHU",
            "pendaftaran jaminan fidusia dilakukan di mana?",
            "gimana cara daftar sertifikat fidusia",
            "fidusia daftarnya bisa online?",
            "cara input pendaftaran fidusia di aplikasi AHU",
        ],
    ),
    "apo-apa": (
        "public",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille?",
            "apostille itu apa ya",
            "maksudnya apostille apa sih",
            "pengertian apostille",
            "apostille tuh apa min",
            "saya baru dengar apostille, itu apa?",
            "apostille artinya apa",
            "fungsi apostille apa?",
            "apa yang dimaksud dengan apostille",
        ],
    ),
    "apo-biaya": (
        "public",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille?",
            "biaya apostille per dokumen berapa",
            "apostille bayar berapa ya",
            "tarif apostille sekarang berapa?",
            "harga apostille satu dokumen",
            "apostille ijazah biayanya berapa?",
            "biaya pengurusan apostille berapa min",
            "PNBP apostille berapa",
            "berapa biaya apostille untuk akta kelahiran",
        ],
    ),
    "ptp-biaya": (
        "public",
        None,
        [
            "berapa biaya daftar PT perorangan?",
            "biaya pendirian PT perorangan berapa ya",
            "PT perorangan bayar berapa",
            "bikin PT perorangan habis berapa?",
            "PNBP PT perorangan berapa",
            "biaya buat PT perorangan",
            "PT perorangan gratis atau bayar?",
            "tarif pendaftaran PT perorangan",
            "berapa harga voucher PT perorangan",
        ],
    ),
    "cv-daftar": (
        "public",
        "cv-firma-pendaftaran",
        [
            "di mana CV didaftarkan sekarang?",
            "daftar CV sekarang di mana?",
            "pendaftaran firma dilakukan di mana ya",
            "CV masih didaftar di pengadilan negeri atau di mana?",
            "cara daftar CV gimana",
            "mau bikin CV daftarnya ke mana",
            "pendaftaran CV bisa online?",
            "bagaimana mendaftarkan firma",
            "daftar persekutuan komanditer di mana",
        ],
    ),
    "yys-pendirian": (
        "public",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau buat yayasan sosial, langkahnya apa aja?",
            "mendirikan yayasan caranya gimana ya",
            "proses pengesahan yayasan di AHU gimana",
            "cara daftar yayasan",
            "bikin yayasan harus lewat notaris?",
            "langkah mendirikan yayasan pendidikan",
        ],
    ),
    "wst-cek": (
        "public",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat atau tidak?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "bapak saya meninggal, gimana tau ada wasiat atau gak",
            "cek wasiat almarhum dimana",
            "mau minta surat keterangan wasiat caranya gimana",
            "cara mengurus surat keterangan wasiat",
            "bagaimana mengetahui apakah ada wasiat yang terdaftar",
            "pencarian wasiat almarhumah gimana",
            "ahli waris mau cek wasiat, caranya?",
        ],
    ),
    "voucher-bayar": (
        "public",
        None,
        [
            "cara bayar voucher PNBP AHU gimana",
            "bayar voucher AHU bisa lewat bank apa aja?",
            "kode voucher sudah dapat, bayarnya di mana?",
            "pembayaran PNBP AHU lewat mobile banking bisa?",
            "cara membayar billing PNBP",
            "voucher AHU bayar lewat ATM bisa gak",
            "bayar kode billing AHU gimana",
            "bisa bayar voucher pakai QRIS?",
        ],
    ),
    "fid-roya": (
        "public",
        None,
        [
            "cara roya fidusia gimana",
            "mau hapus fidusia karena kredit sudah lunas",
            "penghapusan jaminan fidusia bagaimana prosedurnya",
            "roya fidusia online caranya",
            "leasing sudah lunas, fidusianya dihapus gimana?",
            "cara mencoret sertifikat fidusia",
            "hapus sertifikat fidusia setelah lunas",
            "pengajuan roya fidusia lewat mana",
        ],
    ),
    "apo-dokumen": (
        "public",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille?",
            "ijazah bisa diapostille gak?",
            "akta kelahiran bisa diapostille?",
            "jenis dokumen yang bisa di apostille apa saja",
            "apakah semua dokumen bisa diapostille",
            "dokumen pribadi bisa apostille?",
            "surat keterangan catatan kepolisian bisa diapostille?",
            "dokumen apa yang bisa dilayani apostille di Kemenkum",
            "buku nikah bisa apostille ga",
        ],
    ),
    "kwn-anak-usia": (
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "sampai umur berapa anak kewarganegaraan ganda harus memilih?",
            "anak dwi kewarganegaraan wajib pilih di usia berapa",
            "anak saya WNI dan WNA, kapan harus pilih kewarganegaraan?",
            "batas usia anak berkewarganegaraan ganda memilih",
            "umur berapa anak kawin campur harus milih warga negara",
            "anak ganda warga negara harus memilih umur 18 atau 21?",
            "anak kewarganegaraan ganda terbatas sampai usia berapa",
            "kapan batas waktu anak dwi kewarganegaraan menentukan pilihan",
        ],
    ),
    "ptb-akta": (
        "public",
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa perlu akta notaris?",
            "PT biasa wajib pakai notaris gak?",
            "bikin PT biasa harus ke notaris?",
            "PT persekutuan modal harus akta notaris ya",
            "pendirian PT biasa bisa tanpa notaris?",
            "PT umum perlu akta notaris atau cukup online",
            "kalau PT biasa tetap pakai akta notaris kan?",
        ],
    ),
    "akun-daftar": (
        "public",
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun di AHU",
            "registrasi akun AHU untuk umum gimana",
            "mau bikin akun ahu.go.id caranya",
            "daftar user AHU online pakai email apa",
            "cara registrasi akun untuk PT perorangan di AHU",
            "buat akun AHU gimana ya",
        ],
    ),
    "ptp-cara-daftar": (
        "public",
        None,
        [
            "bagaimana cara mendaftar PT perorangan?",
            "daftar PT perorangan lewat mana",
            "cara bikin PT perorangan online",
            "langkah-langkah pendaftaran PT perorangan",
            "PT perorangan didaftarkan di mana ya?",
            "prosedur pendirian PT perorangan gimana",
            "cara isi pernyataan pendirian PT perorangan",
            "alur daftar PT perorangan di AHU",
        ],
    ),
    "apo-vs-legal": (
        "public",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi?",
            "bedanya apostille sama legalisir apa",
            "apostille atau legalisasi, bedanya apa ya",
            "perbedaan apostille dan legalisasi kedutaan",
            "kapan pakai apostille, kapan legalisasi?",
            "apostille sama legalisasi sama aja gak?",
            "legalisasi dokumen masih perlu atau cukup apostille?",
        ],
    ),
    "pkl-badan-hukum": (
        "public",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara perkumpulan jadi berbadan hukum",
            "mengesahkan perkumpulan sebagai badan hukum gimana",
            "perkumpulan mau jadi badan hukum prosedurnya",
            "pengesahan badan hukum perkumpulan di AHU",
            "cara daftar perkumpulan berbadan hukum",
            "ormas perkumpulan mau berbadan hukum caranya gimana",
        ],
    ),
    "apo-lama": (
        "public",
        None,
        [
            "berapa lama proses apostille?",
            "apostille jadinya berapa hari",
            "lama pengurusan apostille",
            "apostille selesai berapa lama ya",
            "proses apostille bisa sehari jadi?",
            "kalau ajukan apostille hari ini kapan selesai",
        ],
    ),
    "fid-biaya": (
        "public",
        None,
        [
            "biaya pendaftaran fidusia berapa?",
            "tarif fidusia berdasarkan nilai penjaminan",
            "berapa PNBP jaminan fidusia",
            "daftar fidusia bayar berapa",
            "biaya sertifikat fidusia",
            "fidusia nilai 50 juta biayanya berapa",
        ],
    ),
    "kwn-naturalisasi-syarat": (
        "public",
        None,
        [
            "syarat naturalisasi jadi WNI apa saja",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA mau ganti jadi WNI, syaratnya apa aja?",
            "syarat permohonan kewarganegaraan Indonesia untuk orang asing",
            "dokumen untuk naturalisasi",
        ],
    ),
    "yys-ubah-pengurus": (
        "public",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan pengurus yayasan bagaimana",
            "ketua yayasan meninggal, ganti pengurusnya gimana",
            "mau ubah susunan pembina yayasan",
            "perubahan data pengurus yayasan di AHU",
            "ganti pengawas yayasan prosedurnya apa",
        ],
    ),
    "kop-pendirian": (
        "public",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi simpan pinjam gimana",
            "pendirian koperasi lewat AHU?",
            "koperasi daftarnya di mana",
            "prosedur pengesahan koperasi",
            "mau buat koperasi desa caranya",
        ],
    ),
    "cv-biaya": (
        "public",
        None,
        [
            "biaya daftar CV berapa?",
            "bikin CV habis berapa",
            "PNBP pendaftaran CV",
            "pendaftaran CV bayar berapa",
            "tarif pendirian CV di SABU",
            "biaya pendaftaran firma",
        ],
    ),
    "int-count-ptp": (
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah PT perorangan yang terdaftar di {prov} bulan {bulan} {tahun}?",
            "jumlah pendaftaran PT perorangan {prov} tahun {tahun} berapa",
            "tolong tarik data jumlah PT perorangan per provinsi bulan lalu",
            "PT perorangan yang daftar minggu lalu ada berapa?",
            "total PT perorangan se-Indonesia tahun {tahun}?",
            "berapa banyak PT perorangan baru di {prov} {bulan} {tahun}?",
            "minta angka registrasi PT perorangan {prov} triwulan I 2027",
            "jumlah PT perorangan per bulan di {prov} sepanjang {tahun}",
        ],
    ),
    "int-rank-ptp": (
        "internal",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak daftar PT perorangan tahun {tahun}?",
            "5 provinsi teratas pendaftaran PT perorangan {bulan} {tahun}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {tahun}",
            "ranking provinsi PT perorangan bulan lalu dong",
            "provinsi dengan PT perorangan paling sedikit tahun {tahun} apa aja?",
            "tiga provinsi terbanyak PT perorangan {bulan} {tahun}",
        ],
    ),
    "int-fid-threshold": (
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana aja yang pendaftaran fidusianya di atas {n} bulan {bulan}?",
            "daftar kantor wilayah dengan lebih dari {n} fidusia {bulan} {tahun}",
            "kanwil yang fidusianya tembus {n} bulan lalu apa aja",
            "kantor wilayah dengan pendaftaran fidusia lebih dari {n} di {bulan} {tahun}",
            "sebutkan kanwil yang catat fidusia > {n} bulan lalu",
        ],
    ),
    "int-count-fid": (
        "internal",
        None,
        [
            "berapa jumlah pendaftaran fidusia di {prov} bulan {bulan} {tahun}?",
            "total sertifikat fidusia yang terbit tahun {tahun}",
            "jumlah fidusia terdaftar bulan lalu berapa",
            "pendaftaran jaminan fidusia {prov} {bulan} {tahun} ada berapa?",
            "fidusia nasional {bulan} {tahun} totalnya",
        ],
    ),
    "int-count-yys": (
        "internal",
        None,
        [
            "berapa yayasan baru yang disahkan di {prov} tahun {tahun}?",
            "jumlah pengesahan yayasan {bulan} {tahun}",
            "yayasan yang didaftarkan bulan lalu ada berapa",
            "total yayasan baru di {prov} {bulan} {tahun}",
        ],
    ),
}

# Short follow-ups typed after a first question in the same public session:
# first intent -> [(intent the follow-up asks, phrasings)].
TYPICAL_FOLLOW = {
    "ptp-syarat": [
        (
            "ptp-biaya",
            ["biayanya berapa?", "kalau biayanya?", "terus bayarnya berapa", "ada biayanya gak"],
        ),
        (
            "ptp-cara-daftar",
            ["daftarnya lewat mana?", "terus caranya gimana?", "daftarnya di mana ya"],
        ),
    ],
    "apo-apa": [
        (
            "apo-biaya",
            ["biayanya berapa?", "bayar berapa untuk satu dokumen?", "berapa biayanya per dokumen"],
        ),
        ("apo-lama", ["berapa lama prosesnya?", "jadinya berapa hari?"]),
        ("apo-dokumen", ["dokumen apa aja yang bisa?", "ijazah bisa?"]),
    ],
    "fid-daftar": [
        ("fid-biaya", ["biayanya berapa?", "bayarnya berapa"]),
        ("fid-roya", ["kalau mau hapus setelah lunas gimana?", "kalau roya caranya?"]),
    ],
    "cv-daftar": [("cv-biaya", ["biayanya berapa?", "bayar berapa"])],
    "yys-pendirian": [("yys-ubah-pengurus", ["kalau nanti mau ganti pengurus gimana?"])],
    "apo-biaya": [("apo-lama", ["prosesnya berapa lama?", "berapa hari jadi?"])],
    "ptp-cara-daftar": [
        ("ptp-syarat", ["syaratnya apa aja?", "yang perlu disiapkan apa?"]),
        ("ptp-biaya", ["biayanya?", "bayar gak?"]),
    ],
    "apo-dokumen": [("apo-biaya", ["biayanya per dokumen berapa?"])],
}

# Follow-ups of the internal agent, per intent (asked in the session of that intent).
TYPICAL_INTERNAL_FOLLOW = {
    "int-count-ptp": [
        "kalau {prov}?",
        "kalau {prov} gimana?",
        "tahun lalu berapa?",
        "{bulan} {tahun}?",
        "yang {prov} berapa",
        "kalau se-Indonesia?",
        "bulan sebelumnya?",
    ],
    "int-rank-ptp": [
        "kalau 10 besar?",
        "yang paling bawah?",
        "tahun lalu urutannya gimana?",
        "kalau bulan {bulan}?",
        "urutan {tahun}?",
    ],
    "int-fid-threshold": [
        "kalau batasnya {n}?",
        "kalau bulan {bulan}?",
        "yang di atas {n} aja",
        "kalau {bulan} {tahun}?",
    ],
    "int-count-fid": ["kalau {prov}?", "tahun lalu?", "kalau {bulan}?"],
    "int-count-yys": ["kalau {prov}?", "tahun lalu berapa?", "{bulan}?"],
}

# ---------------------------------------------------------------------------
# Hard week: facets of one service, synonyms without shared words, English.
# ---------------------------------------------------------------------------

HARD = {
    "ptp-syarat": (
        "public",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja?",
            "apa yang perlu disiapkan buat bikin PT perorangan",
            "dokumen apa yg dibutuhkan utk PT perorangan",
            "PT perseorangan, ketentuan pendirinya gimana? umur minimal berapa?",
            "siapa aja yg boleh bikin PT perorangan?",
            "WNA boleh bikin PT perorangan gak?",
            "kriteria pendiri PT perorangan",
            "what are the requirements to set up a PT perorangan?",
            "mau bikin PT 1 orang, perlu apa aja?",
            "saya masih kuliah umur 19 bisa buka PT perorangan ga, persyaratannya apa",
            "kelengkapan untuk PT perorangan apa saja",
        ],
    ),
    "akun-lupa-password": (
        "public",
        None,
        [
            "forgot password AHU",
            "lupa sandi AHU online",
            "reset password akun notaris",
            "gak bisa login krn lupa password",
            "email reset password AHU gak masuk",
            "password ahu salah terus, mau reset",
            "can't log in to AHU, forgot my password",
            "akun AHU ke-lock karena lupa kata sandi",
        ],
    ),
    "fid-daftar": (
        "public",
        "fidusia-pendaftaran",
        [
            "gimana daftarin fidusia",
            "registrasi jaminan fidusia prosedurnya",
            "how to register a fiduciary security",
            "fidusia didaftarkan online atau datang ke kanwil?",
            "alur pendaftaran fidusia oleh notaris",
            "pencatatan jaminan fidusia lewat mana",
            "mau daftar fidusia kendaraan, gimana",
            "step by step input fidusia di sistem",
        ],
    ),
    "apo-biaya": (
        "public",
        "apostille-biaya-lanjutan",
        [
            "apostille ongkosnya berapa",
            "fee apostille per dokumen",
            "how much is apostille",
            "tarif PNBP apostille",
            "apostille bayar berapa untuk 1 lembar",
            "apostille 3 dokumen total berapa",
            "apostille charge-nya berapa",
            "harga legalisir apostille ijazah",
        ],
    ),
    "ptp-biaya": (
        "public",
        None,
        [
            "PT perorangan ongkosnya berapa?",
            "fee registrasi PT perorangan how much",
            "PNBP PT perseorangan",
            "berapa rupiah untuk daftarin PT perorangan",
            "tarif PT perorangan sekarang",
            "bikin PT perorangan keluar duit berapa",
            "cost of registering PT perorangan?",
            "bayar berapa kalau bikin PT perorangan sendiri tanpa notaris",
            "PT perorangan free atau ada charge?",
        ],
    ),
    "apo-apa": (
        "public",
        "apostille-biaya-lanjutan",
        [
            "apostille maksudnya apa",
            "what is an apostille?",
            "apostille tuh gunanya buat apa",
            "pengertian apostile",
            "apostille itu sertifikat apa ya",
            "jelasin apostille dong",
            "apostille meaning?",
        ],
    ),
    "apo-dokumen": (
        "public",
        "apostille-dokumen",
        [
            "dokumen yg bisa diapostille apa aja",
            "can I apostille my diploma",
            "transkrip nilai bisa di apostille?",
            "akta cerai bisa apostille gak",
            "apostille berlaku buat dokumen apa saja",
            "SKCK bisa apostille?",
            "dokumen perusahaan bisa apostille ga",
            "which documents can be apostilled?",
        ],
    ),
    "ptp-cara-daftar": (
        "public",
        None,
        [
            "gimana step daftar PT perorangan online",
            "PT perorangan didaftarin lewat website apa?",
            "alur pengisian pernyataan pendirian PT perorangan",
            "how to register PT perorangan",
            "tutorial bikin PT perorangan di AHU",
            "PT perorangan bisa diurus sendiri lewat HP? caranya?",
            "tahapan mendirikan PT perseorangan",
            "proses registrasi PT perorangan mulai dari mana",
        ],
    ),
    "cv-daftar": (
        "public",
        "cv-firma-pendaftaran",
        [
            "CV skrg registernya ke mana, masih ke PN?",
            "where do I register a CV now?",
            "pencatatan firma sekarang lewat sistem apa",
            "alur registrasi persekutuan komanditer",
            "CV didaftarin di kemenkum atau pengadilan?",
            "gimana prosedur pendaftaran CV",
            "persekutuan perdata didaftarkan di mana",
            "CV bisa daftar online lewat apa",
        ],
    ),
    "ptp-vs-ptb": (
        "public",
        None,
        [
            "bedanya PT perorangan sama PT biasa apa",
            "PT perorangan vs PT persekutuan modal",
            "apa itu PT perorangan?",
            "difference between PT perorangan and regular PT",
            "PT perorangan itu maksudnya gimana, beda dengan PT umum?",
            "PT perseorangan itu badan hukum juga?",
            "mending PT perorangan atau PT biasa, bedanya di mana",
        ],
    ),
    "ptp-perlu-notaris": (
        "public",
        "pt-perorangan-syarat",
        [
            "PT perorangan perlu akta notaris gak?",
            "apakah PT perorangan wajib pakai notaris",
            "bikin PT perorangan harus ke notaris atau bisa sendiri?",
            "PT perorangan need notary deed or not?",
            "pendirian PT perorangan tanpa akta notaris bisa?",
            "PT perseorangan pakai akta atau cukup surat pernyataan?",
            "apa PT perorangan harus dibuat di hadapan notaris",
        ],
    ),
    "wst-cek": (
        "public",
        "wasiat-pencarian",
        [
            "cek wasiat orang tua yg sudah meninggal",
            "gimana tau almarhum punya wasiat",
            "how to find out if my late father left a will",
            "surat keterangan wasiat ngurusnya gimana",
            "pencarian data wasiat untuk ahli waris",
            "ibu sudah wafat, mau cek ada wasiat terdaftar gak",
            "nenek meninggal, ada testamen atau tidak cara taunya gimana",
        ],
    ),
    "ptb-akta": (
        "public",
        "pt-biasa-akta",
        [
            "PT biasa wajib notaris?",
            "PT persekutuan modal bisa tanpa akta notaris?",
            "does a regular PT need a notarial deed?",
            "pendirian PT umum harus dengan akta notaris atau bisa online sendiri",
            "PT dengan 2 pendiri perlu notaris gak",
            "untuk PT non perorangan, akta notarisnya wajib?",
            "PT biasa bisa bikin sendiri tanpa notaris ga",
        ],
    ),
    "apo-vs-legal": (
        "public",
        "apostille-vs-legalisasi",
        [
            "bedanya apostille dgn legalisasi",
            "apostille vs legalisasi kedutaan",
            "difference between apostille and legalization",
            "negara tujuan saya bukan anggota apostille, pakai apa?",
            "legalisasi sama apostille apa bedanya",
            "apostille gantiin legalisasi ya?",
        ],
    ),
    "fid-roya": (
        "public",
        None,
        [
            "roya fidusia gimana",
            "hapus fidusia setelah lunas",
            "fidusia mau dicoret",
            "how to cancel fiduciary certificate after loan paid off",
            "penghapusan jaminan fidusia online",
            "kredit mobil lunas, fidusianya gmn supaya hapus",
        ],
    ),
    "yys-pendirian": (
        "public",
        "yayasan-pendirian",
        [
            "step bikin yayasan",
            "how to establish a yayasan in Indonesia",
            "tata cara pendirian yayasan sosial",
            "mau mendirikan yayasan panti asuhan, prosesnya gimana",
            "yayasan didirikan lewat notaris terus disahkan di mana",
            "pengesahan badan hukum yayasan prosedurnya",
            "alur membuat yayasan keagamaan",
        ],
    ),
    "ptp-lama": (
        "public",
        None,
        [
            "PT perorangan jadinya berapa hari?",
            "berapa lama proses PT perorangan sampai terbit sertifikat",
            "how long does PT perorangan registration take",
            "PT perorangan sehari bisa jadi?",
            "estimasi waktu pendirian PT perorangan",
            "kapan sertifikat PT perorangan keluar setelah isi form",
            "durasi pengesahan PT perorangan",
        ],
    ),
    "kwn-anak-usia": (
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "anak dual citizenship harus pilih umur berapa",
            "at what age must a dual-citizen child choose",
            "batas umur anak berkewarganegaraan ganda memilih",
            "anak kawin campur umur 18 wajib milih?",
            "sampai kapan anak boleh punya 2 kewarganegaraan",
            "anak ganda sudah 20 tahun masih bisa pilih?",
        ],
    ),
    "apo-lama": (
        "public",
        None,
        [
            "apostille jadi berapa hari",
            "how long does apostille take",
            "durasi proses apostille",
            "apostille bisa selesai hari itu juga?",
            "estimasi waktu apostille",
            "apostille cepat gak jadinya",
        ],
    ),
    "apo-cara": (
        "public",
        None,
        [
            "gimana cara ajukan apostille",
            "apply apostille online gimana",
            "prosedur permohonan apostille",
            "apostille daftarnya di mana",
            "how to apply for apostille",
            "langkah mengajukan apostille ijazah",
            "apostille harus datang ke kantor atau online",
        ],
    ),
    "fid-biaya": (
        "public",
        None,
        [
            "fidusia tarifnya berapa",
            "PNBP fidusia untuk penjaminan 100 juta",
            "ongkos daftar fidusia",
            "how much is fiduciary registration fee",
            "bayar berapa buat sertifikat fidusia",
            "biaya fidusia dihitung dari apa",
        ],
    ),
    "ptb-syarat": (
        "public",
        None,
        [
            "syarat mendirikan PT biasa apa aja",
            "requirement PT persekutuan modal",
            "modal dasar minimal untuk PT biasa berapa",
            "dokumen yg harus disiapin untuk PT umum",
            "persyaratan pendirian PT (bukan perorangan)",
            "apa yg perlu disiapkan untuk bikin PT bareng teman",
        ],
    ),
    "ptp-ubah": (
        "public",
        None,
        [
            "cara ubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan pernyataan PT perorangan",
            "KBLI PT perorangan mau ditambah, caranya?",
            "how to change PT perorangan's business address",
            "edit modal PT perorangan bisa?",
            "ganti nama PT perorangan prosedurnya",
        ],
    ),
    "yys-biaya": (
        "public",
        None,
        [
            "biaya bikin yayasan berapa",
            "PNBP pengesahan yayasan",
            "ongkos pendirian yayasan",
            "yayasan fee nya berapa ya",
            "berapa tarif pengesahan yayasan di AHU",
            "bayar berapa untuk SK yayasan",
        ],
    ),
    "pkl-badan-hukum": (
        "public",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan mau berbadan hukum gimana",
            "pengesahan perkumpulan jadi badan hukum",
            "how can an association become a legal entity",
            "komunitas kami mau jadi perkumpulan berbadan hukum, caranya?",
            "perkumpulan dapat SK kemenkum gimana",
            "prosedur badan hukum untuk perkumpulan",
        ],
    ),
    "ptp-bubar": (
        "public",
        None,
        [
            "cara membubarkan PT perorangan",
            "tutup PT perorangan gimana",
            "PT perorangan mau dibubarkan, prosesnya",
            "how to close a PT perorangan",
            "pernyataan pembubaran PT perorangan",
            "usaha sudah gak jalan, PT perorangannya mau dihapus",
        ],
    ),
    "yys-ubah-pengurus": (
        "public",
        None,
        [
            "ganti pembina yayasan gimana",
            "change of yayasan board, prosedurnya",
            "perubahan susunan pengurus yayasan",
            "ketua yayasan mau diganti",
            "update data pengawas yayasan di AHU",
            "pengurus yayasan meninggal, perubahan datanya gimana",
        ],
    ),
    "cv-biaya": (
        "public",
        None,
        [
            "CV ongkos daftarnya berapa",
            "fee pendaftaran CV",
            "PNBP untuk firma",
            "berapa biaya pencatatan persekutuan komanditer",
            "how much is CV registration",
            "daftar CV bayar ga?",
        ],
    ),
    "wst-daftar-sendiri": (
        "public",
        None,
        [
            "cara mendaftarkan wasiat saya",
            "mau bikin wasiat, daftarnya gimana",
            "how to register a will",
            "pendaftaran akta wasiat oleh notaris",
            "saya mau wasiatkan rumah, perlu didaftar ke mana",
            "wasiat harus didaftarkan?",
        ],
    ),
    "kwn-naturalisasi-syarat": (
        "public",
        None,
        [
            "requirement naturalisasi jadi WNI",
            "WNA mau jadi WNI perlu apa aja",
            "syarat pewarganegaraan",
            "istri saya WNA, mau jadi WNI, dokumennya apa",
            "how to become Indonesian citizen requirements",
            "berapa tahun tinggal di Indonesia untuk naturalisasi",
        ],
    ),
    "fid-ubah": (
        "public",
        None,
        [
            "perubahan sertifikat fidusia",
            "cara ubah data jaminan fidusia",
            "salah input nilai penjaminan fidusia, bisa diubah?",
            "fidusia mau ganti kreditur",
            "amend fiduciary certificate",
            "perbaikan data sertifikat fidusia",
        ],
    ),
    "kwn-anak-cara-pilih": (
        "public",
        None,
        [
            "cara menyatakan pilih WNI untuk anak ganda",
            "prosedur anak dwi kewarganegaraan memilih WNI",
            "how to declare Indonesian citizenship for dual citizen child",
            "anak ganda mau pilih WNI, ngurusnya di mana",
            "pernyataan memilih kewarganegaraan anak diserahkan ke mana",
        ],
    ),
    "yys-bubar": (
        "public",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup, prosedurnya",
            "pembubaran yayasan gimana",
            "how to dissolve a yayasan",
            "yayasan sudah tidak aktif, bisa dihapus?",
            "likuidasi yayasan",
        ],
    ),
    "cv-ubah-ke-pt": (
        "public",
        None,
        [
            "cara ubah CV jadi PT",
            "CV mau naik jadi PT prosedurnya gimana",
            "convert CV to PT bisa?",
            "peralihan CV menjadi PT perorangan",
            "CV saya mau diganti jadi PT, gimana",
            "perubahan bentuk CV ke PT",
        ],
    ),
    "ptb-biaya": (
        "public",
        None,
        [
            "biaya pendirian PT biasa berapa?",
            "ongkos bikin PT persekutuan modal",
            "PNBP pengesahan PT biasa",
            "how much to set up a regular PT",
            "tarif pengesahan badan hukum PT",
            "bikin PT biasa via notaris habis berapa",
        ],
    ),
    "voucher-kedaluwarsa": (
        "public",
        None,
        [
            "voucher sudah expired, uangnya balik?",
            "voucher kedaluwarsa belum dipakai gimana",
            "voucher AHU lewat masa berlaku bisa refund?",
            "kode voucher expired tapi udah bayar",
            "voucher lupa dipakai, sudah hangus?",
            "refund PNBP voucher yang kadaluarsa",
        ],
    ),
    "pkl-vs-yys": (
        "public",
        None,
        [
            "beda perkumpulan dan yayasan apa",
            "perkumpulan vs yayasan mending mana",
            "yayasan atau perkumpulan, bedanya",
            "difference between yayasan and perkumpulan",
            "perkumpulan punya anggota, yayasan nggak? bedanya apa aja",
        ],
    ),
    "kop-pendirian": (
        "public",
        None,
        [
            "cara mendirikan koperasi",
            "how to set up a cooperative",
            "koperasi disahkan di mana sekarang",
            "tahapan pembentukan koperasi",
            "bikin koperasi merah putih gimana",
            "pengesahan akta koperasi prosedurnya",
        ],
    ),
    "int-count-ptp": (
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "jumlah PT perorangan terdaftar di {prov} {bulan} {tahun}",
            "how many PT perorangan registered in {prov} last month",
            "total registrasi PT perseorangan {tahun} berapa",
            "tarik angka PT perorangan per provinsi {bulan} {tahun}",
            "PT perorangan baru minggu ini ada berapa",
            "berapa banyak PT perorangan di {prov} tahun {tahun}",
            "count PT perorangan {prov} Q1 2027",
        ],
    ),
    "int-rank-ptp": (
        "internal",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top 5 provinsi PT perorangan {tahun}",
            "provinsi paling banyak PT perorangan {bulan} {tahun}",
            "ranking provinsi by jumlah PT perorangan",
            "urutan 10 provinsi teratas PT perseorangan tahun {tahun}",
            "which provinces have the most PT perorangan this year",
            "3 provinsi terbawah PT perorangan {tahun}",
        ],
    ),
    "int-fid-threshold": (
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil dgn pendaftaran fidusia > {n} bulan {bulan}",
            "kantor wilayah mana aja yg fidusianya lebih dari {n} di {bulan} {tahun}",
            "list kanwil with fiduciary registrations above {n} last month",
            "kanwil yang tembus {n} pendaftaran fidusia",
            "fidusia di atas {n} per kanwil {bulan}",
        ],
    ),
    "int-count-fid": (
        "internal",
        None,
        [
            "berapa pendaftaran fidusia di {prov} {bulan} {tahun}",
            "total fidusia nasional {tahun}",
            "jumlah sertifikat fidusia terbit bulan lalu",
            "how many fiduciary registrations in {prov}",
            "fidusia {prov} {bulan} {tahun} berapa",
        ],
    ),
    "int-ptp-threshold": (
        "internal",
        None,
        [
            "kanwil mana yg PT peroranganya lebih dari {n} bulan {bulan}",
            "provinsi dengan PT perorangan di atas {n} tahun {tahun}",
            "list provinsi PT perorangan > {n}",
            "which provinces registered more than {n} PT perorangan in {bulan}",
        ],
    ),
    "int-compare-ptp": (
        "internal",
        None,
        [
            "PT perorangan {tahun} dibanding tahun sebelumnya naik berapa persen",
            "bandingkan jumlah PT perorangan {bulan} vs bulan sebelumnya",
            "growth PT perorangan yoy {prov}",
            "selisih PT perorangan Q1 2027 dan Q1 2026",
            "PT perorangan {prov} naik atau turun dibanding {bulan} tahun lalu?",
        ],
    ),
}

HARD_FOLLOW = {
    "ptp-syarat": [
        ("ptp-biaya", ["fee-nya?", "ongkosnya berapa?", "terus bayar berapa", "how much?"]),
        ("ptp-lama", ["berapa lama jadinya?", "how long?", "sehari jadi?"]),
        ("ptp-cara-daftar", ["daftarnya lewat mana?", "caranya gimana?"]),
    ],
    "apo-apa": [
        ("apo-biaya", ["biayanya untuk satu dokumen?", "how much per document?", "tarifnya?"]),
        ("apo-lama", ["prosesnya berapa hari?"]),
        ("apo-cara", ["ngajuinnya gimana?", "how do I apply?"]),
    ],
    "fid-daftar": [
        ("fid-biaya", ["ongkosnya?", "fee-nya berapa"]),
        ("fid-roya", ["kalau udah lunas hapusnya gimana?"]),
        ("fid-ubah", ["kalau salah input bisa diubah?"]),
    ],
    "yys-pendirian": [
        ("yys-biaya", ["tarifnya berapa?", "bayar berapa?"]),
        ("yys-bubar", ["kalau nanti mau ditutup gimana?"]),
    ],
    "ptp-vs-ptb": [
        ("ptp-syarat", ["requirement PT perorangannya apa?", "yg perorangan perlu apa aja?"]),
        ("ptb-akta", ["PT biasa wajib notaris kan?"]),
    ],
    "cv-daftar": [
        ("cv-biaya", ["bayarnya berapa?", "fee?"]),
        ("cv-ubah-ke-pt", ["kalau nanti mau jadi PT gimana?"]),
    ],
    "apo-dokumen": [
        ("apo-biaya", ["ongkos per lembar?"]),
        ("apo-cara", ["ajuinnya gimana?"]),
    ],
    "ptp-cara-daftar": [
        ("ptp-syarat", ["yg perlu disiapin apa aja?"]),
        ("ptp-lama", ["jadinya berapa lama?"]),
    ],
    "kwn-anak-usia": [("kwn-anak-cara-pilih", ["terus cara nyatakan pilihannya gimana?"])],
}

HARD_INTERNAL_FOLLOW = {
    "int-count-ptp": [
        "kalau {prov}?",
        "how about {prov}?",
        "tahun lalu?",
        "last year?",
        "{bulan} {tahun}?",
        "yg {prov} brp",
    ],
    "int-rank-ptp": [
        "kalau top 10?",
        "yang paling bawah?",
        "tahun lalu urutannya?",
        "{bulan} saja?",
        "bottom 5?",
    ],
    "int-fid-threshold": [
        "kalau batasnya {n}?",
        "threshold {n}?",
        "bulan {bulan}?",
        "yg lebih dari {n} aja",
    ],
    "int-count-fid": ["kalau {prov}?", "tahun lalu?", "what about {bulan}?"],
    "int-ptp-threshold": ["kalau di atas {n}?", "{bulan} {tahun}?"],
    "int-compare-ptp": ["kalau {prov}?", "dibanding 2 tahun lalu?", "yoy {bulan}?"],
}

# ---------------------------------------------------------------------------
# Noise material.
# ---------------------------------------------------------------------------

GREETINGS = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "pagi min",
    "siang kak",
    "sore min",
    "malam kak",
    "selamat pagi",
    "selamat siang bapak/ibu",
    "permisi",
    "permisi min mau tanya",
    "mohon info",
    "assalamualaikum",
    "hai",
    "halo",
    "mau tanya",
    "numpang tanya",
    "izin bertanya",
    "halo admin",
    "selamat sore",
]
EN_GREETINGS = ["hi", "hello", "sorry mau tanya", "excuse me", "hi admin, quick question", "hey"]
SUFFIXES = [
    " ya",
    " dong",
    " kak",
    " min",
    " makasih",
    " terima kasih",
    ", mohon infonya",
    ", mohon bantuannya",
    " tks",
    " ya kak",
    " ya min",
    " 🙏",
    " mohon dijawab",
    " gan",
]
EN_SUFFIXES = [" thanks", " thx", " pls", " please", " tq", " asap"]
NONE_OPEN = [
    "halo",
    "halo kak",
    "min",
    "p",
    "pagi",
    "selamat siang",
    "assalamualaikum",
    "permisi",
    "hai",
    "halo admin",
    "tes",
    "halooo",
    "selamat malam min",
]
NONE_CLOSE = [
    "makasih",
    "terima kasih kak",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "sip makasih",
    "baik terima kasih infonya",
    "ok min",
    "👍",
    "makasih banyak ya",
    "oke kak",
    "siap, terima kasih",
    "mantap min",
]
EN_NONE = ["thank you", "ok noted", "thx", "thanks a lot", "noted, thanks"]
INTERNAL_CLOSE = ["ok", "oke thanks", "sip", "noted", "makasih", "ok cukup"]

# Chat spellings: (word or phrase, replacements). Applied on word boundaries.
ABBR = [
    ("terima kasih", ["makasih", "trims", "tq", "trmksh"]),
    ("di mana", ["dmn", "dimana"]),
    ("yang", ["yg"]),
    ("bagaimana", ["gmn", "bgmn", "gimana"]),
    ("gimana", ["gmn", "gmna"]),
    ("berapa", ["brp", "brapa"]),
    ("dimana", ["dmn", "dmana"]),
    ("saya", ["sy", "aku", "sya"]),
    ("untuk", ["utk", "buat", "untk"]),
    ("bisa", ["bs", "bsa"]),
    ("tidak", ["gk", "ga", "nggak", "tdk"]),
    ("gak", ["gk", "ga", "ngga"]),
    ("saja", ["aja", "aj"]),
    ("aja", ["aj"]),
    ("sudah", ["udh", "sdh", "udah"]),
    ("karena", ["krn", "karna"]),
    ("tolong", ["tlg"]),
    ("dengan", ["dgn", "dg"]),
    ("tahun", ["thn"]),
    ("belum", ["blm"]),
    ("kalau", ["kalo", "klo"]),
    ("juga", ["jg"]),
    ("sekarang", ["skrg", "skrng"]),
    ("mau", ["mo", "mw"]),
    ("tanya", ["tny", "nanya"]),
    ("lagi", ["lg"]),
    ("sama", ["sm"]),
    ("harus", ["hrs"]),
    ("apakah", ["apa", "apkh"]),
    ("bulan", ["bln"]),
    ("sampai", ["smp", "sampe"]),
    ("terus", ["trs"]),
    ("jadi", ["jd"]),
    ("dokumen", ["dok", "dokumn"]),
    ("perorangan", ["perorangan", "perseorangan", "perorgn"]),
]
ABBR_RE = [(re.compile(r"\b" + re.escape(w) + r"\b", re.IGNORECASE), alts) for w, alts in ABBR]
REPEATABLE = {
    "kak",
    "min",
    "dong",
    "ya",
    "halo",
    "tolong",
    "pls",
    "makasih",
    "gimana",
    "gmn",
    "please",
    "siap",
    "mantap",
    "ok",
    "oke",
    "hai",
    "kaka",
    "sore",
    "pagi",
}

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
    "Ahmad",
    "Sri",
    "Yohanes",
    "Maria",
    "Rudi",
    "Fitri",
    "Hendra",
    "Yuliana",
    "Bambang",
    "Intan",
    "Rizky",
    "Ayu",
    "Dimas",
    "Lestari",
    "Fajar",
    "Tegar",
    "Melati",
    "Yosef",
    "Ketut",
    "Nining",
]
LAST_NAMES = [
    "Santoso",
    "Wijaya",
    "Pratama",
    "Siregar",
    "Nasution",
    "Hidayat",
    "Saputra",
    "Lubis",
    "Kurniawan",
    "Setiawan",
    "Rahmawati",
    "Hutapea",
    "Simanjuntak",
    "Sulistyo",
    "Tanjung",
    "Gunawan",
    "Purnomo",
    "Manurung",
    "Wibowo",
    "Harahap",
    "Sitompul",
    "Susanti",
    "Halim",
]
MAIL_DOMAINS = [
    "gmail.com",
    "yahoo.co.id",
    "yahoo.com",
    "outlook.com",
    "hotmail.com",
    "ymail.com",
    "gmail.co.id",
]
REGION_CODES = [
    "3273",
    "3578",
    "3171",
    "3174",
    "5171",
    "3374",
    "1271",
    "7371",
    "6471",
    "3471",
    "3201",
    "3515",
    "1671",
    "5271",
    "3603",
    "1371",
]
CITIES = [
    "Bandung",
    "Surabaya",
    "Jakarta",
    "Denpasar",
    "Semarang",
    "Medan",
    "Makassar",
    "Balikpapan",
    "Jogja",
    "Bogor",
    "Sidoarjo",
    "Palembang",
    "Mataram",
    "Tangerang",
]

PROVINCES = [
    ("Jawa Barat", ["Jawa Barat", "Jabar"]),
    ("Jawa Timur", ["Jawa Timur", "Jatim"]),
    ("Jawa Tengah", ["Jawa Tengah", "Jateng"]),
    ("DKI Jakarta", ["DKI Jakarta", "DKI", "Jakarta"]),
    ("Banten", ["Banten"]),
    ("Bali", ["Bali"]),
    ("Sumatera Utara", ["Sumatera Utara", "Sumut"]),
    ("Sulawesi Selatan", ["Sulawesi Selatan", "Sulsel"]),
    ("Kalimantan Timur", ["Kalimantan Timur", "Kaltim"]),
    ("DI Yogyakarta", ["DIY", "Jogja", "DI Yogyakarta"]),
    ("Riau", ["Riau"]),
    ("Lampung", ["Lampung"]),
    ("NTB", ["NTB", "Nusa Tenggara Barat"]),
    ("Sumatera Barat", ["Sumbar", "Sumatera Barat"]),
    ("Papua", ["Papua"]),
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
THRESHOLDS = ["500", "750", "1.000", "1000", "1.500", "2.000", "2000"]

HOUR_WEIGHTS = [
    0.2,
    0.1,
    0.1,
    0.1,
    0.2,
    0.5,
    0.9,
    1.6,
    2.6,
    3.0,
    3.0,
    2.8,
    2.2,
    2.8,
    3.0,
    2.8,
    2.4,
    2.0,
    1.8,
    2.0,
    2.2,
    2.0,
    1.3,
    0.6,
]
DAY_WEIGHTS = [1.0, 1.05, 1.0, 0.95, 0.9, 0.55, 0.45]


class Week:
    """Generates one week of lines from a table of intents."""

    def __init__(self, rng, start, intents, follow, internal_follow, hard):
        self.rng = rng
        self.start = start
        self.intents = intents
        self.follow = follow
        self.internal_follow = internal_follow
        self.hard = hard
        self.public = [k for k, v in intents.items() if v[0] == "public"]
        self.internal = [k for k, v in intents.items() if v[0] == "internal"]
        s_pub = 0.8 if hard else 0.85
        self.pub_w = [1.0 / (i + 1) ** s_pub for i in range(len(self.public))]
        self.int_w = [1.0 / (i + 1) ** 0.7 for i in range(len(self.internal))]
        self.p_typo = 0.25 if hard else 0.31
        self.used_sessions = set()
        self.typos = 0

    # -- helpers -----------------------------------------------------------
    def session_id(self):
        while True:
            sid = "s-" + format(self.rng.getrandbits(40), "010x")
            if sid not in self.used_sessions:
                self.used_sessions.add(sid)
                return sid

    def slots(self):
        rng = self.rng
        prov = rng.choice(rng.choice(PROVINCES)[1])
        year = rng.choice(["2025", "2026", "2026", "2027"])
        month = rng.choice(MONTHS[:4]) if year == "2027" else rng.choice(MONTHS)
        return {"prov": prov, "bulan": month, "tahun": year, "n": rng.choice(THRESHOLDS)}

    def abbreviate(self, text, p_line):
        rng = self.rng
        if rng.random() >= p_line:
            return text
        for pattern, alts in ABBR_RE:
            text = pattern.sub(
                lambda m, a=alts: rng.choice(a) if rng.random() < 0.7 else m[0], text
            )
        return text

    def typo(self, text):
        rng = self.rng
        words = [m for m in re.finditer(r"[A-Za-z]{4,}", text)]
        if not words:
            return text, False
        n_ops = 2 if rng.random() < 0.2 and len(words) > 1 else 1
        chosen = sorted(rng.sample(words, n_ops), key=lambda m: m.start(), reverse=True)
        for m in chosen:
            w = m[0]
            op = rng.choice(["swap", "drop", "double"])
            if op == "swap":
                spots = [i for i in range(1, len(w) - 1) if w[i] != w[i + 1]]
                if not spots:
                    op = "drop"
                else:
                    i = rng.choice(spots)
                    w = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
            if op == "drop":
                i = rng.randrange(1, len(w))
                w = w[:i] + w[i + 1 :]
            elif op == "double":
                i = rng.randrange(1, len(w))
                w = w[: i + 1] + w[i] + w[i + 1 :]
            text = text[: m.start()] + w + text[m.end() :]
        return text, True

    def repeat_letters(self, text):
        rng = self.rng
        spots = [m for m in re.finditer(r"[A-Za-z]+", text) if m[0].lower() in REPEATABLE]
        if not spots:
            return text
        m = rng.choice(spots)
        w = m[0] + m[0][-1] * rng.randint(1, 3)
        return text[: m.start()] + w + text[m.end() :]

    def casing(self, text, internal):
        r = self.rng.random()
        if internal:
            if r < 0.35:
                return text.lower()
            if r < 0.38:
                return text.upper()
            return text
        if r < 0.5:
            return text.lower()
        if r < 0.75:
            return text
        if r < 0.87:
            return text[:1].upper() + text[1:]
        if r < 0.92:
            return text.upper()
        return text.lower().replace("pt ", "PT ")

    def punctuation(self, text):
        r = self.rng.random()
        if text.endswith("?"):
            if r < 0.35:
                return text.rstrip("?")
            if r < 0.45:
                return text + "?"
            if r < 0.5:
                return text + "!"
            return text
        if r < 0.15:
            return text + "?"
        if r < 0.2:
            return text + "..."
        if r < 0.23:
            return text + "??"
        return text

    def name(self):
        return self.rng.choice(FIRST_NAMES) + " " + self.rng.choice(LAST_NAMES)

    def nik(self):
        rng = self.rng
        day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
        region = rng.choice(REGION_CODES)
        district = rng.randint(1, 30)
        month = rng.randint(1, 12)
        year = rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 5)
        serial = rng.randint(1, 9999)
        return f"{region}{district:02d}{day:02d}{month:02d}{year:02d}{serial:04d}"

    def phone(self):
        rng = self.rng
        body = "8" + rng.choice(
            [
                "11",
                "12",
                "13",
                "21",
                "22",
                "52",
                "53",
                "57",
                "77",
                "78",
                "95",
                "96",
                "81",
                "82",
                "38",
            ]
        )
        rest = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8, 8, 9])))
        full = body + rest
        form = rng.randrange(5)
        if form == 0:
            return "0" + full
        if form == 1:
            return "0" + full[:3] + "-" + full[3:7] + "-" + full[7:]
        if form == 2:
            return "+62 " + full[:3] + " " + full[3:7] + " " + full[7:]
        if form == 3:
            return "62" + full
        return "+62" + full

    def email(self, name):
        rng = self.rng
        first, last = name.lower().split()
        user = rng.choice(
            [
                first + "." + last,
                first + last,
                first + "_" + last[:3],
                first + str(rng.randint(1, 99)),
                last + first[0],
            ]
        )
        if rng.random() < 0.5:
            user += str(rng.randint(70, 2005))
        return user + "@" + rng.choice(MAIL_DOMAINS)

    def npwp(self):
        rng = self.rng
        d = "".join(str(rng.randint(0, 9)) for _ in range(15))
        if rng.random() < 0.6:
            return f"{d[:2]}.{d[2:5]}.{d[5:8]}.{d[8]}-{d[9:12]}.{d[12:15]}"
        if rng.random() < 0.5:
            return d
        return self.nik()

    def personal(self, text):
        rng = self.rng
        name = self.name()
        kind = rng.randrange(8)
        if kind == 0:
            bit = f"nama saya {name}, NIK {self.nik()}"
        elif kind == 1:
            bit = f"NIK {self.nik()}"
        elif kind == 2:
            bit = rng.choice(["hp ", "wa ", "no telp ", "no hp saya ", "WA: "]) + self.phone()
        elif kind == 3:
            bit = rng.choice(["email ", "email saya ", "e-mail: "]) + self.email(name)
        elif kind == 4:
            bit = "npwp " + self.npwp()
        elif kind == 5:
            bit = f"a.n. {name}, hp {self.phone()}"
        elif kind == 6:
            bit = f"{name} / {self.email(name)} / {self.phone()}"
        else:
            return f"sy {name} dari {rng.choice(CITIES)}, {text}"
        if rng.random() < 0.25:
            return bit + ". " + text
        return text + rng.choice([". ", " ", ", ", " - "]) + bit

    # -- rendering ---------------------------------------------------------
    def render(self, phrase, internal=False, short=False, intent=""):
        rng = self.rng
        text = phrase
        if "{" in text:
            text = text.format(**self.slots())
        text = self.abbreviate(text, 0.25 if internal else 0.55)
        p_typo = self.p_typo * (0.7 if internal else 1.0)
        if rng.random() < p_typo:
            text, changed = self.typo(text)
            self.typos += changed
        if not internal and not short:
            r = rng.random()
            if self.hard and r < 0.12:
                text = rng.choice(EN_GREETINGS) + rng.choice([", ", " ", ". "]) + text
            elif r < 0.38:
                text = rng.choice(GREETINGS) + rng.choice([", ", " ", ". ", "... ", " - "]) + text
            r = rng.random()
            if self.hard and r < 0.08:
                text += rng.choice(EN_SUFFIXES)
            elif r < 0.22:
                text = text.rstrip("?") + rng.choice(SUFFIXES)
        if not internal and rng.random() < 0.09:
            text = self.repeat_letters(text)
        text = self.casing(text, internal)
        text = self.punctuation(text)
        if rng.random() < 0.03:
            text = text.replace(" ", "  ", 1)
        p_pii = 0.0 if internal else 0.07
        if intent.startswith(("akun", "voucher")):
            p_pii = 0.22
        if rng.random() < p_pii:
            text = self.personal(text)
        return text

    def none_line(self, opening):
        rng = self.rng
        pool = NONE_OPEN if opening else NONE_CLOSE
        if self.hard and not opening and rng.random() < 0.3:
            pool = EN_NONE
        text = rng.choice(pool)
        if rng.random() < 0.3:
            text = self.repeat_letters(text)
        if rng.random() < 0.1:
            text, changed = self.typo(text)
            self.typos += changed
        r = rng.random()
        if r < 0.15:
            text = text.upper()
        elif r < 0.35:
            text = text[:1].upper() + text[1:]
        if rng.random() < 0.15:
            text += rng.choice(["!", "..", " 🙏", " kak", " min"])
        return text

    def feedback(self, rate):
        rng = self.rng
        if rng.random() < rate:
            return "up" if rng.random() < 0.55 else "down"
        return None

    # -- sessions ------------------------------------------------------------
    def public_session(self):
        rng = self.rng
        lines = []
        if rng.random() < 0.006:
            return [(self.none_line(rng.random() < 0.5), "none", None)]
        if rng.random() < 0.02:
            lines.append((self.none_line(True), "none", None))
        main = rng.choices(self.public, self.pub_w)[0]
        phr = rng.choice(self.intents[main][2])
        lines.append((self.render(phr, intent=main), main, self.feedback(0.07)))
        r = rng.random()
        if r < 0.2 and main in self.follow:
            fi, phrs = rng.choice(self.follow[main])
            lines.append(
                (self.render(rng.choice(phrs), short=True, intent=fi), fi, self.feedback(0.07))
            )
        elif r < 0.25:
            other = main
            while other == main:
                other = rng.choices(self.public, self.pub_w)[0]
            phr = rng.choice(self.intents[other][2])
            lines.append(
                (
                    self.render(phr, short=rng.random() < 0.6, intent=other),
                    other,
                    self.feedback(0.07),
                )
            )
        if rng.random() < 0.025:
            lines.append((self.none_line(False), "none", None))
        return lines

    def internal_session(self):
        rng = self.rng
        n = rng.choices([1, 2, 3, 4, 5, 6], [0.15, 0.25, 0.25, 0.2, 0.1, 0.05])[0]
        cur = rng.choices(self.internal, self.int_w)[0]
        lines = [
            (self.render(rng.choice(self.intents[cur][2]), internal=True), cur, self.feedback(0.1))
        ]
        while len(lines) < n:
            r = rng.random()
            if r < 0.8:
                phr = rng.choice(self.internal_follow[cur])
            else:
                cur = rng.choice([k for k in self.internal if k != cur])
                phr = rng.choice(self.intents[cur][2])
            lines.append((self.render(phr, internal=True), cur, self.feedback(0.1)))
        if rng.random() < 0.08:
            lines.append((rng.choice(INTERNAL_CLOSE), "none", None))
        return lines

    def start_time(self, internal):
        rng = self.rng
        if internal:
            day = rng.choice([0, 1, 2, 3, 4])
            secs = rng.randint(8 * 3600, 17 * 3600)
        else:
            day = rng.choices(range(7), DAY_WEIGHTS)[0]
            hour = rng.choices(range(24), HOUR_WEIGHTS)[0]
            secs = hour * 3600 + rng.randint(0, 3599)
        secs = min(secs, 24 * 3600 - 1200)
        return self.start + timedelta(days=day, seconds=secs)

    def build(self):
        rng = self.rng
        n_int = round(LINES_PER_WEEK * INTERNAL_SHARE)
        sessions = []
        for internal, target in ((True, n_int), (False, LINES_PER_WEEK - n_int)):
            count = 0
            while count < target:
                lines = self.internal_session() if internal else self.public_session()
                lines = lines[: target - count]
                count += len(lines)
                sessions.append((internal, lines))
        out = []
        for internal, lines in sessions:
            sid = self.session_id()
            at = self.start_time(internal)
            for k, (text, label, fb) in enumerate(lines):
                if k:
                    at += timedelta(seconds=rng.randint(20, 150 if internal else 240))
                row = {
                    "at": at.isoformat(timespec="seconds"),
                    "session": sid,
                    "question": text,
                    "surface": "internal" if internal else "public",
                }
                if fb:
                    row["feedback"] = fb
                row["label"] = label
                out.append((at, sid, k, row))
        out.sort(key=lambda t: (t[0], t[1], t[2]))
        return [t[3] for t in out]


def write_week(out_dir, name, rng, start, intents, follow, internal_follow, hard, stats=False):
    week = Week(rng, start, intents, follow, internal_follow, hard)
    rows = week.build()
    seen = {r["label"] for r in rows} - {"none"}
    missing = [k for k in intents if k not in seen]
    if missing:
        raise SystemExit(f"intents without lines: {missing}")
    with open(out_dir / f"victor-{name}.jsonl", "w", encoding="utf-8", newline="\n") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    truth = {"set": GOLDEN, "covered": {k: v[1] for k, v in intents.items()}}
    with open(out_dir / f"victor-{name}.truth.json", "w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
    if stats:
        n = len(rows)
        n_int = sum(r["surface"] == "internal" for r in rows)
        n_none = sum(r["label"] == "none" for r in rows)
        n_cov = sum(v[1] is not None for v in intents.values())
        print(
            f"{name}: lines={n} intents={len(intents)} covered={n_cov}"
            f" internal={100 * n_int / n:.1f}% typos={100 * week.typos / n:.1f}%"
            f" none={100 * n_none / n:.1f}%"
        )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true", help="print line statistics")
    args = ap.parse_args()
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    write_week(
        out_dir,
        "typical",
        rng,
        datetime(2027, 5, 3, tzinfo=TZ),
        TYPICAL,
        TYPICAL_FOLLOW,
        TYPICAL_INTERNAL_FOLLOW,
        hard=False,
        stats=args.stats,
    )
    write_week(
        out_dir,
        "hard",
        rng,
        datetime(2027, 5, 10, tzinfo=TZ),
        HARD,
        HARD_FOLLOW,
        HARD_INTERNAL_FOLLOW,
        hard=True,
        stats=args.stats,
    )


if __name__ == "__main__":
    main()
