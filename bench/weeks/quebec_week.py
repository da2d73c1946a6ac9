"""Held-out weeks of AHU chatbot traffic, written by hand by the author `quebec`.

Writes four files into --out, byte-identical on every run:
  quebec-typical.jsonl, quebec-typical.truth.json  (2026-12-07 .. 2026-12-13, +07:00)
  quebec-hard.jsonl,    quebec-hard.truth.json     (2026-12-14 .. 2026-12-20, +07:00)

The phrasings below are hand-written; this script only samples them and adds noise
(greetings, closings, chat spellings, casing, punctuation, repeated letters, typos and
fake personal details). Standard library only; every random draw comes from one
random.Random(seed) per week.

    python3 bench/weeks/quebec_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000
INTERNAL_LINES = 240

# ---------------------------------------------------------------------------
# Typical week: ordinary users. Public intents are listed most frequent first
# (Zipf-like weights are derived from the order). Each entry:
# (intent id, golden item id or None, hand-written phrasings).
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        [
            "syarat bikin PT perorangan apa aja",
            "apa saja syarat mendirikan PT perorangan",
            "mau buat PT perorangan syaratnya apa ya",
            "persyaratan PT perorangan apa saja",
            "syarat pendirian pt perseorangan",
            "kalau mau daftar PT perorangan harus siapin apa aja",
            "PT perorangan syaratnya apa saja ya",
            "saya mau bikin PT perorangan, apa saja persyaratannya",
            "syarat PT perorangan untuk usaha mikro apa",
            "apa syarat jadi pendiri PT perorangan",
            "untuk PT perorangan harus WNI tidak",
            "umur berapa boleh mendirikan PT perorangan",
            "pt perorangan syaratnya apa aja sih",
            "mohon info persyaratan pendirian PT perorangan",
        ],
    ),
    (
        "akun.lupa-password",
        None,
        [
            "lupa password akun AHU",
            "saya lupa kata sandi ahu online gimana ya",
            "gimana cara reset password AHU online",
            "tidak bisa login karena lupa password",
            "password akun saya lupa, bagaimana cara mengembalikannya",
            "akun ahu lupa sandi",
            "cara ganti password karena lupa",
            "lupa pasword ahu online mohon bantuannya",
            "mau reset kata sandi akun AHU",
            "saya lupa password, tidak bisa masuk akun",
            "lupa password gimana min",
        ],
    ),
    (
        "pt-perorangan.biaya",
        None,
        [
            "biaya bikin PT perorangan berapa",
            "berapa biaya pendirian PT perorangan",
            "PT perorangan bayar berapa",
            "biaya daftar pt perorangan berapa ya",
            "apakah PT perorangan gratis",
            "berapa PNBP PT perorangan",
            "bikin PT perorangan kena biaya berapa",
            "biaya pendaftaran PT perseorangan berapa ya",
            "total biaya PT perorangan sampai jadi berapa",
            "PT perorangan itu bayar atau gratis",
        ],
    ),
    (
        "fidusia.daftar",
        "fidusia-pendaftaran",
        [
            "cara daftar fidusia",
            "bagaimana cara mendaftarkan jaminan fidusia",
            "gimana daftar jaminan fidusia online",
            "pendaftaran fidusia lewat mana",
            "cara input fidusia di AHU online",
            "mau daftarin fidusia caranya gimana",
            "prosedur pendaftaran jaminan fidusia",
            "langkah mendaftarkan fidusia",
            "daftar fidusia harus lewat notaris?",
            "cara mendapatkan sertifikat jaminan fidusia",
            "pendaftaran jaminan fidusia bagaimana ya",
        ],
    ),
    (
        "voucher.cara-bayar",
        None,
        [
            "cara bayar voucher AHU",
            "bayar voucher PNBP lewat mana",
            "voucher bisa dibayar di bank apa saja",
            "gimana cara bayar kode billing ahu",
            "bayar voucher pakai m-banking bisa?",
            "cara pembayaran voucher pendaftaran",
            "sudah dapat kode voucher, bayarnya dimana",
            "bayar PNBP pakai apa",
            "voucher bisa bayar lewat teller?",
            "cara membayar voucher fidusia",
        ],
    ),
    (
        "apostille.biaya",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "berapa biaya apostille per dokumen",
            "apostille bayar berapa",
            "tarif apostille sekarang berapa ya",
            "biaya apostille ijazah berapa",
            "apostille 1 dokumen berapa rupiah",
            "apostille akta kelahiran biayanya berapa",
            "berapa PNBP apostille",
            "harga apostille",
        ],
    ),
    (
        "pt-perorangan.cara-daftar",
        None,
        [
            "cara daftar PT perorangan",
            "bagaimana cara mendirikan PT perorangan",
            "langkah2 bikin PT perorangan online",
            "cara bikin PT perorangan sendiri tanpa notaris",
            "daftar pt perorangan lewat mana",
            "cara isi pernyataan pendirian PT perorangan",
            "gimana cara buat PT perorangan di AHU",
            "alur pendaftaran PT perorangan",
            "mau daftar PT perorangan mulai dari mana",
        ],
    ),
    (
        "fidusia.roya",
        None,
        [
            "cara roya fidusia",
            "bagaimana cara menghapus jaminan fidusia",
            "roya fidusia gimana",
            "kredit sudah lunas, fidusianya dihapus gimana",
            "cara penghapusan sertifikat fidusia",
            "mau roya fidusia online caranya",
            "leasing udah lunas, cara roya fidusianya gimana",
            "penghapusan fidusia setelah lunas",
        ],
    ),
    (
        "cv-firma.dimana-daftar",
        "cv-firma-pendaftaran",
        [
            "daftar CV dimana sekarang",
            "CV didaftarkan di mana",
            "pendaftaran CV masih di pengadilan negeri?",
            "firma daftarnya kemana",
            "daftar CV lewat AHU bisa?",
            "mau bikin CV, daftarnya dimana ya",
            "pendaftaran CV sekarang lewat mana",
            "CV sekarang daftar di kemenkum atau PN",
            "tempat pendaftaran firma dimana",
            "daftar persekutuan komanditer dimana",
        ],
    ),
    (
        "yayasan.pendirian",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "bagaimana cara bikin yayasan",
            "mau buat yayasan sosial gimana caranya",
            "prosedur pendirian yayasan",
            "cara daftar yayasan di AHU",
            "langkah mendirikan yayasan",
            "bikin yayasan harus ke notaris?",
            "cara mengurus pengesahan yayasan",
            "cara bikin yayasan pendidikan",
        ],
    ),
    (
        "apostille.apa-itu",
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa",
            "apa itu apostille",
            "apostille maksudnya apa",
            "apa yang dimaksud apostille",
            "pengertian apostille",
            "apostil itu apa ya",
            "saya baru dengar apostille, itu apa",
        ],
    ),
    (
        "wasiat.pencarian",
        "wasiat-pencarian",
        [
            "cara cek wasiat orang tua yang sudah meninggal",
            "bagaimana mengetahui almarhum punya wasiat atau tidak",
            "cara mencari wasiat almarhum",
            "mau cek apakah bapak saya meninggalkan wasiat",
            "cara mengurus surat keterangan wasiat",
            "permohonan pencarian wasiat gimana",
            "cek wasiat di AHU bisa?",
            "orang tua meninggal, cara tau ada wasiat atau tidak",
            "cara dapat surat keterangan wasiat",
        ],
    ),
    (
        "akun.registrasi",
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun AHU",
            "registrasi akun ahu gimana",
            "cara bikin akun AHU untuk umum",
            "daftar akun AHU pakai email apa",
            "mau buat akun ahu online",
            "cara registrasi user AHU",
            "buat akun AHU perorangan gimana",
        ],
    ),
    (
        "apostille.dokumen",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille?",
            "akta kelahiran bisa apostille tidak",
            "dokumen apa yg bisa di apostille",
            "apakah surat keterangan catatan kepolisian bisa diapostille",
            "jenis dokumen apostille apa aja",
            "akta nikah bisa diapostille ga",
            "transkrip nilai bisa apostille?",
            "dokumen pribadi apa saja yang bisa apostille",
        ],
    ),
    (
        "kewarganegaraan.ganda-usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa",
            "batas usia anak dwi kewarganegaraan memilih",
            "anak saya punya 2 kewarganegaraan, kapan harus pilih",
            "umur berapa anak berkewarganegaraan ganda wajib memilih",
            "anak hasil kawin campur sampai umur berapa boleh ganda",
            "kewarganegaraan ganda terbatas sampai usia berapa",
            "kapan batas anak memilih kewarganegaraan",
            "anak kewarganegaraan ganda sampai 18 atau 21 tahun",
        ],
    ),
    (
        "pt-biasa.akta-notaris",
        "pt-biasa-akta",
        [
            "PT biasa wajib akta notaris?",
            "apakah pendirian PT biasa harus pakai notaris",
            "bikin PT biasa bisa tanpa notaris?",
            "PT persekutuan modal perlu akta notaris gak",
            "pendirian PT biasa harus lewat notaris ya",
            "kalau PT biasa bisa daftar sendiri tanpa notaris",
            "PT biasa harus pakai akta notaris atau cukup online",
        ],
    ),
    (
        "pt-perorangan.perubahan",
        None,
        [
            "cara ubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan pernyataan PT perorangan",
            "cara mengubah KBLI PT perorangan",
            "PT perorangan ganti nama bisa?",
            "cara ubah modal PT perorangan",
            "cara perubahan data PT perseorangan di AHU",
            "mau update alamat PT perorangan",
        ],
    ),
    (
        "fidusia.biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "fidusia bayar berapa",
            "berapa biaya jaminan fidusia",
            "tarif PNBP fidusia",
            "biaya fidusia untuk nilai 50 juta berapa",
            "daftar fidusia kena biaya berapa",
            "biaya sertifikat fidusia",
        ],
    ),
    (
        "apostille.vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apa bedanya apostille dan legalisasi",
            "beda apostille sama legalisir",
            "apostille atau legalisasi, bedanya apa",
            "perbedaan apostille dengan legalisasi kedutaan",
            "apostille sama legalisasi itu sama ga",
            "legalisasi dokumen beda dengan apostille?",
        ],
    ),
    (
        "yayasan.biaya",
        None,
        [
            "biaya pendirian yayasan berapa",
            "bikin yayasan habis berapa",
            "berapa PNBP pengesahan yayasan",
            "biaya pengesahan yayasan di AHU",
            "yayasan bayar berapa untuk daftar",
            "biaya bikin yayasan di AHU berapa",
        ],
    ),
    (
        "perkumpulan.badan-hukum",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa jadi badan hukum",
            "cara perkumpulan berbadan hukum",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan mau jadi badan hukum gimana",
            "pengesahan badan hukum perkumpulan caranya",
            "organisasi kami perkumpulan, cara jadi badan hukum",
            "ormas mau berbadan hukum perkumpulan",
        ],
    ),
    (
        "pt-biasa.syarat",
        None,
        [
            "syarat mendirikan PT biasa",
            "apa saja syarat PT biasa",
            "persyaratan pendirian PT persekutuan modal",
            "PT biasa syaratnya apa saja",
            "syarat buat PT biasa dengan 2 pemegang saham",
            "mau bikin PT biasa, syarat dokumennya apa",
        ],
    ),
    (
        "voucher.kadaluarsa",
        None,
        [
            "voucher kadaluarsa gimana",
            "voucher sudah expired belum dipakai",
            "masa berlaku voucher AHU berapa lama",
            "voucher lewat masa berlaku, uang hilang?",
            "voucher expired belum dipakai gimana",
            "kode voucher sudah kadaluwarsa padahal sudah bayar",
        ],
    ),
    (
        "kewarganegaraan.naturalisasi-syarat",
        None,
        [
            "syarat naturalisasi jadi WNI",
            "WNA mau jadi WNI syaratnya apa",
            "syarat pewarganegaraan",
            "suami saya WNA mau jadi WNI, apa persyaratannya",
            "persyaratan permohonan kewarganegaraan Indonesia",
            "syarat jadi WNI untuk orang asing",
        ],
    ),
    (
        "koperasi.pendirian",
        None,
        [
            "cara mendirikan koperasi",
            "pendirian koperasi lewat AHU?",
            "bikin koperasi gimana",
            "cara pengesahan badan hukum koperasi",
            "koperasi daftar dimana",
            "mau bikin koperasi simpan pinjam, prosedurnya",
        ],
    ),
]

TYPICAL_PUBLIC_FOLLOWUPS = {
    "apostille.apa-itu": [
        (
            "apostille.biaya",
            [
                "biayanya berapa",
                "terus biayanya berapa kak",
                "kalau bayarnya berapa",
                "untuk satu dokumen berapa biayanya",
            ],
        ),
        ("apostille.dokumen", ["dokumen apa saja yang bisa", "kalau ijazah bisa?"]),
    ],
    "pt-perorangan.syarat": [
        ("pt-perorangan.biaya", ["biayanya berapa", "kalau biayanya?", "terus bayar berapa"]),
        ("pt-biasa.syarat", ["kalau PT biasa syaratnya apa", "kalau yang PT biasa?"]),
    ],
    "pt-perorangan.cara-daftar": [
        ("pt-perorangan.biaya", ["biayanya berapa ya", "bayar gak?"]),
        ("pt-perorangan.syarat", ["syaratnya apa aja", "harus siapin apa saja"]),
    ],
    "fidusia.daftar": [
        ("fidusia.biaya", ["biayanya berapa", "kena biaya berapa"]),
        ("fidusia.roya", ["kalau hapusnya gimana", "kalau sudah lunas cara hapusnya"]),
    ],
    "yayasan.pendirian": [
        ("yayasan.biaya", ["biayanya berapa", "habis berapa kira2"]),
    ],
}

# Internal templates use slots: {prov} {period} {month} {month2} {year} {year2} {thr}.
TYPICAL_INTERNAL = [
    (
        "int.pt-perorangan.jumlah",
        "internal-jumlah-pt-bulanan",
        0.34,
        [
            "berapa PT perorangan yang didaftarkan di {prov} {period}",
            "jumlah pendaftaran PT perorangan {period} per provinsi",
            "jumlah PT perorangan di {prov} tahun {year}",
            "tolong hitung PT perorangan terdaftar {period}",
            "ada berapa PT perorangan baru di {prov} {month}",
            "total registrasi PT perorangan {period}",
            "PT perorangan {prov} {month} berapa",
        ],
    ),
    (
        "int.pt-perorangan.ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        0.2,
        [
            "provinsi mana yang paling banyak PT perorangan {period}",
            "tiga provinsi teratas pendaftaran PT perorangan tahun {year}",
            "ranking provinsi PT perorangan {period}",
            "5 besar provinsi PT perorangan {month}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {period}",
            "provinsi paling sedikit pendaftaran PT perorangan {year}",
        ],
    ),
    (
        "int.fidusia.kanwil-diatas",
        "internal-fidusia-kantor-wilayah",
        0.18,
        [
            "kanwil mana yang pendaftaran fidusianya di atas {thr} {period}",
            "kantor wilayah dengan fidusia lebih dari {thr} {month}",
            "daftar kanwil fidusia > {thr} {period}",
            "kanwil yang fidusianya tembus {thr} {month}",
            "kantor wilayah mana saja yg fidusia nya lebih dari {thr} {period}",
        ],
    ),
    (
        "int.fidusia.jumlah",
        None,
        0.16,
        [
            "jumlah pendaftaran fidusia {period}",
            "berapa fidusia terdaftar di {prov} {month}",
            "total sertifikat fidusia terbit {period}",
            "fidusia {prov} {year} ada berapa",
            "berapa jumlah jaminan fidusia yang didaftarkan {period}",
        ],
    ),
    (
        "int.pt-perorangan.perbandingan",
        None,
        0.12,
        [
            "bandingkan PT perorangan {month} dengan {month2}",
            "pertumbuhan PT perorangan {year} dibanding {year2}",
            "PT perorangan {prov} naik atau turun dibanding tahun lalu",
            "selisih pendaftaran PT perorangan {month} vs {month2}",
            "persentase kenaikan PT perorangan {year} terhadap {year2}",
        ],
    ),
]

TYPICAL_INTERNAL_FOLLOWUPS = {
    "int.pt-perorangan.jumlah": [
        (
            "int.pt-perorangan.jumlah",
            [
                "kalau {prov}?",
                "{prov} berapa?",
                "tahun lalu berapa?",
                "kalau {month}?",
                "bulan sebelumnya?",
                "dan tahun {year}?",
                "yg {prov} gimana",
            ],
        ),
        ("int.fidusia.jumlah", ["kalau fidusia?", "yang fidusia berapa?"]),
        (
            "int.pt-perorangan.perbandingan",
            ["dibanding tahun lalu naik atau turun?", "naik berapa persen dibanding {month}?"],
        ),
        (
            "int.pt-perorangan.ranking-provinsi",
            ["urutkan 5 provinsi terbanyak", "provinsi mana yang paling banyak?"],
        ),
    ],
    "int.pt-perorangan.ranking-provinsi": [
        (
            "int.pt-perorangan.ranking-provinsi",
            ["kalau tahun {year}?", "yang 10 besar?", "kalau {month}?", "yang paling bawah?"],
        ),
        ("int.pt-perorangan.jumlah", ["{prov} sendiri berapa?", "totalnya berapa?"]),
    ],
    "int.fidusia.kanwil-diatas": [
        (
            "int.fidusia.kanwil-diatas",
            ["kalau batasnya {thr}?", "kalau {month}?", "tahun lalu?", "yang di atas {thr} aja"],
        ),
        ("int.fidusia.jumlah", ["totalnya se-Indonesia berapa?", "{prov} berapa fidusianya?"]),
    ],
    "int.fidusia.jumlah": [
        ("int.fidusia.jumlah", ["kalau {prov}?", "bulan sebelumnya?", "tahun lalu?"]),
        ("int.fidusia.kanwil-diatas", ["kanwil mana yg di atas {thr}?"]),
    ],
    "int.pt-perorangan.perbandingan": [
        ("int.pt-perorangan.perbandingan", ["kalau {prov}?", "dalam persen berapa?"]),
        ("int.pt-perorangan.jumlah", ["{month} sendiri jumlahnya berapa?"]),
    ],
}

TYPICAL_NONE = [
    "makasih",
    "makasih kak",
    "terima kasih",
    "terima kasih banyak",
    "ok",
    "oke",
    "ok kak",
    "siap",
    "siap min",
    "mantap",
    "mantap min",
    "sip",
    "baik terima kasih",
    "oke noted",
    "halo",
    "halo kak",
    "pagi",
    "p",
    "tes",
    "min",
    "assalamualaikum",
    "selamat siang",
    "🙏",
    "ok makasih infonya",
    "noted kak",
    "ya",
    "baik kak",
]

TYPICAL_GREETING_LINES = [
    "halo",
    "halo kak",
    "pagi min",
    "selamat siang",
    "permisi",
    "assalamualaikum",
    "p",
    "min",
    "hai kak",
    "punten",
    "selamat malam",
]

# ---------------------------------------------------------------------------
# Hard week: English mixed in, synonyms, many facets of one service, near misses.
# ---------------------------------------------------------------------------

HARD_PUBLIC = [
    (
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "dokumen apa yg perlu disiapin buat PT perorangan",
            "what do I need to set up a PT perorangan",
            "kelengkapan berkas PT perseorangan",
            "PT perorangan cukup KTP aja?",
            "ketentuan pendiri PT perorangan",
            "boleh gak WNA bikin PT perorangan",
            "pendiri PT perorangan minimal umur berapa",
            "apa yang harus dipenuhi untuk PT perorangan",
            "PT perorangan prerequisites",
            "berkas buat daftar PT perorangan apa saja",
            "kriteria boleh bikin PT perorangan",
        ],
    ),
    (
        "pt-perorangan.biaya",
        None,
        [
            "PNBP PT perorangan",
            "fee PT perorangan berapa",
            "ongkos bikin PT perorangan",
            "PT perorangan cost nya berapa",
            "tarif pernyataan pendirian PT perorangan",
            "keluar duit berapa buat PT perorangan",
            "how much does PT perorangan cost",
            "harga PT perorangan di AHU",
            "PT perorangan free atau berbayar",
            "nominal yg dibayar utk PT perorangan",
        ],
    ),
    (
        "akun.lupa-password",
        None,
        [
            "forgot password AHU",
            "lupa sandi",
            "reset pw AHU online",
            "ga bisa login lupa password",
            "kata sandi akun AHU lupa",
            "password hilang gimana",
            "can't login, forgot password",
            "sandi akun lupa total, recovery gimana",
        ],
    ),
    (
        "fidusia.daftar",
        "fidusia-pendaftaran",
        [
            "how to register fidusia",
            "alur pendaftaran jaminan fidusia",
            "daftar fidusia online gimana",
            "input jaminan fidusia step nya",
            "leasing mau daftarin fidusia lewat mana",
            "prosedur fidusia di AHU",
            "cara dapet sertifikat fidusia",
            "registrasi jaminan fidusia",
            "fidusia didaftar sendiri atau lewat notaris",
        ],
    ),
    (
        "apostille.biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee",
            "tarif apostille",
            "ongkos apostille ijazah",
            "PNBP apostille per dokumen",
            "how much apostille",
            "apostille bayar berapa",
            "harga apostille akta lahir",
            "apostille 3 dokumen total bayar berapa",
        ],
    ),
    (
        "pt-perorangan.cara-daftar",
        None,
        [
            "step by step daftar PT perorangan",
            "alur bikin PT perorangan",
            "how to register PT perorangan online",
            "prosedur PT perseorangan di AHU",
            "PT perorangan daftarnya lewat mana",
            "langkah isi form pendirian PT perorangan",
            "tutorial bikin PT perorangan",
            "bikin PT perorangan bisa sendiri dari HP?",
        ],
    ),
    (
        "fidusia.roya",
        None,
        [
            "roya fidusia",
            "hapus fidusia setelah lunas",
            "penghapusan sertifikat jaminan fidusia",
            "how to remove fidusia after loan paid",
            "kredit motor lunas, fidusia dicoret gimana",
            "pencoretan jaminan fidusia",
            "cabut fidusia",
            "roya fidusia online",
        ],
    ),
    (
        "voucher.cara-bayar",
        None,
        [
            "bayar voucher",
            "how to pay voucher AHU",
            "kode billing dibayar lewat mana",
            "bayar PNBP pake m-banking",
            "voucher AHU bisa bayar di minimarket?",
            "pembayaran kode billing",
            "transfer voucher ke rekening mana",
        ],
    ),
    (
        "cv-firma.dimana-daftar",
        "cv-firma-pendaftaran",
        [
            "CV sekarang register dimana",
            "pendaftaran CV masih ke PN atau sudah online",
            "firma daftarnya kemana sekarang",
            "where to register a CV",
            "CV didaftar lewat SABU?",
            "tempat daftar persekutuan komanditer",
            "CV daftar di kemenkum atau pengadilan",
            "lewat mana daftar firma",
            "CV harus registrasi di sistem apa",
        ],
    ),
    (
        "apostille.apa-itu",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille tuh apa",
            "apostil maksudnya apa",
            "pengertian apostille",
            "apostille itu buat apa",
            "arti apostille",
            "apostille meaning",
        ],
    ),
    (
        "pt-perorangan.lama",
        None,
        [
            "PT perorangan jadinya berapa lama",
            "berapa hari proses PT perorangan",
            "how long PT perorangan approved",
            "PT perorangan bisa jadi hari itu juga?",
            "estimasi waktu PT perorangan terbit",
            "sertifikat PT perorangan keluar kapan setelah daftar",
            "lama proses PT perseorangan",
            "PT perorangan sehari jadi ga",
        ],
    ),
    (
        "yayasan.pendirian",
        "yayasan-pendirian",
        [
            "how to set up yayasan",
            "langkah bikin yayasan",
            "prosedur pengesahan yayasan",
            "yayasan sosial mau didirikan, alurnya",
            "mendirikan yayasan lewat notaris?",
            "step mendirikan foundation di Indonesia",
            "cara urus yayasan baru",
            "yayasan keagamaan cara bikinnya",
        ],
    ),
    (
        "apostille.dokumen",
        "apostille-dokumen",
        [
            "dokumen apa yg bisa di apostille",
            "which documents can be apostilled",
            "ijazah bisa diapostille gak",
            "SKCK bisa apostille?",
            "akta cerai bisa diapostille",
            "dokumen perusahaan bisa apostille?",
            "apostille berlaku buat dokumen apa aja",
            "jenis dokumen yg diterima apostille",
        ],
    ),
    (
        "pt-perorangan.perubahan",
        None,
        [
            "ganti alamat PT perorangan",
            "update KBLI PT perorangan",
            "revisi data PT perorangan yang sudah terdaftar",
            "how to change PT perorangan data",
            "koreksi nama PT perorangan salah ketik",
            "tambah modal PT perorangan caranya",
            "perubahan pernyataan pendirian PT perorangan",
            "edit data PT perseorangan di AHU",
        ],
    ),
    (
        "wasiat.pencarian",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "how to check if deceased left a will",
            "surat keterangan wasiat",
            "cari tau ada wasiat ato ga dari ortu yg meninggal",
            "pencarian data wasiat",
            "ahli waris mau cek wasiat",
            "almarhumah ninggalin wasiat ga ya, ngeceknya gimana",
            "search wasiat di daftar pusat wasiat",
        ],
    ),
    (
        "apostille.lama",
        None,
        [
            "apostille berapa lama jadi",
            "how long apostille process",
            "apostille selesai berapa hari",
            "estimasi apostille",
            "apostille bisa sehari jadi",
            "lama proses apostille",
        ],
    ),
    (
        "pt-biasa.syarat",
        None,
        [
            "apa saja syarat untuk mendirikan PT biasa?",
            "requirement PT biasa",
            "persyaratan PT persekutuan modal",
            "dokumen apa yg dibawa ke notaris buat PT biasa",
            "PT biasa minimal berapa pendiri dan modal",
            "kelengkapan pendirian PT biasa",
            "syarat mendirikan PT (bukan perorangan)",
        ],
    ),
    (
        "pt-perorangan.pembubaran",
        None,
        [
            "cara bubarin PT perorangan",
            "tutup PT perorangan gimana",
            "pembubaran PT perorangan",
            "how to close PT perorangan",
            "PT perorangan mau dibubarkan prosedurnya",
            "stop usaha, PT perorangan nya mau ditutup",
            "pernyataan pembubaran PT perorangan",
            "likuidasi PT perseorangan",
        ],
    ),
    (
        "fidusia.biaya",
        None,
        [
            "PNBP fidusia",
            "fee pendaftaran fidusia",
            "tarif fidusia nilai penjaminan 100 juta",
            "ongkos daftar jaminan fidusia",
            "fidusia cost",
            "biaya sertifikat jaminan fidusia",
            "fidusia bayar berapa",
            "berapa rupiah daftar fidusia",
        ],
    ),
    (
        "kewarganegaraan.ganda-usia",
        "kewarganegaraan-ganda-anak",
        [
            "dual citizenship anak batas umur",
            "anak dwi kewarganegaraan wajib pilih usia berapa",
            "at what age must a dual citizen child choose",
            "anak ganda kewarganegaraan deadline pilih",
            "kapan anak kawin campur harus tentukan kewarganegaraan",
            "umur maksimal anak punya 2 paspor",
            "anak WNI-WNA pilih kewarganegaraan umur berapa",
        ],
    ),
    (
        "pt-biasa.akta-notaris",
        "pt-biasa-akta",
        [
            "PT biasa must use notary?",
            "PT persekutuan modal wajib pakai akta notaris?",
            "PT biasa bisa tanpa notaris ga",
            "pendirian PT umum perlu notaris?",
            "PT biasa daftar sendiri tanpa akta bisa?",
            "apakah PT non perorangan butuh akta",
            "PT 2 orang pendiri harus pake notaris?",
            "PT biasa notarial deed required?",
        ],
    ),
    (
        "apostille.cara-ajukan",
        None,
        [
            "cara ajukan apostille",
            "how to apply apostille",
            "apostille online caranya",
            "apostille harus datang ke kantor?",
            "alur permohonan apostille",
            "daftar apostille lewat mana",
            "step apostille ijazah",
        ],
    ),
    (
        "pt-perorangan.apa-itu",
        None,
        [
            "PT perorangan itu apa",
            "bedanya PT perorangan sama PT biasa",
            "what is PT perorangan",
            "PT perseorangan maksudnya gimana",
            "PT perorangan vs PT biasa",
            "pengertian PT perorangan",
            "PT perorangan sama PT umum apa bedanya",
        ],
    ),
    (
        "yayasan.biaya",
        None,
        [
            "biaya pengesahan yayasan",
            "PNBP yayasan",
            "ongkos bikin yayasan",
            "yayasan fee berapa",
            "tarif pendirian yayasan di AHU",
            "cost to set up a foundation",
            "bayar berapa buat pengesahan yayasan",
        ],
    ),
    (
        "apostille.vs-legalisasi",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "beda apostille dan legalisir kedutaan",
            "difference between apostille and legalization",
            "apostille sama legalisasi apa bedanya",
            "kapan pakai apostille kapan legalisasi",
            "legalisasi dokumen masih perlu kalau sudah apostille?",
        ],
    ),
    (
        "fidusia.perubahan",
        None,
        [
            "perubahan sertifikat fidusia",
            "ubah data jaminan fidusia",
            "salah input fidusia mau revisi",
            "ganti objek jaminan fidusia",
            "update nilai penjaminan fidusia",
            "how to amend fidusia",
            "koreksi sertifikat jaminan fidusia",
        ],
    ),
    (
        "cv.biaya",
        None,
        [
            "biaya daftar CV",
            "PNBP pendaftaran CV",
            "ongkos bikin CV di AHU",
            "fee registrasi CV berapa",
            "CV bayar berapa",
            "tarif pendaftaran CV dan firma",
            "how much to register CV",
        ],
    ),
    (
        "perkumpulan.badan-hukum",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi badan hukum gimana",
            "how can an association become a legal entity",
            "pengesahan perkumpulan",
            "komunitas kami mau berbadan hukum perkumpulan",
            "ormas perkumpulan daftar badan hukum caranya",
            "status badan hukum perkumpulan diurus dimana",
            "perkumpulan berbadan hukum prosedurnya",
        ],
    ),
    (
        "kewarganegaraan.naturalisasi-syarat",
        None,
        [
            "requirement naturalisasi",
            "syarat pewarganegaraan",
            "foreigner mau jadi WNI butuh apa aja",
            "dokumen naturalisasi",
            "kelengkapan permohonan jadi WNI",
            "istri WNA apply WNI persyaratannya",
            "ketentuan naturalisasi",
        ],
    ),
    (
        "yayasan.pembubaran",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup gimana",
            "pembubaran yayasan prosedurnya",
            "how to dissolve yayasan",
            "yayasan sudah tidak aktif mau dibubarkan",
            "likuidasi yayasan",
            "cara tutup yayasan di AHU",
        ],
    ),
    (
        "wasiat.syarat",
        None,
        [
            "syarat cek wasiat",
            "dokumen apa yg dibawa untuk pencarian wasiat",
            "requirement surat keterangan wasiat",
            "berkas permohonan keterangan wasiat",
            "perlu akta kematian untuk cek wasiat?",
            "kelengkapan pencarian wasiat",
        ],
    ),
    (
        "akun.registrasi",
        None,
        [
            "sign up AHU",
            "bikin akun AHU",
            "register akun AHU online",
            "pendaftaran user AHU",
            "create account AHU",
            "buat akun baru di AHU",
        ],
    ),
    (
        "legalisasi.biaya",
        None,
        [
            "biaya legalisasi dokumen",
            "legalisasi bayar berapa",
            "tarif legalisir dokumen di kemenkum",
            "legalization fee",
            "PNBP legalisasi",
            "ongkos legalisasi untuk negara non apostille",
        ],
    ),
    (
        "pt-biasa.biaya",
        None,
        [
            "biaya PT biasa berapa",
            "PNBP pengesahan PT biasa",
            "fee pendirian PT persekutuan modal",
            "ongkos pengesahan PT biasa",
            "PT biasa cost berapa di AHU",
            "tarif pengesahan badan hukum PT",
            "bayar berapa buat PT biasa",
        ],
    ),
    (
        "cv.apa-itu",
        None,
        [
            "CV itu apa",
            "beda CV dan PT",
            "CV vs PT perorangan mending mana",
            "apa bedanya CV sama firma",
            "what is CV in Indonesia",
            "persekutuan komanditer maksudnya apa",
        ],
    ),
    (
        "koperasi.pendirian",
        None,
        [
            "bikin koperasi lewat AHU",
            "how to set up koperasi",
            "alur pengesahan koperasi",
            "koperasi baru daftar dimana",
            "pendirian koperasi desa caranya",
            "prosedur badan hukum koperasi",
        ],
    ),
]

HARD_PUBLIC_FOLLOWUPS = {
    "apostille.apa-itu": [
        ("apostille.biaya", ["fee nya?", "ongkosnya berapa", "per dokumen bayar berapa"]),
        ("apostille.lama", ["prosesnya berapa lama", "how long?"]),
        ("apostille.vs-legalisasi", ["bedanya sama legalisasi apa", "vs legalisir?"]),
    ],
    "pt-perorangan.syarat": [
        ("pt-perorangan.biaya", ["fee nya?", "ongkosnya berapa"]),
        ("pt-perorangan.lama", ["jadinya berapa hari", "how long?"]),
        ("pt-biasa.syarat", ["kalau PT biasa requirement nya?", "yg PT biasa gimana syaratnya"]),
    ],
    "pt-perorangan.cara-daftar": [
        ("pt-perorangan.lama", ["berapa lama jadinya", "sehari jadi?"]),
        ("pt-perorangan.biaya", ["tarifnya?", "bayar berapa"]),
    ],
    "fidusia.daftar": [
        ("fidusia.biaya", ["PNBP nya berapa", "fee?"]),
        ("fidusia.roya", ["kalau nanti lunas hapusnya gimana", "roya nya?"]),
        ("fidusia.perubahan", ["kalau salah input bisa diubah?", "revisinya gimana"]),
    ],
    "yayasan.pendirian": [
        ("yayasan.biaya", ["ongkosnya?", "PNBP nya berapa"]),
        ("yayasan.pembubaran", ["kalau nanti mau bubar gimana"]),
    ],
    "pt-perorangan.apa-itu": [
        ("pt-perorangan.syarat", ["requirement nya apa aja", "siapa aja yg boleh bikin"]),
    ],
}

HARD_INTERNAL = [
    (
        "int.pt-perorangan.jumlah",
        "internal-jumlah-pt-bulanan",
        0.24,
        [
            "how many PT perorangan registered in {prov} {period}",
            "count PT perorangan {month}",
            "PT perorangan {prov} {year} berapa",
            "jumlah pendaftaran PT perseorangan {period} per provinsi",
            "total PT perorangan yg masuk {period}",
            "number of new PT perorangan in {prov} {month}",
            "registrasi PT perorangan {prov} {period} ada berapa",
        ],
    ),
    (
        "int.pt-perorangan.ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        0.15,
        [
            "top 5 provinces PT perorangan {year}",
            "peringkat provinsi by PT perorangan {period}",
            "provinsi dengan PT perorangan terbanyak {month}",
            "3 provinsi teratas PT perseorangan {year}",
            "urutan provinsi pendaftar PT perorangan {period}, terbesar dulu",
            "which province has the most PT perorangan {period}",
        ],
    ),
    (
        "int.fidusia.kanwil-diatas",
        "internal-fidusia-kantor-wilayah",
        0.14,
        [
            "kanwil with fidusia above {thr} {month}",
            "which offices exceeded {thr} fidusia {period}",
            "kantor wilayah yg fidusianya lebih dari {thr} {month}",
            "list kanwil fidusia > {thr} {period}",
            "kanwil mana saja pendaftaran fidusia di atas {thr} {period}",
        ],
    ),
    (
        "int.fidusia.jumlah",
        None,
        0.13,
        [
            "berapa pendaftaran fidusia bulan lalu per provinsi",
            "how many fidusia registrations {period}",
            "jumlah sertifikat fidusia {prov} {month}",
            "fidusia {prov} {year} total",
            "count fidusia {period}",
        ],
    ),
    (
        "int.pt-perorangan.kanwil-diatas",
        None,
        0.12,
        [
            "kanwil mana yang PT perorangannya di atas {thr} {period}",
            "kantor wilayah dengan PT perorangan lebih dari {thr} {month}",
            "offices with more than {thr} PT perorangan {period}",
            "list kanwil PT perorangan > {thr} {month}",
        ],
    ),
    (
        "int.fidusia.ranking-provinsi",
        None,
        0.12,
        [
            "provinsi mana paling banyak fidusia {year}",
            "top 3 provinsi pendaftaran fidusia {period}",
            "ranking provinsi fidusia {month}",
            "peringkat provinsi jaminan fidusia {period}",
        ],
    ),
    (
        "int.pt-perorangan.perbandingan",
        None,
        0.1,
        [
            "PT perorangan {month} vs {month2}",
            "growth PT perorangan {year} compared to {year2}",
            "perbandingan pendaftaran PT perorangan {prov} {year} dan {year2}",
            "PT perorangan yoy {prov}",
            "berapa persen kenaikan PT perorangan {month} dibanding {month2}",
        ],
    ),
]

HARD_INTERNAL_FOLLOWUPS = {
    "int.pt-perorangan.jumlah": [
        (
            "int.pt-perorangan.jumlah",
            [
                "kalau {prov}?",
                "what about {prov}",
                "tahun lalu?",
                "last year?",
                "{month}?",
                "bulan sebelumnya brp",
                "dan {year}?",
            ],
        ),
        ("int.fidusia.jumlah", ["kalau fidusia?", "and fidusia?"]),
        ("int.pt-perorangan.perbandingan", ["vs tahun lalu?", "growth nya berapa persen?"]),
        ("int.pt-perorangan.ranking-provinsi", ["top 5 nya provinsi apa aja?"]),
        ("int.pt-perorangan.kanwil-diatas", ["kanwil mana yg di atas {thr}?"]),
    ],
    "int.pt-perorangan.ranking-provinsi": [
        (
            "int.pt-perorangan.ranking-provinsi",
            ["kalau {year}?", "top 10?", "kalau {month}?", "yang paling bawah?"],
        ),
        ("int.fidusia.ranking-provinsi", ["kalau fidusia rankingnya?", "same for fidusia"]),
    ],
    "int.fidusia.kanwil-diatas": [
        (
            "int.fidusia.kanwil-diatas",
            ["threshold {thr}?", "kalau {month}?", "tahun lalu?", "kalau batasnya {thr}?"],
        ),
        ("int.pt-perorangan.kanwil-diatas", ["kalau PT perorangan?", "same for PT perorangan"]),
    ],
    "int.fidusia.jumlah": [
        ("int.fidusia.jumlah", ["kalau {prov}?", "previous month?", "tahun lalu?"]),
        ("int.fidusia.ranking-provinsi", ["urutkan provinsinya"]),
    ],
    "int.pt-perorangan.kanwil-diatas": [
        ("int.pt-perorangan.kanwil-diatas", ["kalau {thr}?", "{month}?"]),
        ("int.fidusia.kanwil-diatas", ["kalau fidusia?"]),
    ],
    "int.fidusia.ranking-provinsi": [
        ("int.fidusia.ranking-provinsi", ["kalau {year}?", "top 10?"]),
        ("int.fidusia.jumlah", ["{prov} sendiri berapa?"]),
    ],
    "int.pt-perorangan.perbandingan": [
        ("int.pt-perorangan.perbandingan", ["kalau {prov}?", "in percent?"]),
    ],
}

HARD_NONE = [
    *TYPICAL_NONE,
    "thanks",
    "thank you",
    "ok noted",
    "good",
    "nice",
    "oke thx",
    "halo admin",
    "hi",
    "thx min",
    "noted, thanks",
]

HARD_GREETING_LINES = [*TYPICAL_GREETING_LINES, "hi", "hello", "good morning", "excuse me"]

INTERNAL_NONE = ["ok", "oke makasih", "sip", "noted", "thanks", "ok thx", "siap"]

# ---------------------------------------------------------------------------
# Noise material
# ---------------------------------------------------------------------------

GREETINGS = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "pagi min",
    "selamat pagi",
    "siang kak",
    "sore min",
    "malam min",
    "permisi",
    "mohon info",
    "assalamualaikum",
    "punten",
    "hai",
    "halo",
    "admin",
    "mau tanya",
    "mau nanya dong",
    "numpang tanya",
    "ijin bertanya",
    "mohon info kak",
]
HARD_GREETINGS = [*GREETINGS, "hi", "hello", "hi admin", "good morning", "sorry mau tanya"]

CLOSINGS = [
    "makasih",
    "makasih kak",
    "terima kasih",
    "trims",
    "tks",
    "ya",
    "ya kak",
    "dong",
    "dong min",
    "mohon bantuannya",
    "mohon dibantu",
    "🙏",
    "tq",
    "kak",
    "min",
    "plis",
    "ditunggu jawabannya",
]
HARD_CLOSINGS = [*CLOSINGS, "thanks", "thx", "pls", "asap", "thank you"]
TIGHT_CLOSINGS = {"ya", "ya kak", "dong", "dong min", "kak", "min", "plis", "pls"}

ABBREVIATIONS = [
    (r"\bbagaimana\b", ["gmn", "gimana", "bgmn"]),
    (r"\bgimana\b", ["gmn", "gmana"]),
    (r"\byang\b", ["yg"]),
    (r"\bberapa\b", ["brp", "brapa"]),
    (r"\bdi ?mana\b", ["dmn", "dimna"]),
    (r"\bsaya\b", ["sy", "aku", "sya"]),
    (r"\buntuk\b", ["utk", "buat", "untk"]),
    (r"\bbisa\b", ["bs", "bsa"]),
    (r"\btidak\b", ["gk", "ga", "nggak", "tdk"]),
    (r"\bgak\b", ["gk", "ga"]),
    (r"\bsaja\b", ["aja", "aj"]),
    (r"\bsudah\b", ["udh", "udah", "sdh"]),
    (r"\bkarena\b", ["krn", "karna"]),
    (r"\bdengan\b", ["dgn", "dg"]),
    (r"\btolong\b", ["tlg"]),
    (r"\bkalau\b", ["klo", "kalo", "kl"]),
    (r"\bapakah\b", ["apa", "apkh"]),
    (r"\bsekarang\b", ["skrg", "skrng"]),
    (r"\bbelum\b", ["blm", "belom"]),
    (r"\bterus\b", ["trus", "trs"]),
    (r"\bjuga\b", ["jg"]),
    (r"\bmau\b", ["mo", "mw"]),
    (r"\bsama\b", ["sm"]),
    (r"\bharus\b", ["hrs"]),
    (r"\bmohon\b", ["mhn"]),
    (r"\binformasi\b", ["info"]),
    (r"\bpersyaratan\b", ["syarat2"]),
    (r"\bperorangan\b", ["perseorangan", "per orangan"]),
    (r"\bdokumen\b", ["dok", "dokumen2"]),
    (r"\bpassword\b", ["pasword", "pw"]),
    (r"\bterima kasih\b", ["makasih", "trimakasih"]),
    (r"\bbanget\b", ["bgt"]),
    (r"\btahun\b", ["thn", "th"]),
    (r"\bbulan\b", ["bln"]),
    (r"\bprovinsi\b", ["prov", "propinsi"]),
    (r"\bjumlah\b", ["jml", "jmlh"]),
]
ABBREVIATIONS_RE = [(re.compile(p, re.IGNORECASE), subs) for p, subs in ABBREVIATIONS]

KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]


def _neighbours() -> dict[str, str]:
    out: dict[str, str] = {}
    for r, row in enumerate(KEYBOARD_ROWS):
        for c, ch in enumerate(row):
            near = []
            if c > 0:
                near.append(row[c - 1])
            if c < len(row) - 1:
                near.append(row[c + 1])
            for rr in (r - 1, r + 1):
                if 0 <= rr < len(KEYBOARD_ROWS):
                    other = KEYBOARD_ROWS[rr]
                    for cc in (c - 1, c, c + 1):
                        if 0 <= cc < len(other):
                            near.append(other[cc])
            out[ch] = "".join(near)
    return out


NEIGHBOURS = _neighbours()

FIRST_NAMES = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rudi",
    "Rina",
    "Andi",
    "Ahmad",
    "Nur",
    "Putri",
    "Yusuf",
    "Wahyu",
    "Fitri",
    "Eko",
    "Sri",
    "Dian",
    "Hendra",
    "Lestari",
    "Rizky",
    "Indah",
    "Made",
    "Ketut",
    "Teguh",
    "Bambang",
    "Yohanes",
    "Maria",
    "Fransiska",
    "Ilham",
    "Anisa",
    "Joko",
]
LAST_NAMES = [
    "Santoso",
    "Wijaya",
    "Saputra",
    "Lestari",
    "Hidayat",
    "Nugroho",
    "Siregar",
    "Nasution",
    "Harahap",
    "Pratama",
    "Kurniawan",
    "Rahman",
    "Setiawan",
    "Simanjuntak",
    "Tanjung",
    "Gunawan",
    "Putra",
    "Sembiring",
    "Manurung",
    "Wibowo",
]
MAIL_DOMAINS = ["gmail.com", "gmail.com", "gmail.com", "yahoo.com", "yahoo.co.id", "outlook.com"]
PHONE_PREFIXES = ["0811", "0812", "0813", "0821", "0822", "0852", "0853", "0856", "0857"]
PHONE_PREFIXES += ["0877", "0878", "0895", "0896", "0838", "0881"]
NIK_PROVINCES = [11, 12, 13, 14, 16, 18, 31, 32, 33, 34, 35, 36, 51, 52, 53, 61, 64, 71, 73, 81]

PII_PREFIX = ["sy {name}", "saya {name}, NIK {nik}", "atas nama {name}", "nama: {name} nik: {nik}"]
PII_SUFFIX = [
    "NIK {nik}",
    "no hp {phone}",
    "wa {phone}",
    "email {email}",
    "akun sy {email}",
    "npwp {npwp}",
    "bisa hubungi {phone}",
    "nik sy {nik} email {email}",
    "a.n. {name} {phone}",
]
HARD_PII_SUFFIX = [*PII_SUFFIX, "my phone {phone}", "email: {email}", "contact me {email}"]

PROVINCES = [
    "Jawa Timur",
    "Jawa Barat",
    "Jawa Tengah",
    "DKI Jakarta",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sumatera Selatan",
    "Sulawesi Selatan",
    "Kalimantan Timur",
    "DI Yogyakarta",
    "Riau",
    "Lampung",
    "NTB",
    "NTT",
    "Aceh",
    "Papua",
    "Sulawesi Utara",
    "Kalimantan Barat",
    "Jatim",
    "Jabar",
    "Jateng",
    "DKI",
    "Sumut",
    "Sulsel",
    "Kaltim",
    "DIY",
]
MONTHS = [
    "Januari 2026",
    "Februari 2026",
    "Maret 2026",
    "April 2026",
    "Mei 2026",
    "Juni 2026",
    "Juli 2026",
    "Agustus 2026",
    "September 2026",
    "Oktober 2026",
    "November 2026",
    "Desember 2025",
    "November 2025",
    "okt 2026",
    "nov 2026",
]
PERIODS = [
    "bulan lalu",
    "bulan ini",
    "November 2026",
    "Oktober 2026",
    "tahun 2025",
    "tahun ini",
    "minggu lalu",
    "kuartal 3 2026",
    "semester 1 2026",
    "Januari sampai November 2026",
    "2025",
    "tahun lalu",
]
HARD_PERIODS = [*PERIODS, "last month", "YTD 2026", "Q3 2026", "this year", "last week"]
YEARS = ["2023", "2024", "2025", "2026"]
THRESHOLDS = ["500", "750", "1.000", "1000", "1.500", "2.000", "300"]


# ---------------------------------------------------------------------------
# Generator
# ---------------------------------------------------------------------------


class Week:
    def __init__(self, name: str, seed: int, start: str, hard: bool) -> None:
        self.name = name
        self.rng = random.Random(seed)
        self.start = datetime.fromisoformat(start).replace(tzinfo=TZ)
        self.end = self.start + timedelta(days=7)
        self.hard = hard
        if hard:
            self.public = HARD_PUBLIC
            self.public_followups = HARD_PUBLIC_FOLLOWUPS
            self.internal = HARD_INTERNAL
            self.internal_followups = HARD_INTERNAL_FOLLOWUPS
            self.none_lines = HARD_NONE
            self.greeting_lines = HARD_GREETING_LINES
            self.greetings = HARD_GREETINGS
            self.closings = HARD_CLOSINGS
            self.pii_suffix = HARD_PII_SUFFIX
            self.periods = HARD_PERIODS
            self.zipf_s = 0.6
            self.p_typo_public = 0.26
            self.p_typo_internal = 0.2
        else:
            self.public = TYPICAL_PUBLIC
            self.public_followups = TYPICAL_PUBLIC_FOLLOWUPS
            self.internal = TYPICAL_INTERNAL
            self.internal_followups = TYPICAL_INTERNAL_FOLLOWUPS
            self.none_lines = TYPICAL_NONE
            self.greeting_lines = TYPICAL_GREETING_LINES
            self.greetings = GREETINGS
            self.closings = CLOSINGS
            self.pii_suffix = PII_SUFFIX
            self.periods = PERIODS
            self.zipf_s = 1.0
            self.p_typo_public = 0.32
            self.p_typo_internal = 0.22
        self.phrasings = {i: p for i, _, p in self.public}
        self.covered = {i: item for i, item, _ in self.public}
        self.covered.update({i: item for i, item, _, _ in self.internal})
        self.public_ids = [i for i, _, _ in self.public]
        self.public_weights = [1.0 / (k + 1) ** self.zipf_s for k in range(len(self.public))]
        self.internal_ids = [i for i, _, _, _ in self.internal]
        self.internal_weights = [w for _, _, w, _ in self.internal]
        self.internal_templates = {i: t for i, _, _, t in self.internal}
        self.sessions: set[str] = set()
        self.typos = 0

    # -- small helpers -----------------------------------------------------

    def pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def session_id(self) -> str:
        while True:
            sid = f"s-{self.rng.getrandbits(48):012x}"
            if sid not in self.sessions:
                self.sessions.add(sid)
                return sid

    def start_time(self, internal: bool) -> datetime:
        rng = self.rng
        day_weights = [1.0, 1.0, 1.0, 1.0, 0.95, 0.55, 0.45]
        if internal:
            day_weights = [1.0, 1.0, 1.0, 1.0, 0.9, 0.05, 0.02]
            hour_weights = [0] * 7 + [2, 6, 8, 8, 7, 4, 7, 8, 7, 4, 2, 1, 1] + [0] * 4
        else:
            hour_weights = [1, 0.5, 0.3, 0.3, 0.5, 1, 2, 4, 7, 9, 9, 8, 6, 8, 8, 7, 6, 5]
            hour_weights += [5, 6, 6, 5, 3, 2]
        day = rng.choices(range(7), weights=day_weights)[0]
        hour = rng.choices(range(24), weights=hour_weights)[0]
        return self.start + timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )

    # -- noise ---------------------------------------------------------------

    def abbreviate(self, text: str, level: float) -> str:
        if level <= 0:
            return text
        for pattern, subs in ABBREVIATIONS_RE:

            def repl(m: re.Match[str], subs: list[str] = subs) -> str:
                if self.rng.random() < level:
                    return self.pick(subs)
                return m.group(0)

            text = pattern.sub(repl, text)
        return text

    def typo(self, text: str) -> str:
        rng = self.rng
        spans = [m.span() for m in re.finditer(r"[A-Za-z]{4,}", text)]
        if not spans:
            return text
        a, b = self.pick(spans)
        word = text[a:b]
        kind = rng.choice(["swap", "drop", "double", "near"])
        i = rng.randrange(1, len(word) - 1)
        if kind == "swap":
            if word[i] == word[i + 1]:
                i = 0 if word[0] != word[1] else i
            new = word[:i] + word[i + 1] + word[i] + word[i + 2 :]
        elif kind == "drop":
            new = word[:i] + word[i + 1 :]
        elif kind == "double":
            new = word[:i] + word[i] + word[i:]
        else:
            near = NEIGHBOURS.get(word[i].lower(), "")
            new = word[:i] + (rng.choice(near) if near else word[i] * 2) + word[i + 1 :]
        return text[:a] + new + text[b:]

    def casing(self, text: str) -> str:
        r = self.rng.random()
        if r < 0.55:
            return text.lower()
        if r < 0.85:
            return text
        if r < 0.93:
            return text[:1].upper() + text[1:]
        if r < 0.97:
            return text.upper()
        return text.title()

    def ending(self, text: str) -> str:
        text = text.rstrip(" ?.!")
        endings = ["?", "", "??", "???", ".", " ?", "?!", "..."]
        return text + self.rng.choices(endings, weights=[40, 30, 10, 3, 5, 5, 2, 5])[0]

    def joiner(self, text: str) -> str:
        if text.endswith(("?", ".", "!")):
            return " "
        return self.rng.choice([" ", ", ", ". "])

    def stretch(self, text: str) -> str:
        words = list(re.finditer(r"[A-Za-z]{2,}", text))
        if not words:
            return text
        m = words[-1] if self.rng.random() < 0.6 else self.pick(words)
        reps = self.rng.randrange(2, 5)
        return text[: m.end()] + text[m.end() - 1] * reps + text[m.end() :]

    def pii(self) -> dict[str, str]:
        rng = self.rng
        first = self.pick(FIRST_NAMES)
        last = self.pick(LAST_NAMES)
        name = first if rng.random() < 0.3 else f"{first} {last}"
        if rng.random() < 0.4:
            name = name.lower()
        day = rng.randrange(1, 29) + (40 if rng.random() < 0.5 else 0)
        nik = (
            f"{self.pick(NIK_PROVINCES):02d}{rng.randrange(1, 80):02d}{rng.randrange(1, 40):02d}"
            f"{day:02d}{rng.randrange(1, 13):02d}{rng.randrange(60, 106) % 100:02d}"
            f"{rng.randrange(1, 1000):04d}"
        )
        digits = self.pick(PHONE_PREFIXES) + "".join(
            str(rng.randrange(10)) for _ in range(rng.randrange(7, 10))
        )
        form = rng.randrange(5)
        if form == 0:
            phone = digits
        elif form == 1:
            phone = f"{digits[:4]}-{digits[4:8]}-{digits[8:]}"
        elif form == 2:
            phone = f"+62 {digits[1:4]} {digits[4:8]} {digits[8:]}"
        elif form == 3:
            phone = "62" + digits[1:]
        else:
            phone = f"{digits[:4]} {digits[4:8]} {digits[8:]}"
        local = rng.choice(
            [
                f"{first}.{last}",
                f"{first}{last}{rng.randrange(1, 100)}",
                f"{first}_{rng.randrange(1970, 2006)}",
                f"{last}.{first[0]}",
            ]
        )
        email = f"{local.lower().replace(' ', '')}@{self.pick(MAIL_DOMAINS)}"
        n15 = "".join(str(rng.randrange(10)) for _ in range(15))
        npwp_form = rng.randrange(3)
        if npwp_form == 0:
            npwp = f"{n15[:2]}.{n15[2:5]}.{n15[5:8]}.{n15[8]}-{n15[9:12]}.{n15[12:]}"
        elif npwp_form == 1:
            npwp = n15
        else:
            npwp = nik
        return {"name": name, "nik": nik, "phone": phone, "email": email, "npwp": npwp}

    def public_pii_rate(self, intent: str) -> float:
        if intent.startswith(("akun.", "voucher.")):
            return 0.3
        if intent.startswith(("wasiat.", "kewarganegaraan.")):
            return 0.12
        return 0.05

    def noisy_public(
        self, phrase: str, intent: str | None, short: bool = False, greet: bool = True
    ) -> str:
        rng = self.rng
        level = rng.choices([0.0, 0.5, 0.9], weights=[3, 4, 3])[0]
        core = self.abbreviate(phrase, level)
        if rng.random() < self.p_typo_public:
            new = self.typo(core)
            if rng.random() < 0.15:
                new = self.typo(new)
            if new != core:
                self.typos += 1
            core = new
        core = self.casing(core)
        if not short:
            core = self.ending(core)
        lowered = core == core.lower()
        if not short and greet and rng.random() < 0.28:
            g = self.pick(self.greetings)
            g = g if lowered or rng.random() < 0.5 else g.capitalize()
            core = g + rng.choice([", ", " ", ". ", " ", "... "]) + core
        if not short and rng.random() < 0.2:
            c = self.pick(self.closings)
            if c in TIGHT_CLOSINGS:
                stripped = core.rstrip("?.! ")
                core = f"{stripped} {c}{core[len(stripped) :].strip()}"
            else:
                core = core + self.joiner(core) + c
        if intent is not None and rng.random() < self.public_pii_rate(intent):
            slots = self.pii()
            if rng.random() < 0.35:
                core = self.pick(PII_PREFIX).format(**slots) + ", " + core
            else:
                core = core + self.joiner(core) + self.pick(self.pii_suffix).format(**slots)
        if rng.random() < 0.07:
            core = self.stretch(core)
        if rng.random() < 0.03:
            core = core.replace(" ", "  ", 1)
        return core

    def noisy_internal(self, text: str) -> str:
        rng = self.rng
        level = rng.choices([0.0, 0.4, 0.8], weights=[5, 3, 2])[0]
        core = self.abbreviate(text, level)
        if rng.random() < self.p_typo_internal:
            new = self.typo(core)
            if new != core:
                self.typos += 1
            core = new
        r = rng.random()
        if r < 0.6:
            core = core.lower()
        elif r < 0.9:
            core = core[:1].upper() + core[1:]
        core = core.rstrip(" ?.!") + rng.choices(["?", "", "."], weights=[5, 4, 1])[0]
        if rng.random() < 0.08:
            core = rng.choice(["tolong ", "mohon ", "cek ", "coba ", "please "]) + core
        return core

    def slots(self) -> dict[str, str]:
        rng = self.rng
        month, month2 = rng.sample(MONTHS, 2)
        year, year2 = rng.sample(YEARS, 2)
        return {
            "prov": self.pick(PROVINCES),
            "period": self.pick(self.periods),
            "month": month,
            "month2": month2,
            "year": year,
            "year2": year2,
            "thr": self.pick(THRESHOLDS),
        }

    # -- sessions ------------------------------------------------------------

    def feedback(self) -> str | None:
        if self.rng.random() < 0.06:
            return "down" if self.rng.random() < 0.4 else "up"
        return None

    def public_session(self) -> list[tuple[str, str, str | None]]:
        """Lines of one public session as (question, label, feedback)."""
        rng = self.rng
        lines: list[tuple[str, str, str | None]] = []
        if rng.random() < 0.008:
            text = self.noisy_public(self.pick(self.none_lines), None, short=True)
            return [(text, "none", None)]
        if rng.random() < 0.015:
            text = self.noisy_public(self.pick(self.greeting_lines), None, short=True)
            lines.append((text, "none", None))
        intent = rng.choices(self.public_ids, weights=self.public_weights)[0]
        lines.append(
            (
                self.noisy_public(self.pick(self.phrasings[intent]), intent),
                intent,
                self.feedback(),
            )
        )
        if rng.random() < 0.04:
            again = "maksudnya " + self.pick(self.phrasings[intent])
            text = self.noisy_public(again, intent, greet=False)
            lines.append((text, intent, self.feedback()))
        follow = self.public_followups.get(intent)
        if follow and rng.random() < 0.2:
            nxt, phr = self.pick(follow)
            text = self.noisy_public(self.pick(phr), nxt, short=rng.random() < 0.5)
            lines.append((text, nxt, self.feedback()))
        if rng.random() < 0.018:
            text = self.noisy_public(self.pick(self.none_lines), None, short=True)
            lines.append((text, "none", None))
        return lines

    def internal_session(self) -> list[tuple[str, str, str | None]]:
        rng = self.rng
        intent = rng.choices(self.internal_ids, weights=self.internal_weights)[0]
        text = self.pick(self.internal_templates[intent]).format(**self.slots())
        lines = [(self.noisy_internal(text), intent, self.feedback())]
        extra = rng.choices([0, 1, 2, 3, 4], weights=[25, 35, 25, 10, 5])[0]
        for _ in range(extra):
            options = self.internal_followups[intent]
            weights = [3 if nxt == intent else 1 for nxt, _ in options]
            nxt, templates = rng.choices(options, weights=weights)[0]
            intent = nxt
            text = self.pick(templates).format(**self.slots())
            lines.append((self.noisy_internal(text), intent, self.feedback()))
        if rng.random() < 0.06:
            lines.append((self.pick(INTERNAL_NONE), "none", None))
        return lines

    def place(self, lines, internal: bool) -> list[dict]:
        rng = self.rng
        gaps = [0] + [rng.randrange(20, 300 if internal else 240) for _ in lines[1:]]
        total = sum(gaps)
        at = self.start_time(internal)
        latest = self.end - timedelta(seconds=total + 1)
        at = min(at, latest)
        sid = self.session_id()
        out = []
        for (question, label, fb), gap in zip(lines, gaps, strict=True):
            at += timedelta(seconds=gap)
            rec = {
                "at": at.isoformat(),
                "session": sid,
                "question": question,
                "surface": "internal" if internal else "public",
            }
            if fb is not None:
                rec["feedback"] = fb
            rec["label"] = label
            out.append(rec)
        return out

    def build(self) -> list[dict]:
        records: list[dict] = []
        n_internal = 0
        while n_internal < INTERNAL_LINES:
            lines = self.internal_session()[: INTERNAL_LINES - n_internal]
            n_internal += len(lines)
            records.extend(self.place(lines, internal=True))
        n_public = 0
        target = LINES_PER_WEEK - INTERNAL_LINES
        while n_public < target:
            lines = self.public_session()[: target - n_public]
            n_public += len(lines)
            records.extend(self.place(lines, internal=False))
        order = sorted(range(len(records)), key=lambda k: (records[k]["at"], k))
        return [records[k] for k in order]

    def truth(self, records: list[dict]) -> dict:
        seen = {r["label"] for r in records} - {"none"}
        missing = set(self.covered) - seen
        assert not missing, f"{self.name}: intents never sampled: {sorted(missing)}"
        return {"set": GOLDEN_SET, "covered": {i: self.covered[i] for i in sorted(seen)}}


def write_week(out: Path, name: str, seed: int, start: str, hard: bool) -> None:
    week = Week(name, seed, start, hard)
    records = week.build()
    assert len(records) == LINES_PER_WEEK
    for r in records:
        at = datetime.fromisoformat(r["at"])
        assert week.start <= at < week.end, r
    body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records)
    (out / f"{name}.jsonl").write_text(body, encoding="utf-8")
    truth = json.dumps(week.truth(records), ensure_ascii=False, indent=2) + "\n"
    (out / f"{name}.truth.json").write_text(truth, encoding="utf-8")
    internal = sum(r["surface"] == "internal" for r in records)
    none = sum(r["label"] == "none" for r in records)
    covered = sum(v is not None for v in week.covered.values())
    print(
        f"{name}: {len(records)} lines, {len(week.covered)} intents ({covered} covered), "
        f"internal {internal / len(records):.1%}, none {none / len(records):.1%}, "
        f"typos {week.typos / len(records):.1%}, sessions {len(week.sessions)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default="bench/weeks", help="directory for the four files")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    write_week(out, "quebec-typical", 20261207, "2026-12-07T00:00:00", hard=False)
    write_week(out, "quebec-hard", 20261214, "2026-12-14T00:00:00", hard=True)


if __name__ == "__main__":
    main()
