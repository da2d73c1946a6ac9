"""Two held-out weeks of AHU chatbot traffic, written by hand by the author `kilo`.

Every phrasing below was written by hand for this file. The script only samples
them, fills a few slots (province, month, year, threshold, document) and adds
chat noise: greetings and closings, chat abbreviations, casing, punctuation,
repeated letters, typos and fake personal details. It uses `random.Random(seed)`
only and the standard library only, so every run writes the same bytes.

    python3 bench/weeks/kilo_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "kilo"
GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000

# ---------------------------------------------------------------------------
# Slot values
# ---------------------------------------------------------------------------

PROVINCES = [
    "Aceh",
    "Sumatera Utara",
    "Sumatera Barat",
    "Riau",
    "Kepulauan Riau",
    "Jambi",
    "Sumatera Selatan",
    "Bengkulu",
    "Lampung",
    "Bangka Belitung",
    "Banten",
    "DKI Jakarta",
    "Jawa Barat",
    "Jawa Tengah",
    "DI Yogyakarta",
    "Jawa Timur",
    "Bali",
    "NTB",
    "NTT",
    "Kalimantan Barat",
    "Kalimantan Tengah",
    "Kalimantan Selatan",
    "Kalimantan Timur",
    "Kalimantan Utara",
    "Sulawesi Utara",
    "Gorontalo",
    "Sulawesi Tengah",
    "Sulawesi Barat",
    "Sulawesi Selatan",
    "Sulawesi Tenggara",
    "Maluku",
    "Maluku Utara",
    "Papua",
    "Papua Barat",
    "Jatim",
    "Jabar",
    "Jateng",
    "Sumut",
    "Sulsel",
    "Kaltim",
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
    "Jan",
    "Feb",
    "Mar",
    "Okt",
    "Des",
]
YEARS = ["2022", "2023", "2024", "2025", "2025", "2025", "2026", "2026"]
THRESHOLDS = ["500", "750", "1.000", "1000", "1.500", "2.000", "2500", "3.000", "5.000", "10rb"]
TOPK = ["3", "5", "5", "10", "tiga", "lima"]
DOCS = [
    "ijazah",
    "transkrip nilai",
    "akta kelahiran",
    "akta nikah",
    "buku nikah",
    "SKCK",
    "surat keterangan kerja",
    "akta cerai",
    "KTP",
    "akta pendirian perusahaan",
    "surat kuasa",
    "rapor",
]

# ---------------------------------------------------------------------------
# Week 1 (typical): public intents, most asked first (the order is the Zipf rank)
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        [
            "syarat bikin PT perorangan apa aja",
            "apa saja syarat mendirikan PT perorangan?",
            "mau buat PT perorangan syaratnya apa ya",
            "syarat pt perorangan",
            "persyaratan pendirian PT perseorangan apa saja?",
            "kalau mau bikin PT perorangan harus punya apa aja",
            "PT perorangan bisa didirikan sama siapa aja? ada syarat umur gak",
            "apa saja yang dibutuhkan untuk mendirikan PT perorangan",
            "syarat pendirian pt perorangan untuk umkm apa saja",
            "saya mau daftar PT perorangan, persyaratannya apa saja",
            "bikin pt perorangan syaratnya ktp aja atau ada yang lain",
            "mendirikan PT perorangan harus WNI ya?",
            "umur berapa boleh bikin PT perorangan",
            "PT perorangan syarat nya apa",
            "syarat-syarat PT perorangan yang terbaru apa aja",
        ],
        [
            ("biayanya berapa", "pt-perorangan-biaya"),
            ("terus bayarnya berapa", "pt-perorangan-biaya"),
            ("kalau biayanya?", "pt-perorangan-biaya"),
            ("prosesnya berapa lama", "pt-perorangan-lama"),
            ("jadinya berapa hari", "pt-perorangan-lama"),
        ],
    ),
    (
        "akun-lupa-password",
        None,
        [
            "lupa password akun ahu online gimana",
            "gak bisa login ahu, lupa kata sandi",
            "cara reset password AHU online",
            "password akun ahu saya lupa gimana ya",
            "bagaimana cara mengganti kata sandi akun AHU yang lupa",
            "akun ahu saya ga bisa masuk, lupa passwordnya",
            "reset kata sandi ahu gimana caranya",
            "lupa pasword ahu online, mohon bantuannya",
            "saya lupa kata sandi untuk masuk ahu, gimana cara pulihinnya",
            "cara ganti password ahu kalau lupa",
        ],
        [],
    ),
    (
        "voucher-cara-bayar",
        None,
        [
            "cara bayar voucher ahu gimana",
            "voucher PNBP bayarnya di mana",
            "bayar voucher pendirian PT bisa lewat m-banking gak",
            "pembayaran voucher ahu bisa lewat bank apa aja",
            "gimana cara membayar kode voucher di ahu online",
            "bisa bayar voucher pakai transfer biasa?",
            "voucher udah dapet, terus bayarnya kemana",
            "bayar pnbp ahu lewat apa",
            "voucher fidusia bisa dibayar via atm?",
            "kode billing voucher ahu dibayar dimana ya",
        ],
        [],
    ),
    (
        "pt-perorangan-biaya",
        None,
        [
            "biaya bikin PT perorangan berapa",
            "berapa biaya pendirian PT perorangan?",
            "pt perorangan bayar berapa",
            "bikin PT perorangan gratis atau bayar?",
            "PNBP PT perorangan berapa ya",
            "total biaya daftar PT perorangan sampai jadi berapa",
            "ongkos buat pt perorangan berapa",
            "biaya pendirian pt perseorangan",
            "daftar PT perorangan kena biaya berapa",
        ],
        [("berapa lama jadinya", "pt-perorangan-lama")],
    ),
    (
        "fidusia-daftar",
        "fidusia-pendaftaran",
        [
            "cara daftar fidusia gimana",
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "daftar jaminan fidusia online caranya gimana",
            "mau daftarin fidusia kendaraan, prosedurnya gimana",
            "pendaftaran fidusia bisa online?",
            "langkah langkah pendaftaran jaminan fidusia",
            "fidusia didaftarkan dimana dan gimana caranya",
            "prosedur pendaftaran fidusia untuk leasing",
            "cara input fidusia di ahu",
            "gimana mendaftarkan jaminan fidusia mobil",
        ],
        [
            ("kalau mau dihapus gimana", "fidusia-roya"),
            ("kalau udah lunas roya nya gimana", "fidusia-roya"),
        ],
    ),
    (
        "cv-daftar",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang di mana",
            "cara daftar cv gimana",
            "pendaftaran CV masih di pengadilan negeri atau udah online?",
            "bikin CV daftarnya kemana",
            "firma didaftarkan dimana ya",
            "pendaftaran cv lewat sabu gimana",
            "CV saya mau didaftarkan, ke kemenkumham atau ke PN?",
            "prosedur pendaftaran persekutuan komanditer",
            "gimana cara daftarin CV baru",
            "CV sekarang daftarnya di ahu ya?",
        ],
        [],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille satu dokumen bayar berapa",
            "berapa tarif apostille per dokumen?",
            "biaya apostile {dok} berapa",
            "apostille bayarnya berapa ya",
            "harga apostille {dok}",
            "PNBP apostille per dokumen berapa",
            "biaya apostille untuk {dok} berapa ya",
            "apostille 1 dokumen berapa rupiah",
        ],
        [("berapa lama jadinya", "apostille-lama"), ("prosesnya berapa hari", "apostille-lama")],
    ),
    (
        "pt-perorangan-ubah",
        None,
        [
            "cara ubah data PT perorangan gimana",
            "mau ganti alamat PT perorangan, caranya?",
            "perubahan pernyataan pendirian PT perorangan gimana",
            "bisa ubah KBLI PT perorangan?",
            "ganti nama pt perorangan bisa?",
            "cara mengubah modal PT perorangan",
            "PT perorangan mau tambah bidang usaha, gimana ubahnya",
            "perubahan data pt perorangan lewat mana",
        ],
        [],
    ),
    (
        "wasiat-cek",
        "wasiat-pencarian",
        [
            "cara cek wasiat orang tua yang sudah meninggal",
            "bagaimana mengetahui almarhum punya wasiat atau tidak",
            "mau cari tahu bapak saya ninggalin wasiat gak",
            "cara dapat surat keterangan wasiat",
            "pengecekan wasiat almarhumah ibu gimana",
            "gimana caranya tau ada wasiat terdaftar atas nama almarhum",
            "permohonan surat keterangan wasiat prosedurnya gimana",
            "cek wasiat untuk urus warisan gimana",
        ],
        [],
    ),
    (
        "yayasan-cara",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "gimana cara bikin yayasan",
            "mau buat yayasan sosial, caranya bagaimana",
            "langkah mendirikan yayasan pendidikan",
            "prosedur pendirian yayasan gimana",
            "bikin yayasan harus lewat notaris ya?",
            "pendirian yayasan prosesnya gimana",
            "cara daftar yayasan di ahu",
            "mau dirikan yayasan masjid, gimana caranya",
        ],
        [("biayanya berapa", "yayasan-biaya"), ("habis berapa kira2", "yayasan-biaya")],
    ),
    (
        "anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus milih umur berapa",
            "batas usia anak dwi kewarganegaraan memilih",
            "anak saya punya 2 kewarganegaraan, kapan harus pilih salah satu",
            "sampai umur berapa anak boleh kewarganegaraan ganda",
            "anak hasil kawin campur wajib pilih WNI usia berapa",
            "kapan batas anak berkewarganegaraan ganda terbatas menyatakan pilihan",
            "anak bipatride sampai umur berapa",
        ],
        [],
    ),
    (
        "pt-biasa-notaris",
        "pt-biasa-akta",
        [
            "bikin PT biasa harus pake notaris gak",
            "apakah pendirian PT wajib akta notaris",
            "PT biasa bisa tanpa notaris?",
            "pendirian PT persekutuan modal perlu akta notaris ya",
            "mau bikin PT sama teman, harus ke notaris ya?",
            "pt biasa bisa daftar sendiri tanpa notaris gak",
            "akta pendirian PT harus dibuat notaris?",
        ],
        [],
    ),
    (
        "fidusia-roya",
        None,
        [
            "cara roya fidusia",
            "hapus fidusia gimana caranya",
            "kredit udah lunas, fidusianya dihapus gimana",
            "penghapusan jaminan fidusia online",
            "roya fidusia bisa sendiri atau lewat leasing",
            "cara mencoret fidusia yg sudah lunas",
            "sertifikat fidusia mau dihapus prosedurnya gimana",
        ],
        [],
    ),
    (
        "pt-perorangan-lama",
        None,
        [
            "berapa lama proses PT perorangan jadi",
            "pt perorangan jadi berapa hari",
            "lama pendirian PT perorangan",
            "daftar pt perorangan sehari jadi gak",
            "sertifikat PT perorangan keluar berapa lama",
            "proses PT perorangan makan waktu berapa lama",
        ],
        [],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apa bedanya apostille sama legalisasi",
            "beda apostille dan legalisir kemenlu",
            "perbedaan apostille dengan legalisasi dokumen apa",
            "apostille atau legalisasi, bedanya apa",
            "legalisasi sama apostille itu sama aja gak",
            "apostille beda gak sama legalisasi biasa",
        ],
        [],
    ),
    (
        "akun-daftar",
        None,
        [
            "cara daftar akun ahu online",
            "bikin akun AHU untuk umum gimana",
            "registrasi akun ahu",
            "gimana cara buat akun di ahu.go.id",
            "cara registrasi user baru ahu online",
            "mau daftar akun ahu caranya gimana",
        ],
        [],
    ),
    (
        "perkumpulan-bh",
        "perkumpulan-badan-hukum",
        [
            "cara perkumpulan jadi badan hukum",
            "perkumpulan kami mau berbadan hukum, gimana caranya",
            "pengesahan badan hukum perkumpulan gimana",
            "bagaimana mendaftarkan perkumpulan supaya berbadan hukum",
            "perkumpulan mau disahkan di kemenkumham prosedurnya gimana",
            "cara mengurus SK badan hukum perkumpulan",
        ],
        [],
    ),
    (
        "apostille-lama",
        None,
        [
            "apostille berapa lama jadi",
            "proses apostille berapa hari",
            "apostille bisa jadi hari itu juga?",
            "lama proses apostille {dok}",
            "apostille prosesnya berapa lama ya",
        ],
        [],
    ),
    (
        "koperasi-daftar",
        None,
        [
            "cara daftar koperasi di ahu",
            "pendirian koperasi pengesahannya gimana",
            "mau mendirikan koperasi, badan hukumnya diurus di mana",
            "koperasi sekarang didaftarkan lewat mana",
            "gimana cara mengesahkan badan hukum koperasi",
        ],
        [],
    ),
    (
        "yayasan-biaya",
        None,
        [
            "biaya pendirian yayasan berapa",
            "bikin yayasan habis berapa",
            "pnbp pengesahan yayasan berapa",
            "berapa biaya daftar yayasan di ahu",
            "ongkos bikin yayasan",
        ],
        [],
    ),
    (
        "naturalisasi-syarat",
        None,
        [
            "syarat pewarganegaraan apa saja",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan naturalisasi",
            "suami saya WNA mau jadi WNI, apa saja syaratnya",
            "syarat mengajukan kewarganegaraan indonesia untuk orang asing",
        ],
        [],
    ),
    (
        "pt-perorangan-sertifikat-unduh",
        None,
        [
            "cara download sertifikat PT perorangan",
            "sertifikat pendaftaran pt perorangan dicetak dimana",
            "cetak ulang sertifikat pendirian pt perorangan gimana",
            "gimana unduh sertifikat pt perorangan yg udah jadi",
            "sertifikat PT perorangan bisa didownload dimana",
        ],
        [],
    ),
    (
        "nama-pt-pesan",
        None,
        [
            "cara cek nama PT udah dipakai atau belum",
            "pemesanan nama PT gimana",
            "cek ketersediaan nama perseroan dimana",
            "gimana pesan nama PT perorangan",
            "cara booking nama pt di ahu",
        ],
        [],
    ),
    (
        "apostille-apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa sih",
            "maksud apostille apa ya",
            "apostille tuh apaan",
            "pengertian apostille",
        ],
        [
            ("biayanya berapa untuk satu dokumen", "apostille-biaya"),
            ("terus biayanya berapa", "apostille-biaya"),
            ("bayar berapa per dokumen", "apostille-biaya"),
        ],
    ),
]

# ---------------------------------------------------------------------------
# Week 2 (hard): public intents, most asked first
# ---------------------------------------------------------------------------

HARD_PUBLIC = [
    (
        "pt-perorangan-syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yg perlu disiapkan utk bikin PT perorangan",
            "dokumen apa saja yang dibutuhkan buat PT perseorangan",
            "what do I need to set up a PT perorangan",
            "kriteria pendiri PT perorangan apa aja",
            "PT perorangan boleh didirikan WNA gak?",
            "siapa aja yang boleh mendirikan PT perorangan",
            "ketentuan mendirikan pt individu apa aja",
            "PT 1 orang prasyaratnya apa",
            "single founder PT, requirementsnya apa aja",
            "bikin PT perorangan modal KTP doang cukup?",
            "PT perorangan minimal umur pendirinya berapa",
        ],
        [
            ("fee nya?", "pt-perorangan-biaya"),
            ("ongkosnya berapa", "pt-perorangan-biaya"),
            ("prosesnya brp lama", "pt-perorangan-lama"),
            ("how long does it take?", "pt-perorangan-lama"),
            ("kalau nanti mau ditutup gimana", "pt-perorangan-bubar"),
            ("kalau yayasan?", "yayasan-syarat"),
            ("kalau buat yayasan apa aja yg disiapin", "yayasan-syarat"),
        ],
    ),
    (
        "apostille-biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "tarif apostille",
            "ongkos apostil {dok}",
            "apostille bayar berapa per dokumen",
            "PNBP apostille",
            "harga apostile 1 dokumen",
            "cost of apostille",
            "apostille {dok} kena charge berapa",
            "berapa duit buat apostille",
            "apostille gratis atau berbayar? kalau bayar berapa",
        ],
        [
            ("processing time nya?", "apostille-lama"),
            ("daftarnya lewat mana", "apostille-cara"),
        ],
    ),
    (
        "voucher-cara-bayar",
        None,
        [
            "bayar voucher pakai apa",
            "how to pay ahu voucher",
            "pembayaran kode billing pnbp ahu gimana",
            "voucher bisa dibayar lewat qris?",
            "bayar voucher via mbanking gimana",
            "kode voucher ahu dibayarnya ke bank apa",
            "payment voucher ahu bisa pakai e-wallet?",
        ],
        [],
    ),
    (
        "pt-perorangan-biaya",
        None,
        [
            "PT perorangan fee nya berapa",
            "tarif pendaftaran PT perorangan",
            "ongkos bikin pt perseorangan",
            "PT perorangan bayar berapa ke negara",
            "PNBP pernyataan pendirian pt perorangan",
            "how much does it cost to register PT perorangan",
            "pt individu harganya berapa",
            "berapa duit buat PT perorangan",
            "PT perorangan pricing nya gimana, ada biaya ga",
        ],
        [("berapa hari jadinya", "pt-perorangan-lama")],
    ),
    (
        "fidusia-daftar",
        "fidusia-pendaftaran",
        [
            "cara registrasi jaminan fidusia",
            "fidusia didaftarin gimana",
            "how to register fiduciary security",
            "prosedur pendaftaran fidusia online",
            "daftar fidusia lewat notaris atau sendiri, gimana alurnya",
            "input jaminan fidusia di sistem ahu gimana",
            "step daftar fidusia motor",
            "mekanisme pendaftaran jaminan fidusia",
        ],
        [
            ("biayanya?", "fidusia-biaya"),
            ("tarifnya berapa", "fidusia-biaya"),
            ("kalau udah lunas hapusnya gimana", "fidusia-roya"),
        ],
    ),
    (
        "pt-perorangan-cara",
        None,
        [
            "langkah-langkah daftar PT perorangan",
            "pt perorangan daftarnya lewat mana",
            "step by step bikin PT perorangan online",
            "how to register PT perorangan",
            "alur pendaftaran pt perorangan di ahu",
            "prosedur mendirikan PT individu",
            "pt perorangan bisa daftar sendiri dari rumah? caranya gimana",
            "tutorial isi pernyataan pendirian PT perorangan",
        ],
        [("requirementnya apa aja", "pt-perorangan-syarat")],
    ),
    (
        "akun-lupa-password",
        None,
        [
            "forgot password ahu",
            "lupa sandi akun ahu",
            "ga bisa login, password lupa",
            "reset pw ahu online",
            "password ahu lupa, recover nya gimana",
            "kata sandi akun ahu gak inget",
        ],
        [],
    ),
    (
        "cv-daftar",
        "cv-firma-pendaftaran",
        [
            "CV register dimana sekarang",
            "pendaftaran persekutuan komanditer lewat sabu gimana",
            "cara registrasi CV",
            "CV masih ke pengadilan negeri gak",
            "where to register a CV",
            "firma daftarnya di mana",
            "CV baru didaftarin ke instansi mana",
        ],
        [("biayanya berapa", "cv-biaya"), ("fee nya?", "cv-biaya")],
    ),
    (
        "apostille-dokumen",
        "apostille-dokumen",
        [
            "dokumen apa aja yg bisa diapostille",
            "{dok} bisa diapostille gak",
            "which documents can be apostilled",
            "{dok} bisa di apostille?",
            "jenis dokumen yang dilayani apostille",
            "apakah dokumen perusahaan bisa di apostille",
            "dokumen yg eligible apostille apa aja",
        ],
        [],
    ),
    (
        "pt-perorangan-lama",
        None,
        [
            "PT perorangan processing time berapa lama",
            "berapa hari sampai sertifikat pt perorangan terbit",
            "how long does PT perorangan registration take",
            "pt perorangan bisa selesai hari ini?",
            "durasi pendirian PT perseorangan",
            "kapan sertifikat PT perorangan keluar setelah submit",
        ],
        [],
    ),
    (
        "yayasan-cara",
        "yayasan-pendirian",
        [
            "how to set up a yayasan",
            "langkah bikin yayasan",
            "prosedur pendirian yayasan panti asuhan",
            "yayasan didirikan gimana prosesnya",
            "mau dirikan foundation sosial, alurnya gimana",
            "tahapan mendirikan yayasan di ahu",
        ],
        [
            ("syaratnya apa aja", "yayasan-syarat"),
            ("dokumen apa yg harus dibawa", "yayasan-syarat"),
        ],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "bedanya apostille dengan legalisir",
            "difference between apostille and legalization",
            "cukup apostille atau legalisasi? bedanya apa",
            "apostille sama legalisasi kedutaan beda ya",
        ],
        [],
    ),
    (
        "pt-perorangan-ubah",
        None,
        [
            "ganti alamat PT perorangan gimana",
            "update data pt perorangan gimana",
            "pernyataan perubahan pt perorangan caranya",
            "how to change PT perorangan details",
            "revisi kbli PT perorangan",
            "pt perorangan mau naikin modal, gimana",
        ],
        [],
    ),
    (
        "apostille-apa",
        "apostille-biaya-lanjutan",
        [
            "apostille tuh apa",
            "what is apostille",
            "pengertian apostil",
            "apostille itu fungsinya apa",
            "apostille artinya apa",
        ],
        [
            ("biayanya?", "apostille-biaya"),
            ("charge nya berapa per dokumen", "apostille-biaya"),
            ("dokumen apa aja yg bisa", "apostille-dokumen"),
            ("apa bedanya sama legalisasi", "apostille-vs-legalisasi"),
        ],
    ),
    (
        "apostille-syarat",
        None,
        [
            "dokumen apa yg perlu disiapkan buat ngajuin apostille",
            "requirement permohonan apostille",
            "syarat apostille apa aja",
            "mau apostille {dok}, apa aja yg harus disiapin",
            "persyaratan pengajuan apostille",
        ],
        [],
    ),
    (
        "pt-perorangan-bubar",
        None,
        [
            "cara bubarin PT perorangan",
            "tutup pt perorangan gimana",
            "pembubaran PT perseorangan",
            "how to dissolve PT perorangan",
            "usaha udah ga jalan, PT perorangan aku mau ditutup",
            "pernyataan pembubaran pt perorangan",
        ],
        [],
    ),
    (
        "fidusia-roya",
        None,
        [
            "roya fidusia",
            "cara hapus fidusia setelah lunas",
            "penghapusan sertifikat jaminan fidusia",
            "how to cancel fidusia registration",
            "coret fidusia gimana",
        ],
        [],
    ),
    (
        "wasiat-cek",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "how to check if my late father left a will",
            "surat keterangan wasiat mintanya gimana",
            "ortu yg sudah meninggal punya wasiat gak, gimana ngeceknya",
            "pencarian data wasiat",
        ],
        [("bayar gak?", "wasiat-biaya"), ("biayanya berapa", "wasiat-biaya")],
    ),
    (
        "pt-biasa-notaris",
        "pt-biasa-akta",
        [
            "PT biasa wajib pakai notaris?",
            "do I need a notary to set up a regular PT",
            "akta pendirian PT persekutuan modal harus notariil?",
            "PT 2 orang bisa tanpa akta notaris gak",
            "pendirian PT non perorangan perlu notaris ya",
            "bisa bikin PT biasa sendiri tanpa ke notaris?",
        ],
        [],
    ),
    (
        "anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak dual citizenship harus pilih umur berapa",
            "deadline anak kewarganegaraan ganda memilih",
            "anak bipatride wajib milih di usia berapa",
            "anak kawin campur kapan harus menentukan kewarganegaraan",
            "at what age must a dual citizen child choose",
            "anak saya paspor 2, batas umurnya sampai kapan",
        ],
        [("daftarnya dimana", "anak-ganda-daftar")],
    ),
    (
        "yayasan-syarat",
        None,
        [
            "syarat mendirikan yayasan apa saja",
            "dokumen apa yg dibawa ke notaris buat yayasan",
            "yayasan minimal berapa pendiri dan kekayaan awal berapa",
            "requirement pendirian yayasan",
            "apa saja yang harus disiapkan untuk bikin yayasan",
        ],
        [],
    ),
    (
        "apostille-lama",
        None,
        [
            "apostille processing time",
            "berapa hari apostille selesai",
            "apostille jadinya kapan",
            "lama proses apostil",
            "how long apostille",
        ],
        [],
    ),
    (
        "fidusia-biaya",
        None,
        [
            "biaya pendaftaran fidusia",
            "PNBP fidusia berdasarkan nilai penjaminan berapa",
            "tarif fidusia",
            "fidusia fee berapa",
            "ongkos daftar jaminan fidusia",
        ],
        [],
    ),
    (
        "perkumpulan-bh",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi badan hukum gimana",
            "how does an association become a legal entity",
            "pengesahan perkumpulan di ahu gimana",
            "ormas kami mau berbadan hukum, caranya",
            "SK kemenkumham untuk perkumpulan ngurusnya gimana",
        ],
        [],
    ),
    (
        "apostille-cara",
        None,
        [
            "cara mengajukan apostille",
            "apostille daftarnya dimana",
            "how to apply apostille online",
            "permohonan apostille lewat mana",
            "alur apostille di kemenkum",
        ],
        [],
    ),
    (
        "pt-perorangan-vs-pt-biasa",
        None,
        [
            "beda PT perorangan dan PT biasa apa",
            "PT perorangan vs PT persekutuan modal",
            "difference between PT perorangan and regular PT",
            "mending pt perorangan atau pt biasa, bedanya apa",
            "pt perseorangan sama pt umum bedanya",
        ],
        [],
    ),
    (
        "cv-biaya",
        None,
        [
            "biaya daftar CV",
            "tarif pendaftaran firma",
            "cv bayar berapa di sabu",
            "ongkos bikin CV",
            "how much to register CV",
        ],
        [],
    ),
    (
        "anak-ganda-daftar",
        None,
        [
            "cara daftar anak kewarganegaraan ganda",
            "affidavit anak kawin campur ngurusnya dimana",
            "pendaftaran anak berkewarganegaraan ganda terbatas",
            "bikin affidavit anak gimana",
            "how to register my child for dual citizenship",
        ],
        [],
    ),
    (
        "yayasan-bubar",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup prosedurnya",
            "pembubaran yayasan gimana",
            "how to dissolve a yayasan",
            "yayasan udah ga aktif, bubarinnya gimana",
        ],
        [],
    ),
    (
        "fidusia-ubah",
        None,
        [
            "perubahan jaminan fidusia",
            "ubah data sertifikat fidusia",
            "fidusia salah input nilai, mau diganti gimana",
            "cara ganti objek fidusia",
            "amend fidusia certificate",
        ],
        [],
    ),
    (
        "pt-biasa-biaya",
        None,
        [
            "biaya pengesahan PT biasa",
            "PT persekutuan modal PNBP nya berapa",
            "tarif pendirian PT (bukan perorangan)",
            "how much is it to set up a normal PT",
            "ongkos pengesahan badan hukum PT biasa",
        ],
        [],
    ),
    (
        "naturalisasi-syarat",
        None,
        [
            "syarat jadi WNI untuk WNA",
            "naturalization requirements indonesia",
            "dokumen apa aja buat pewarganegaraan",
            "suami WNA mau naturalisasi, perlu apa aja",
        ],
        [],
    ),
    (
        "wasiat-biaya",
        None,
        [
            "biaya surat keterangan wasiat",
            "tarif permohonan cek wasiat",
            "search wasiat bayar berapa",
            "PNBP wasiat berapa",
        ],
        [],
    ),
]

# ---------------------------------------------------------------------------
# Internal surface (staff data agent)
# ---------------------------------------------------------------------------

COUNT_SAME = [
    "kalau {prov}?",
    "tahun lalu berapa?",
    "kalau {bulan}?",
    "yang tahun {tahun}?",
    "{prov} gimana",
    "coba bulan sebelumnya",
    "kalau {prov} berapa",
    "terus {prov}?",
    "yg {bulan} {tahun} berapa",
]
RANK_SAME = [
    "kalau tahun lalu?",
    "yang {bulan} gimana",
    "kalau top {k}?",
    "kalau tahun {tahun}?",
    "yang bulan lalu?",
]
THRESH_SAME = [
    "kalau batasnya {n}?",
    "kalau {bulan}?",
    "tahun lalu gimana?",
    "yang di atas {n} aja",
    "kalau bulan sebelumnya?",
]

TYPICAL_INTERNAL = [
    (
        "int-pt-count",
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang terdaftar di {prov} tahun {tahun}",
            "jumlah pendaftaran pt perorangan bulan {bulan} {tahun}",
            "total pt perorangan {prov} {bulan} {tahun} berapa",
            "tolong tarik jumlah PT perorangan per provinsi bulan lalu",
            "ada berapa PT perorangan baru minggu ini",
            "jumlah PT perorangan yg didaftarkan se-Indonesia tahun {tahun}",
            "pt perorangan di {prov} {tahun} ada berapa",
            "cek jumlah registrasi PT perorangan bulan {bulan}",
        ],
        COUNT_SAME,
        [("urutin provinsinya, {k} teratas", "int-pt-rank")],
    ),
    (
        "int-pt-rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang PT peroranganya paling banyak tahun {tahun}",
            "{k} provinsi teratas pendaftaran PT perorangan {tahun}",
            "ranking provinsi PT perorangan bulan {bulan}",
            "urutkan provinsi berdasarkan jumlah pt perorangan {tahun}",
            "top {k} provinsi pt perorangan",
            "provinsi paling sedikit pt perorangan tahun {tahun}?",
        ],
        RANK_SAME,
        [("{prov} sendiri berapa?", "int-pt-count")],
    ),
    (
        "int-fidusia-threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana aja yang fidusianya di atas {n} bulan {bulan}",
            "kantor wilayah dengan pendaftaran fidusia lebih dari {n} pada {bulan} {tahun}",
            "list kanwil fidusia > {n} {bulan}",
            "kanwil yg pendaftaran fidusianya tembus {n} bulan lalu siapa aja",
            "kanwil mana yang catat fidusia lebih dari {n} tahun {tahun}",
        ],
        THRESH_SAME,
        [("total fidusia {prov} bulan itu berapa?", "int-fidusia-count")],
    ),
    (
        "int-fidusia-count",
        None,
        [
            "jumlah pendaftaran fidusia {bulan} {tahun}",
            "berapa fidusia yg masuk di kanwil {prov} tahun {tahun}",
            "total sertifikat fidusia terbit bulan lalu",
            "fidusia {prov} {bulan} berapa",
            "ada berapa pendaftaran jaminan fidusia minggu ini",
        ],
        COUNT_SAME,
        [],
    ),
    (
        "int-yayasan-count",
        None,
        [
            "berapa yayasan yg disahkan tahun {tahun}",
            "jumlah pengesahan yayasan di {prov} {tahun}",
            "yayasan baru bulan {bulan} ada berapa",
            "total yayasan terdaftar {prov} bulan lalu",
        ],
        COUNT_SAME,
        [],
    ),
]

HARD_INTERNAL = [
    (
        "int-pt-count",
        "internal-jumlah-pt-bulanan",
        [
            "total registrasi PT perorangan Q1 {tahun}",
            "how many PT perorangan in {prov} last month",
            "PT perorangan count per provinsi {bulan}",
            "angka pendaftaran pt perorangan {prov} {tahun}",
            "pt perseorangan yg masuk bulan {bulan} ada brp",
            "berapa banyak PT individu tercatat di {prov} sepanjang {tahun}",
            "jumlah PT perorangan year to date",
        ],
        [*COUNT_SAME, "how about {prov}?", "and last year?"],
        [
            ("naik berapa persen dibanding tahun sebelumnya?", "int-pt-growth"),
            ("provinsi mana aja yang di atas {n}?", "int-pt-threshold"),
            ("urutannya gimana, top {k}", "int-pt-rank"),
        ],
    ),
    (
        "int-pt-rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "leaderboard provinsi PT perorangan {tahun}",
            "provinsi mana yang paling rame PT perorangan",
            "top {k} provinces by PT perorangan registrations {tahun}",
            "peringkat provinsi untuk pendaftaran PT perseorangan {bulan}",
            "sort provinsi by jumlah pt perorangan, {k} besar",
            "provinsi terbawah PT perorangan tahun {tahun}",
        ],
        [*RANK_SAME, "bottom {k} nya?"],
        [("{prov} angkanya berapa?", "int-pt-count")],
    ),
    (
        "int-fidusia-threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil fidusia tembus {n} bulan {bulan}",
            "which kanwil above {n} fidusia registrations in {bulan}",
            "kantor wilayah yg fidusianya lebih dari {n} {tahun}",
            "daftar kanwil dengan jaminan fidusia > {n}",
            "kanwil mana aja fidusia di atas {n} bulan lalu",
        ],
        THRESH_SAME,
        [
            ("ranking kanwilnya gimana", "int-fidusia-rank"),
            ("total fidusia nasional bulan itu?", "int-fidusia-count"),
        ],
    ),
    (
        "int-fidusia-count",
        None,
        [
            "berapa akta fidusia yg didaftarkan {bulan} {tahun}",
            "total fidusia kanwil {prov} {tahun}",
            "fiduciary registrations count {bulan}",
            "jumlah sertifikat jaminan fidusia terbit minggu lalu",
            "volume fidusia {prov} bulan lalu",
        ],
        COUNT_SAME,
        [("kanwil mana aja yg lebih dari {n}?", "int-fidusia-threshold")],
    ),
    (
        "int-pt-threshold",
        None,
        [
            "provinsi mana aja PT peroranganya di atas {n} tahun {tahun}",
            "list provinsi dengan PT perorangan > {n}",
            "provinces with more than {n} PT perorangan in {bulan}",
            "provinsi yg pt perorangannya tembus {n} bulan lalu",
        ],
        THRESH_SAME,
        [],
    ),
    (
        "int-fidusia-rank",
        None,
        [
            "kanwil mana paling banyak fidusia {bulan}",
            "top {k} kanwil fidusia {tahun}",
            "ranking kantor wilayah berdasarkan pendaftaran fidusia",
            "urutan kanwil fidusia dari yang terbanyak",
        ],
        RANK_SAME,
        [],
    ),
    (
        "int-pt-growth",
        None,
        [
            "PT perorangan {tahun} naik berapa persen dibanding {tahun_lalu}",
            "pertumbuhan pt perorangan yoy {prov}",
            "selisih PT perorangan {bulan} tahun ini vs tahun lalu berapa persen",
            "growth pendaftaran PT perorangan {tahun} vs {tahun_lalu}",
        ],
        ["kalau {prov}?", "kalau {tahun} vs {tahun_lalu}?", "yang nasional?"],
        [],
    ),
]

# ---------------------------------------------------------------------------
# Lines asking nothing
# ---------------------------------------------------------------------------

OPENERS_ALONE = [
    "halo",
    "halo min",
    "pagi min",
    "selamat pagi",
    "siang kak",
    "assalamualaikum",
    "permisi",
    "p",
    "tes",
    "halo kak",
    "hai",
    "selamat sore",
    "malam min",
    "min",
    "hallo",
]
CLOSERS_ALONE = [
    "makasih kak",
    "ok",
    "siap",
    "mantap",
    "oke terima kasih",
    "baik kak",
    "sip",
    "terima kasih banyak ya min",
    "ok noted",
    "baik terima kasih",
    "oke min siap",
    "thanks",
    "makasih",
    "oke",
    "siap makasih infonya",
    "👍",
    "oh gitu, oke",
    "mantap min",
]
HARD_CLOSERS_EXTRA = ["thank you", "noted, thx", "ok thanks a lot", "great", "alright"]
INTERNAL_CLOSERS = ["ok", "oke makasih", "siap", "noted", "sip, thanks"]

GREETINGS = [
    "halo kak",
    "halo min",
    "min",
    "pagi",
    "pagi min",
    "selamat siang",
    "siang kak",
    "mohon info",
    "mau tanya",
    "maaf mau tanya",
    "kak",
    "permisi",
    "sore min",
    "malam kak",
    "izin bertanya",
    "tanya dong",
    "assalamualaikum, mau tanya",
    "selamat pagi, mohon info",
    "hai",
]
HARD_GREETINGS = ["hi", "hello", "good morning", "excuse me", "pls", "hi min", "sorry mau tanya"]
CLOSINGS = [
    "ya",
    "dong",
    "makasih",
    "terima kasih",
    "kak",
    "min",
    "mohon infonya",
    "thx",
    "trims",
    "mohon bantuannya",
    "ya kak",
    "🙏",
    "tq",
    "gan",
]
HARD_CLOSINGS = ["thanks", "please", "asap ya", "thank you"]

ABBREVIATIONS = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "di mana": ["dmn", "dimana"],
    "dimana": ["dmn", "dmana"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs"],
    "tidak": ["gk", "ga", "tdk", "nggak"],
    "gak": ["gk", "ga"],
    "saja": ["aja", "aj"],
    "aja": ["aj"],
    "sudah": ["udh", "udah", "sdh"],
    "udah": ["udh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn"],
    "kalau": ["klo", "kalo", "kl"],
    "tolong": ["tlg"],
    "sekarang": ["skrg", "skrng"],
    "belum": ["blm"],
    "juga": ["jg"],
    "lagi": ["lg"],
    "mau": ["mo", "mw"],
    "tanya": ["tny"],
    "sama": ["sm"],
    "harus": ["hrs"],
    "terima kasih": ["makasih", "trims", "terimakasih"],
    "dokumen": ["dok"],
    "bapak": ["bpk"],
    "dong": ["donk"],
    "apa aja": ["apa aj", "ap aja"],
    "kak": ["ka", "kk"],
    "bikin": ["bkin"],
    "pakai": ["pake"],
    "caranya": ["crnya"],
}
ABBR_RE = re.compile(
    r"\b(" + "|".join(re.escape(k) for k in sorted(ABBREVIATIONS, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Wahyu",
    "Nur",
    "Putri",
    "Dedi",
    "Fitri",
    "Hendra",
    "Yuliani",
    "Rizky",
    "Made",
    "Ketut",
    "Intan",
    "Joko",
    "Ratna",
    "Fajar",
    "Lestari",
    "Bambang",
    "Maria",
    "Yohanes",
]
LAST_NAMES = [
    "Santoso",
    "Rahmawati",
    "Setiawan",
    "Lestari",
    "Kurniawan",
    "Hidayat",
    "Saputra",
    "Wijaya",
    "Siregar",
    "Nasution",
    "Pratama",
    "Susanti",
    "Harahap",
    "Purba",
    "Wibowo",
    "Sari",
    "Gunawan",
    "Suryani",
    "Simanjuntak",
    "Mahendra",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com", "gmail.co.id"]


# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------


def fill(rng: random.Random, text: str) -> str:
    year = rng.choice(YEARS)
    values = {
        "prov": rng.choice(PROVINCES),
        "bulan": rng.choice(MONTHS),
        "tahun": year,
        "tahun_lalu": str(int(year) - 1),
        "n": rng.choice(THRESHOLDS),
        "k": rng.choice(TOPK),
        "dok": rng.choice(DOCS),
    }
    return re.sub(r"\{(\w+)\}", lambda m: values[m.group(1)], text)


def abbreviate(rng: random.Random, text: str, p: float) -> str:
    def sub(m: re.Match[str]) -> str:
        if rng.random() < p:
            return rng.choice(ABBREVIATIONS[m.group(1).lower()])
        return m.group(1)

    return ABBR_RE.sub(sub, text)


def typo(rng: random.Random, text: str) -> tuple[str, bool]:
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not words:
        return text, False
    m = rng.choice(words)
    w = m.group(0)
    for _ in range(6):
        op = rng.choice(["swap", "swap", "drop", "drop", "double"])
        i = rng.randrange(1, len(w) - 1)
        if op == "swap":
            new = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == "drop":
            new = w[:i] + w[i + 1 :]
        else:
            new = w[:i] + w[i] + w[i:]
        if new != w:
            return text[: m.start()] + new + text[m.end() :], True
    return text, False


def elongate(rng: random.Random, text: str) -> str:
    words = list(re.finditer(r"[A-Za-z]+", text))
    if not words:
        return text
    m = words[-1] if rng.random() < 0.7 else rng.choice(words)
    w = m.group(0)
    vowels = [i for i, c in enumerate(w) if c.lower() in "aiueo"]
    if not vowels:
        return text
    i = vowels[-1]
    new = w[: i + 1] + w[i] * rng.randint(2, 4) + w[i + 1 :]
    return text[: m.start()] + new + text[m.end() :]


def case(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.62:
        return text.lower()
    if r < 0.82:
        return text
    if r < 0.92:
        return text[:1].upper() + text[1:]
    if r < 0.97:
        return text.upper()
    return " ".join(w[:1].upper() + w[1:] for w in text.split(" "))


def punctuate(rng: random.Random, text: str) -> str:
    text = text.rstrip(" ?.!")
    r = rng.random()
    if r < 0.38:
        return text
    if r < 0.70:
        return text + "?"
    if r < 0.80:
        return text + "??"
    if r < 0.85:
        return text + " ?"
    if r < 0.90:
        return text + "..."
    if r < 0.94:
        return text + "?!"
    if r < 0.97:
        return text + "???"
    return text + "."


def nik(rng: random.Random) -> str:
    prov = rng.choice(
        ["11", "12", "13", "14", "16", "18", "31", "32", "33", "34", "35", "36", "51", "73"]
    )
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        prov
        + f"{rng.randint(1, 79):02d}{rng.randint(1, 40):02d}"
        + f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99):02d}"
        + f"{rng.randint(1, 9999):04d}"
    )


def phone(rng: random.Random) -> str:
    prefix = rng.choice(["812", "813", "821", "822", "852", "853", "857", "877", "878", "895"])
    mid = f"{rng.randint(0, 9999):04d}"
    end = f"{rng.randint(0, 9999):04d}"
    form = rng.randrange(6)
    if form == 0:
        return f"0{prefix}{mid}{end}"
    if form == 1:
        return f"0{prefix}-{mid}-{end}"
    if form == 2:
        return f"+62 {prefix} {mid} {end}"
    if form == 3:
        return f"62{prefix}{mid}{end}"
    if form == 4:
        return f"+62{prefix}{mid}{end}"
    return f"0{prefix} {mid} {end}"


def person(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def email(rng: random.Random, name: str) -> str:
    first, last = name.lower().split(" ")
    sep = rng.choice([".", "_", "", ""])
    tail = str(rng.randint(1, 99)) if rng.random() < 0.6 else ""
    return f"{first}{sep}{last}{tail}@{rng.choice(MAIL_DOMAINS)}"


def npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(str(x) for x in d)
    if rng.random() < 0.7:
        return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
    return s


def personal(rng: random.Random, text: str) -> str:
    name = person(rng)
    kind = rng.randrange(8)
    ends = text[-1:] in "?!.🙏"
    comma = " " if ends else ", "
    if kind == 0:
        return f"saya {name}, NIK {nik(rng)}. {text}"
    if kind == 1:
        return f"{text} no hp saya {phone(rng)}"
    if kind == 2:
        return f"{text}{comma}email saya {email(rng, name)}"
    if kind == 3:
        return f"{text} npwp {npwp(rng)}"
    if kind == 4:
        return f"{text} a.n. {name} nik {nik(rng)}"
    if kind == 5:
        return f"{text}{'' if ends else '.'} bisa hubungi wa {phone(rng)} ({name})"
    if kind == 6:
        return f"nama {name} email {email(rng, name)} - {text}"
    return f"{text}{comma}NIK {nik(rng)} hp {phone(rng)}"


class Style:
    def __init__(self, typo_p: float, hard: bool) -> None:
        self.typo_p = typo_p
        self.hard = hard


def noisy(
    rng: random.Random,
    base: str,
    style: Style,
    *,
    greet_p: float,
    close_p: float,
    pii_p: float,
    chatty: float,
) -> tuple[str, bool]:
    text = fill(rng, base)
    text = abbreviate(rng, text, chatty)
    greetings = GREETINGS + (HARD_GREETINGS if style.hard else [])
    closings = CLOSINGS + (HARD_CLOSINGS if style.hard else [])
    if rng.random() < greet_p:
        sep = rng.choice([" ", ", ", " ", ". ", "... ", " - "])
        text = abbreviate(rng, rng.choice(greetings), chatty) + sep + text
    closing = rng.choice(closings) if rng.random() < close_p else ""
    if rng.random() < 0.07:
        text = elongate(rng, text)
    typoed = False
    if rng.random() < style.typo_p:
        text, typoed = typo(rng, text)
        if typoed and rng.random() < 0.18:
            text, _ = typo(rng, text)
    text = case(rng, text)
    if closing:
        if rng.random() < 0.1:
            closing = elongate(rng, closing)
        if text.isupper():
            closing = closing.upper()
        if rng.random() < 0.5:
            text = text.rstrip(" ?.!") + rng.choice([" ", " ", ", "]) + closing
            if closing != "🙏":
                text = punctuate(rng, text)
        else:
            text = punctuate(rng, text) + " " + closing
    else:
        text = punctuate(rng, text)
    if rng.random() < pii_p:
        text = personal(rng, text)
    return text, typoed


def noisy_none(rng: random.Random, base: str, style: Style) -> tuple[str, bool]:
    text = base
    if rng.random() < 0.15:
        text = elongate(rng, text)
    typoed = False
    if rng.random() < style.typo_p:
        text, typoed = typo(rng, text)
    r = rng.random()
    if r < 0.7:
        text = text.lower()
    elif r < 0.8:
        text = text.upper()
    if rng.random() < 0.2:
        text += rng.choice(["!", "..", " 🙏", "!!", "."])
    return text, typoed


# ---------------------------------------------------------------------------
# Weeks
# ---------------------------------------------------------------------------

PUBLIC_HOURS = [
    0.15,
    0.08,
    0.05,
    0.05,
    0.1,
    0.25,
    0.4,
    0.7,
    1.0,
    1.4,
    1.5,
    1.4,
    1.0,
    1.2,
    1.3,
    1.2,
    1.0,
    0.8,
    0.6,
    0.7,
    0.85,
    0.75,
    0.45,
]
INTERNAL_HOURS = [0, 0, 0, 0, 0, 0, 0, 0.3, 1.0, 1.5, 1.4, 1.0, 0.5, 1.2, 1.4, 1.1, 0.6, 0.2, 0, 0]


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (r**s) for r in range(1, n + 1)]


def session_id(rng: random.Random, used: set[str]) -> str:
    while True:
        sid = f"s-{rng.getrandbits(48):012x}"
        if sid not in used:
            used.add(sid)
            return sid


def start_time(rng: random.Random, first_day: datetime, hours: list[float], internal: bool):
    day_w = [1.0, 1.0, 1.0, 1.0, 0.95, 0.55, 0.45] if not internal else [1, 1, 1, 1, 1, 0.08, 0.05]
    day = rng.choices(range(7), weights=day_w)[0]
    hour = rng.choices(range(len(hours)), weights=hours)[0]
    return first_day + timedelta(
        days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
    )


def build_week(
    seed: int,
    first_day: datetime,
    public: list,
    internal: list,
    style: Style,
) -> tuple[list[dict], dict[str, str | None], dict[str, float]]:
    rng = random.Random(seed)
    used: set[str] = set()
    pub_ids = [p[0] for p in public]
    pub_by_id = {p[0]: p for p in public}
    int_by_id = {p[0]: p for p in internal}
    pub_w = zipf_weights(len(public), 0.95)
    int_w = zipf_weights(len(internal), 0.7)
    closers = CLOSERS_ALONE + (HARD_CLOSERS_EXTRA if style.hard else [])
    sessions: list[list[tuple[datetime, str, str, str, bool]]] = []

    # internal sessions: staff, short sessions with follow-ups
    internal_target = round(LINES_PER_WEEK * 0.08)
    n_internal = 0
    while n_internal < internal_target:
        t = start_time(rng, first_day, INTERNAL_HOURS, True)
        cur = rng.choices(internal, weights=int_w)[0]
        lines = []
        q, ty = noisy(
            rng, rng.choice(cur[2]), style, greet_p=0.08, close_p=0.05, pii_p=0.0, chatty=0.25
        )
        lines.append((t, q, "internal", cur[0], ty))
        for _ in range(rng.choices([0, 1, 2, 3, 4], weights=[0.25, 0.3, 0.25, 0.12, 0.08])[0]):
            t += timedelta(seconds=rng.randint(25, 300))
            if cur[4] and rng.random() < 0.25:
                tmpl, target = rng.choice(cur[4])
                cur = int_by_id[target]
            else:
                tmpl = rng.choice(cur[3])
            q, ty = noisy(rng, tmpl, style, greet_p=0.0, close_p=0.03, pii_p=0.0, chatty=0.4)
            lines.append((t, q, "internal", cur[0], ty))
        if rng.random() < 0.12:
            t += timedelta(seconds=rng.randint(10, 120))
            q, ty = noisy_none(rng, rng.choice(INTERNAL_CLOSERS), style)
            lines.append((t, q, "internal", "none", ty))
        lines = lines[: internal_target - n_internal]
        n_internal += len(lines)
        sessions.append(lines)

    # public sessions
    public_target = LINES_PER_WEEK - internal_target
    n_public = 0
    while n_public < public_target:
        t = start_time(rng, first_day, PUBLIC_HOURS, False)
        lines = []
        if rng.random() < 0.006:
            q, ty = noisy_none(rng, rng.choice(OPENERS_ALONE + closers[:4]), style)
            lines.append((t, q, "public", "none", ty))
        else:
            chatty = rng.choice([0.0, 0.0, 0.2, 0.45, 0.7])
            if rng.random() < 0.022:
                q, ty = noisy_none(rng, rng.choice(OPENERS_ALONE), style)
                lines.append((t, q, "public", "none", ty))
                t += timedelta(seconds=rng.randint(5, 90))
            cur = pub_by_id[rng.choices(pub_ids, weights=pub_w)[0]]
            q, ty = noisy(
                rng,
                rng.choice(cur[2]),
                style,
                greet_p=0.32,
                close_p=0.2,
                pii_p=0.05,
                chatty=chatty,
            )
            lines.append((t, q, "public", cur[0], ty))
            while rng.random() < 0.24 and len(lines) < 5:
                t += timedelta(seconds=rng.randint(20, 240))
                if cur[3] and rng.random() < 0.65:
                    tmpl, target = rng.choice(cur[3])
                    cur = pub_by_id[target]
                    q, ty = noisy(
                        rng, tmpl, style, greet_p=0.0, close_p=0.12, pii_p=0.0, chatty=chatty
                    )
                else:
                    cur = pub_by_id[rng.choices(pub_ids, weights=pub_w)[0]]
                    q, ty = noisy(
                        rng,
                        rng.choice(cur[2]),
                        style,
                        greet_p=0.08,
                        close_p=0.15,
                        pii_p=0.03,
                        chatty=chatty,
                    )
                lines.append((t, q, "public", cur[0], ty))
            if rng.random() < 0.028:
                t += timedelta(seconds=rng.randint(10, 180))
                q, ty = noisy_none(rng, rng.choice(closers), style)
                lines.append((t, q, "public", "none", ty))
        lines = lines[: public_target - n_public]
        n_public += len(lines)
        sessions.append(lines)

    records = []
    for lines in sessions:
        sid = session_id(rng, used)
        for t, q, surface, label, ty in lines:
            rec: dict = {
                "at": t.isoformat(),
                "session": sid,
                "question": q,
                "surface": surface,
            }
            if label != "none" and rng.random() < 0.09:
                rec["feedback"] = "up" if rng.random() < 0.58 else "down"
            rec["label"] = label
            records.append((t, len(records), rec, ty))
    records.sort(key=lambda r: (r[0], r[1]))

    covered: dict[str, str | None] = {}
    for spec in public + internal:
        covered[spec[0]] = spec[1]
    seen = {r[2]["label"] for r in records}
    missing = [i for i in covered if i not in seen]
    if missing:
        raise SystemExit(f"intents never sampled: {missing}")
    covered = {k: covered[k] for k in sorted(covered)}
    stats = {
        "lines": len(records),
        "intents": len(covered),
        "covered": sum(1 for v in covered.values() if v),
        "internal": sum(1 for r in records if r[2]["surface"] == "internal") / len(records),
        "typo": sum(1 for r in records if r[3]) / len(records),
        "none": sum(1 for r in records if r[2]["label"] == "none") / len(records),
        "feedback": sum(1 for r in records if "feedback" in r[2]) / len(records),
    }
    return [r[2] for r in records], covered, stats


def write_week(out: Path, kind: str, records: list[dict], covered: dict) -> None:
    with (out / f"{NAME}-{kind}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
        for rec in records:
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    truth = {"set": GOLDEN_SET, "covered": covered}
    with (out / f"{NAME}-{kind}.truth.json").open("w", encoding="utf-8", newline="\n") as f:
        f.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks", help="directory to write the files into")
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    weeks = [
        (
            "typical",
            20260601,
            datetime(2026, 6, 1, tzinfo=TZ),
            TYPICAL_PUBLIC,
            TYPICAL_INTERNAL,
            Style(0.31, False),
        ),
        (
            "hard",
            20260608,
            datetime(2026, 6, 8, tzinfo=TZ),
            HARD_PUBLIC,
            HARD_INTERNAL,
            Style(0.255, True),
        ),
    ]
    for kind, seed, first, public, internal, style in weeks:
        records, covered, stats = build_week(seed, first, public, internal, style)
        write_week(out, kind, records, covered)
        summary = " ".join(
            f"{k}={v:.3f}" if isinstance(v, float) else f"{k}={v}" for k, v in stats.items()
        )
        print(f"{NAME}-{kind}: {summary}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
