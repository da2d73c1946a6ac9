"""Held-out weeks of AHU chatbot traffic, written by hand by the independent author `basil`.

Writes four files into --out, byte-identically on every run:
  basil-typical.jsonl, basil-typical.truth.json, basil-hard.jsonl, basil-hard.truth.json

The phrasings below are hand-written; this script only samples them (Zipf-like skew over
intents), builds sessions with follow-ups, and adds chat noise (greetings, closings, chat
spellings, casing, punctuation, repeated letters, typos, fake personal details).
Standard library only; all randomness comes from random.Random(seed).

Usage: python3 bench/weeks/basil_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
import re
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "basil"
SEED = 5_090_428
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000
INTERNAL_SHARE = 0.08

# Which golden item (if any) covers each intent, by the brief's labelling standard.
COVERED: dict[str, str | None] = {
    "ptp.syarat": "pt-perorangan-syarat",
    "ptp.biaya": None,
    "ptp.lama": None,
    "ptp.cara": None,
    "ptp.ubah": None,
    "ptp.bubar": None,
    "ptp.apa": None,
    "ptb.notaris": "pt-biasa-akta",
    "ptb.syarat": None,
    "ptb.biaya": None,
    "yayasan.cara": "yayasan-pendirian",
    "yayasan.syarat": None,
    "yayasan.biaya": None,
    "yayasan.ubah": None,
    "yayasan.bubar": None,
    "apostille.apa": "apostille-biaya-lanjutan",
    "apostille.biaya": "apostille-biaya-lanjutan",
    "apostille.dokumen": "apostille-dokumen",
    "apostille.vs-legalisasi": "apostille-vs-legalisasi",
    "apostille.lama": None,
    "apostille.cara": None,
    "fidusia.daftar": "fidusia-pendaftaran",
    "fidusia.biaya": None,
    "fidusia.roya": None,
    "fidusia.ubah": None,
    "cv.daftar": "cv-firma-pendaftaran",
    "cv.biaya": None,
    "cv.bubar": None,
    "perkumpulan.badan-hukum": "perkumpulan-badan-hukum",
    "perkumpulan.bubar": None,
    "wasiat.cari": "wasiat-pencarian",
    "wasiat.biaya": None,
    "kwn.anak-usia": "kewarganegaraan-ganda-anak",
    "kwn.anak-cara": None,
    "kwn.naturalisasi": None,
    "kwn.naturalisasi-syarat": None,
    "akun.password": None,
    "akun.daftar": None,
    "voucher.bayar": None,
    "voucher.status": None,
    "sk.unduh": None,
    "koperasi.daftar": None,
    "int.ptp.jumlah": "internal-jumlah-pt-bulanan",
    "int.ptp.ranking": "internal-provinsi-pt-terbanyak-2025",
    "int.ptp.threshold": None,
    "int.fidusia.jumlah": None,
    "int.fidusia.ranking": None,
    "int.fidusia.threshold": "internal-fidusia-kantor-wilayah",
}

# ---------------------------------------------------------------------------
# Typical week: ordinary users. Public intents in rank order (most frequent first).
# ---------------------------------------------------------------------------
TYP_PUBLIC: dict[str, list[str]] = {
    "ptp.cara": [
        "cara daftar PT perorangan gimana",
        "bagaimana langkah mendirikan PT perorangan secara online",
        "mau bikin PT perorangan, prosesnya gimana ya",
        "daftar pt perorangan lewat mana",
        "alur pendaftaran PT perorangan di AHU",
        "gimana cara isi pernyataan pendirian pt perorangan",
        "saya mau dirikan PT perorangan untuk usaha katering, mulainya dari mana",
        "pendirian pt perseorangan online caranya bagaimana",
        "cara bikin PT perorangan sendiri tanpa notaris gimana",
        "tolong jelaskan cara mendaftarkan PT perorangan",
    ],
    "akun.password": [
        "lupa password akun AHU online gimana ya",
        "cara reset password ahu online",
        "saya lupa kata sandi akun ahu, gimana cara mengembalikannya",
        "password akun saya lupa, bisa direset?",
        "gak bisa login karena lupa password",
        "link reset password tidak masuk ke email saya",
        "bagaimana cara mengganti password akun AHU yang lupa",
        "lupa pasword ahu online",
    ],
    "ptp.syarat": [
        "apa saja syarat mendirikan PT perorangan",
        "syarat pt perorangan apa aja",
        "persyaratan pendirian PT perseorangan",
        "apa syarat bikin pt perorangan",
        "syarat-syarat untuk daftar PT perorangan apa saja ya",
        "untuk PT perorangan syaratnya apa",
        "mau buat PT perorangan, persyaratannya apa aja",
        "apakah WNA boleh mendirikan PT perorangan",
        "umur berapa boleh mendirikan PT perorangan",
        "PT perorangan boleh didirikan 2 orang gak",
    ],
    "voucher.bayar": [
        "cara bayar voucher PNBP AHU",
        "bayar voucher ahu bisa lewat bank apa aja",
        "kode voucher sudah dapat, bayarnya dimana",
        "bisa bayar PNBP ahu pakai m-banking?",
        "gimana cara pembayaran voucher pendaftaran",
        "voucher ahu bisa dibayar di teller bank?",
        "bayar kode billing ahu lewat ATM bisa gak",
    ],
    "fidusia.roya": [
        "cara roya fidusia",
        "bagaimana menghapus jaminan fidusia setelah kredit lunas",
        "kredit motor sudah lunas, fidusianya dihapus gimana",
        "penghapusan sertifikat fidusia caranya",
        "roya fidusia online gimana ya",
        "leasing udah lunas, mau roya fidusia prosedurnya apa",
        "cara mencoret jaminan fidusia yang sudah lunas",
    ],
    "apostille.biaya": [
        "berapa biaya apostille",
        "biaya apostille per dokumen berapa",
        "apostille bayar berapa",
        "tarif apostille ijazah berapa",
        "apostille 3 dokumen biayanya berapa",
        "biaya apostille sekarang berapa ya",
        "apostille akta kelahiran biayanya berapa",
    ],
    "fidusia.daftar": [
        "cara daftar jaminan fidusia",
        "bagaimana mendaftarkan fidusia online",
        "pendaftaran jaminan fidusia lewat mana",
        "gimana prosedur pendaftaran fidusia",
        "mau daftarin fidusia kendaraan, caranya gimana",
        "daftar fidusia harus ke kanwil atau bisa online",
        "langkah-langkah pendaftaran jaminan fidusia di ahu",
    ],
    "ptp.biaya": [
        "berapa biaya pendirian PT perorangan",
        "biaya daftar PT perorangan berapa",
        "bikin pt perorangan bayar berapa",
        "PNBP PT perorangan berapa ya",
        "daftar PT perorangan gratis atau bayar",
        "biaya bikin PT perorangan sekarang berapa",
    ],
    "sk.unduh": [
        "cara download sertifikat PT perorangan",
        "sertifikat pendaftaran sudah terbit, downloadnya dimana",
        "cara cetak SK pengesahan",
        "gimana unduh sertifikat pendirian",
        "SK kemenkumham perusahaan saya bisa didownload dimana",
        "sertifikat pt perorangan tidak bisa diunduh, gimana",
    ],
    "apostille.apa": [
        "apa itu apostille",
        "apostille itu apa sih",
        "maksudnya apostille apa ya",
        "apostille artinya apa",
        "pengertian apostille",
        "apostille itu fungsinya buat apa",
    ],
    "yayasan.cara": [
        "bagaimana cara mendirikan yayasan",
        "cara bikin yayasan",
        "prosedur pendirian yayasan gimana",
        "mau dirikan yayasan pendidikan, langkahnya apa aja",
        "cara mengesahkan yayasan di AHU",
        "pendirian yayasan lewat notaris atau bisa sendiri",
    ],
    "cv.daftar": [
        "daftar CV dimana sekarang",
        "pendaftaran CV masih di pengadilan negeri?",
        "cara daftar firma",
        "CV didaftarkan lewat mana",
        "bikin CV daftarnya ke mana ya",
        "pendaftaran persekutuan komanditer dimana",
        "cara mendaftarkan CV baru",
    ],
    "akun.daftar": [
        "cara daftar akun ahu online untuk umum",
        "bagaimana membuat akun di ahu.go.id",
        "mau bikin akun AHU buat daftar PT perorangan, caranya gimana",
        "registrasi akun ahu online gimana ya",
        "daftar user baru ahu online dimana",
        "cara buat akun ahu sendiri tanpa lewat notaris",
    ],
    "voucher.status": [
        "sudah bayar voucher tapi status masih belum bayar",
        "voucher sudah dibayar kok belum bisa dipakai",
        "pembayaran PNBP sudah berhasil tapi di ahu belum terkonfirmasi",
        "udah transfer voucher dari kemarin belum terverifikasi",
        "status voucher masih belum lunas padahal sudah bayar",
    ],
    "wasiat.cari": [
        "cara cek apakah almarhum punya wasiat",
        "bagaimana mengetahui orang tua yang sudah meninggal meninggalkan wasiat",
        "cara mengurus surat keterangan wasiat",
        "ayah saya meninggal, gimana cek ada wasiat atau tidak",
        "pencarian wasiat di AHU gimana",
        "mau urus warisan, perlu cek wasiat dulu, caranya?",
    ],
    "ptp.ubah": [
        "cara ubah data PT perorangan",
        "mau ganti alamat PT perorangan gimana",
        "cara menambah KBLI di PT perorangan",
        "perubahan pernyataan PT perorangan gimana caranya",
        "ganti nama PT perorangan bisa gak",
    ],
    "apostille.dokumen": [
        "dokumen apa saja yang bisa diapostille",
        "ijazah bisa diapostille gak",
        "akta kelahiran bisa di apostille?",
        "dokumen apa yang bisa diajukan apostille",
        "apakah surat keterangan catatan kepolisian bisa diapostille",
        "jenis dokumen yang bisa apostille apa aja",
    ],
    "kwn.anak-usia": [
        "anak kewarganegaraan ganda harus memilih umur berapa",
        "batas usia anak berkewarganegaraan ganda memilih",
        "anak saya punya dua kewarganegaraan, sampai kapan boleh ganda",
        "anak dwi kewarganegaraan wajib pilih di usia berapa",
        "anak hasil perkawinan campur kapan harus pilih WNI atau WNA",
    ],
    "ptb.notaris": [
        "pendirian PT biasa wajib pakai akta notaris?",
        "PT biasa harus lewat notaris gak",
        "bikin PT biasa bisa tanpa notaris?",
        "apakah PT persekutuan modal perlu akta notaris",
        "pt biasa bisa daftar sendiri kayak pt perorangan?",
    ],
    "fidusia.biaya": [
        "biaya pendaftaran fidusia berapa",
        "berapa PNBP jaminan fidusia",
        "daftar fidusia bayar berapa",
        "tarif fidusia untuk nilai penjaminan 100 juta berapa",
        "biaya sertifikat fidusia berapa ya",
    ],
    "kwn.naturalisasi": [
        "cara WNA jadi WNI",
        "bagaimana prosedur naturalisasi jadi warga negara indonesia",
        "suami saya WNA mau jadi WNI prosedurnya gimana",
        "pewarganegaraan caranya gimana",
        "orang asing mau jadi WNI daftarnya kemana",
    ],
    "perkumpulan.badan-hukum": [
        "bagaimana perkumpulan bisa jadi badan hukum",
        "cara mengesahkan perkumpulan jadi berbadan hukum",
        "perkumpulan kami mau berbadan hukum, caranya gimana",
        "pengesahan badan hukum perkumpulan gimana",
        "komunitas kami mau jadi perkumpulan berbadan hukum prosesnya apa",
    ],
    "apostille.vs-legalisasi": [
        "apa bedanya apostille dan legalisasi",
        "beda apostille sama legalisir apa",
        "apostille atau legalisasi, bedanya apa",
        "perbedaan apostille dengan legalisasi kedutaan",
    ],
    "yayasan.biaya": [
        "biaya pendirian yayasan berapa",
        "pengesahan yayasan bayar berapa",
        "PNBP yayasan berapa ya",
        "berapa biaya daftar yayasan di ahu",
    ],
    "koperasi.daftar": [
        "cara mendaftarkan koperasi",
        "pendirian koperasi bisa lewat AHU?",
        "badan hukum koperasi diurus dimana",
        "mau bikin koperasi simpan pinjam, daftarnya gimana",
    ],
}

TYP_FOLLOW: dict[str, list[tuple[str, str]]] = {
    "apostille.apa": [
        ("biayanya berapa?", "apostille.biaya"),
        ("kalau biayanya per dokumen?", "apostille.biaya"),
        ("bedanya sama legalisasi apa?", "apostille.vs-legalisasi"),
        ("dokumen apa aja yang bisa?", "apostille.dokumen"),
    ],
    "ptp.syarat": [
        ("biayanya berapa?", "ptp.biaya"),
        ("terus cara daftarnya gimana?", "ptp.cara"),
    ],
    "ptp.cara": [
        ("syaratnya apa aja?", "ptp.syarat"),
        ("bayar berapa?", "ptp.biaya"),
    ],
    "ptp.biaya": [
        ("kalau yayasan?", "yayasan.biaya"),
        ("syaratnya apa aja?", "ptp.syarat"),
    ],
    "yayasan.cara": [
        ("biayanya?", "yayasan.biaya"),
        ("kalau biaya pengesahannya berapa?", "yayasan.biaya"),
    ],
    "fidusia.daftar": [
        ("biayanya berapa?", "fidusia.biaya"),
        ("kalau nanti lunas cara hapusnya gimana?", "fidusia.roya"),
    ],
    "voucher.bayar": [
        ("udah bayar tapi belum terverifikasi gimana?", "voucher.status"),
    ],
    "apostille.biaya": [
        ("kalau ijazah bisa?", "apostille.dokumen"),
    ],
}

TYP_INTERNAL: dict[str, list[str]] = {
    "int.ptp.jumlah": [
        "berapa PT perorangan yang didaftarkan di {prov} {period}?",
        "jumlah pendaftaran PT perorangan {period} per provinsi",
        "tolong hitung PT perorangan baru di {prov} {period}",
        "total PT perorangan terdaftar {period}",
        "ada berapa PT perorangan yang masuk {period} di {prov}",
        "minta angka pendaftaran PT perorangan {period}",
        "jumlah PT perseorangan {prov} {period} berapa",
    ],
    "int.ptp.ranking": [
        "provinsi mana yang paling banyak mendaftarkan PT perorangan {period}?",
        "top {k} provinsi pendaftaran PT perorangan {period}",
        "urutkan provinsi berdasarkan jumlah PT perorangan {period}",
        "{k} provinsi dengan PT perorangan terbanyak {period}",
        "ranking provinsi PT perorangan {period}",
    ],
    "int.fidusia.jumlah": [
        "berapa pendaftaran fidusia di {prov} {period}?",
        "jumlah sertifikat jaminan fidusia yang terbit {period}",
        "total pendaftaran fidusia {period} berapa",
        "hitung fidusia {prov} {period}",
    ],
    "int.fidusia.threshold": [
        "kanwil mana saja yang pendaftaran fidusianya di atas {n} {period}?",
        "daftar kantor wilayah dengan lebih dari {n} pendaftaran fidusia {period}",
        "kanwil yang fidusianya lebih dari {n} {period} apa aja",
        "tampilkan kanwil dengan fidusia > {n} {period}",
    ],
    "int.ptp.threshold": [
        "kanwil mana yang PT perorangannya lebih dari {n} {period}?",
        "provinsi dengan pendaftaran PT perorangan di atas {n} {period}",
        "daftar kantor wilayah yang PT perorangannya tembus {n} {period}",
    ],
}

TYP_INTERNAL_FOLLOW: dict[str, list[tuple[str, str]]] = {
    "int.ptp.jumlah": [
        ("kalau {prov}?", "int.ptp.jumlah"),
        ("{prov} berapa?", "int.ptp.jumlah"),
        ("tahun lalu berapa?", "int.ptp.jumlah"),
        ("kalau {period}?", "int.ptp.jumlah"),
        ("yang {prov} aja", "int.ptp.jumlah"),
        ("kalau fidusia?", "int.fidusia.jumlah"),
        ("provinsi mana yang paling banyak?", "int.ptp.ranking"),
    ],
    "int.ptp.ranking": [
        ("kalau {period}?", "int.ptp.ranking"),
        ("kalau top 10?", "int.ptp.ranking"),
        ("5 provinsi paling sedikit mana?", "int.ptp.ranking"),
        ("tahun lalu urutannya gimana?", "int.ptp.ranking"),
    ],
    "int.fidusia.jumlah": [
        ("kalau {prov}?", "int.fidusia.jumlah"),
        ("bulan sebelumnya berapa?", "int.fidusia.jumlah"),
        ("kalau PT perorangan?", "int.ptp.jumlah"),
    ],
    "int.fidusia.threshold": [
        ("kalau di atas {n}?", "int.fidusia.threshold"),
        ("kalau {period}?", "int.fidusia.threshold"),
        ("kalau PT perorangan yang di atas {n}?", "int.ptp.threshold"),
    ],
    "int.ptp.threshold": [
        ("kalau batasnya {n}?", "int.ptp.threshold"),
        ("{period} gimana?", "int.ptp.threshold"),
    ],
}

# ---------------------------------------------------------------------------
# Hard week: English mixed in, synonyms, intents differing only in the facet asked.
# ---------------------------------------------------------------------------
HARD_PUBLIC: dict[str, list[str]] = {
    "ptp.syarat": [
        "requirement buat PT perorangan apa aja?",
        "kalau mau punya PT perorangan, apa yang perlu disiapkan",
        "dokumen apa yg harus dibawa utk bikin pt perorangan",
        "ketentuan siapa yang boleh mendirikan PT perorangan",
        "what are the requirements to set up a PT perorangan",
        "kelengkapan berkas pt perseorangan apa saja",
        "WNA bisa punya PT perorangan gak?",
        "umur minimal pendiri pt perorangan",
        "pt perorangan boleh didirikan berdua sama istri?",
        "syarat pendirian PT perorangan untuk usaha mikro apa saja",
    ],
    "ptp.biaya": [
        "ongkos bikin PT perorangan berapa ya",
        "fee pendirian pt perorangan",
        "PNBP pt perseorangan brp",
        "how much does it cost to register PT perorangan",
        "pt perorangan bayar berapa ke negara",
        "harga daftar PT perorangan sekarang",
        "syaratnya udah tau, sekarang biayanya berapa utk PT perorangan",
        "mendirikan PT perorangan itu gratis?",
    ],
    "akun.password": [
        "forgot password ahu online",
        "kata sandi akun ahu lupa",
        "ga bisa masuk akun, pw lupa",
        "reset pass ahu gimana",
        "email reset password ahu gak nyampe",
        "can't login to AHU, forgot my password",
    ],
    "ptp.cara": [
        "how to register PT perorangan online",
        "alur bikin pt perorangan dari awal",
        "langkah-langkah mendirikan pt perorangan di ahu online",
        "pt perorangan didaftarkan lewat mana",
        "step by step daftar PT perorangan",
        "gimana prosedur pengisian pernyataan pendirian PT perorangan",
        "apa saja tahapan mendirikan PT perorangan",
    ],
    "apostille.biaya": [
        "apostille fee berapa",
        "ongkos apostille ijazah",
        "how much is the apostille per document",
        "PNBP apostille per dokumen",
        "apostille akta lahir bayar brp",
        "tarif apostil sekarang",
        "cost of apostille for 2 documents",
    ],
    "fidusia.roya": [
        "cara roya fidusia",
        "hapus jaminan fidusia setelah lunas",
        "how to cancel fiduciary registration after the loan is paid off",
        "penghapusan fidusia lewat mana",
        "kredit udah lunas, sertifikat fidusia dicoret gimana",
        "bagaimana cara menghapus jaminan fidusia",
    ],
    "fidusia.daftar": [
        "how to register jaminan fidusia",
        "prosedur pendaftaran fidusia secara elektronik",
        "alur daftar fidusia buat leasing",
        "pendaftaran jaminan fidusia dilakukan lewat mana",
        "notaris daftarin fidusia gimana caranya",
        "fidusia wajib datang ke kanwil atau online aja?",
    ],
    "ptp.lama": [
        "berapa lama proses PT perorangan jadi",
        "pt perorangan berapa hari sertifikatnya keluar",
        "how long does PT perorangan registration take",
        "kapan jadi kalau daftar pt perorangan hari ini",
        "estimasi waktu pendirian PT perseorangan",
        "pendaftaran PT perorangan langsung jadi atau nunggu verifikasi lama?",
    ],
    "yayasan.cara": [
        "how to establish a yayasan",
        "langkah mendirikan yayasan sosial",
        "prosedur pengesahan yayasan di ahu online",
        "alur bikin yayasan dari nol",
        "mau buka yayasan panti asuhan, prosesnya lewat mana",
        "cara mendirikan yayasan keagamaan",
    ],
    "apostille.lama": [
        "apostille berapa lama jadinya",
        "how long does apostille take",
        "proses apostille berapa hari kerja",
        "kalau ajukan apostille hari ini kapan selesai",
        "estimasi waktu apostille ijazah",
        "berapa lama apostille untuk satu dokumen?",
    ],
    "yayasan.syarat": [
        "syarat mendirikan yayasan apa saja",
        "requirement pendirian yayasan",
        "dokumen apa yg dibawa ke notaris utk bikin yayasan",
        "yayasan minimal berapa pendiri dan kekayaan awalnya berapa",
        "apa saja yang perlu disiapkan untuk mendirikan yayasan",
    ],
    "apostille.dokumen": [
        "which documents can be apostilled",
        "transkrip nilai bisa diapostil?",
        "SKCK bisa diapostille ga",
        "akta nikah bisa apostille?",
        "dokumen perusahaan kayak akta pendirian bisa diapostille?",
        "jenis dokumen yg diterima layanan apostille",
    ],
    "ptp.ubah": [
        "mau ganti alamat PT perorangan, gimana",
        "update KBLI pt perorangan caranya",
        "how to change the data of my PT perorangan",
        "perubahan modal PT perorangan bisa online?",
        "revisi nama PT perorangan setelah terdaftar",
        "edit pernyataan pendirian pt perorangan yg udah disahkan",
    ],
    "cv.daftar": [
        "CV sekarang didaftarkan di mana",
        "where to register a CV",
        "daftar persekutuan komanditer masih ke PN?",
        "firma daftarnya lewat SABU ya?",
        "pendaftaran CV lewat mana sekarang",
        "how do I register a firma",
    ],
    "ptb.notaris": [
        "PT biasa wajib pakai notaris?",
        "does a regular PT need a notarial deed",
        "bikin PT persekutuan modal bisa tanpa akta notaris?",
        "PT yang pendirinya 2 orang harus lewat notaris gak",
        "pt non perorangan bisa didaftarkan sendiri tanpa notaris?",
    ],
    "apostille.cara": [
        "cara mengajukan apostille online",
        "how to apply for apostille",
        "apostille daftarnya lewat website apa",
        "alur permohonan apostille",
        "apostille harus datang ke kantor atau bisa online?",
        "langkah apostille dokumen untuk kuliah di luar negeri",
    ],
    "fidusia.biaya": [
        "biaya daftar fidusia",
        "PNBP fidusia nilai penjaminan 50 juta",
        "fidusia fee berapa",
        "ongkos pendaftaran jaminan fidusia",
        "bayar berapa untuk sertifikat fidusia",
    ],
    "yayasan.biaya": [
        "biaya pengesahan yayasan",
        "ongkos bikin yayasan berapa",
        "PNBP yayasan berapa rupiah",
        "yayasan registration fee how much",
        "bayar berapa untuk pendirian yayasan di ahu",
    ],
    "ptb.syarat": [
        "syarat mendirikan PT biasa apa saja",
        "requirement PT persekutuan modal",
        "dokumen yang perlu disiapkan utk pendirian PT biasa",
        "apa saja syarat untuk mendirikan PT dengan 2 pemegang saham",
        "kelengkapan pendirian pt biasa",
    ],
    "wasiat.cari": [
        "cek wasiat orang tua yang sudah meninggal",
        "how to find out if my late father left a will",
        "surat keterangan wasiat ngurusnya gimana",
        "almarhumah ibu ninggalin wasiat atau nggak, gimana ngeceknya",
        "permohonan pencarian wasiat",
    ],
    "ptp.apa": [
        "beda PT perorangan sama PT biasa apa",
        "PT perorangan vs PT persekutuan modal bedanya di mana",
        "what's the difference between PT perorangan and a regular PT",
        "PT perorangan itu maksudnya apa",
        "pengertian PT perseorangan",
        "apa beda PT perorangan dengan PT biasa?",
    ],
    "kwn.anak-usia": [
        "anak dwikewarganegaraan harus memilih umur berapa",
        "at what age must a dual citizen child choose",
        "batas umur anak kewarganegaraan ganda terbatas",
        "anak saya paspornya dua, sampai usia berapa boleh",
        "usia berapa anak hasil kawin campur wajib pilih kewarganegaraan",
    ],
    "apostille.apa": [
        "what is apostille",
        "apostille tuh apaan",
        "apostille maksudnya gimana, buat apa",
        "pengertian apostil",
        "saya disuruh kampus luar negeri apostille, itu apa ya",
    ],
    "ptp.bubar": [
        "cara membubarkan PT perorangan",
        "pt perorangan saya mau ditutup, prosedurnya gimana",
        "how to close a PT perorangan",
        "pembubaran pt perseorangan lewat ahu",
        "usaha sudah berhenti, PT perorangannya dihapus gimana",
        "apa saja syarat pembubaran PT perorangan",
    ],
    "ptb.biaya": [
        "biaya pendirian PT biasa berapa",
        "total ongkos bikin PT persekutuan modal termasuk notaris",
        "PNBP pengesahan PT biasa",
        "how much to set up a normal PT",
        "pt biasa bayar berapa ke AHU",
    ],
    "yayasan.ubah": [
        "cara ganti pengurus yayasan",
        "perubahan anggaran dasar yayasan gimana",
        "update susunan pembina yayasan",
        "how to change yayasan board members",
        "pindah alamat yayasan perlu lapor ke ahu?",
    ],
    "cv.biaya": [
        "biaya daftar CV",
        "ongkos pendirian CV berapa",
        "PNBP pendaftaran firma",
        "cv registration fee",
        "bikin CV bayar berapa sekarang",
    ],
    "fidusia.ubah": [
        "cara perubahan sertifikat fidusia",
        "salah input nilai penjaminan fidusia, bisa direvisi?",
        "ganti data debitur di fidusia",
        "how to amend a fidusia certificate",
        "perubahan jaminan fidusia prosedurnya",
    ],
    "kwn.naturalisasi-syarat": [
        "syarat naturalisasi jadi WNI",
        "requirements for a foreigner to become an Indonesian citizen",
        "suami WNA mau jadi WNI perlu dokumen apa aja",
        "ketentuan pewarganegaraan",
        "berapa tahun tinggal di indonesia biar bisa jadi WNI",
    ],
    "perkumpulan.badan-hukum": [
        "how can a perkumpulan become a legal entity",
        "komunitas mau jadi perkumpulan berbadan hukum",
        "pengesahan perkumpulan di ahu gimana",
        "perkumpulan biar jadi badan hukum prosesnya apa",
        "ormas kami mau berbadan hukum perkumpulan, langkahnya?",
    ],
    "wasiat.biaya": [
        "biaya surat keterangan wasiat",
        "cek wasiat bayar berapa",
        "PNBP pencarian wasiat",
        "fee for a will search",
        "berapa biaya untuk mengetahui apakah almarhum meninggalkan wasiat",
    ],
    "apostille.vs-legalisasi": [
        "apostille vs legalisasi bedanya apa",
        "difference between apostille and legalization",
        "kapan pakai apostille kapan pakai legalisir kedutaan",
        "legalisasi sama apostille sama aja gak",
    ],
    "kwn.anak-cara": [
        "cara anak kewarganegaraan ganda menyatakan memilih WNI",
        "prosedur pernyataan memilih kewarganegaraan untuk anak ganda",
        "how to declare Indonesian citizenship for a dual citizen child",
        "anak ganda mau pilih WNI, daftarnya kemana",
    ],
    "perkumpulan.bubar": [
        "bagaimana perkumpulan bisa dibubarkan",
        "cara membubarkan perkumpulan berbadan hukum",
        "pembubaran perkumpulan lapor ke mana",
        "how to dissolve a perkumpulan",
    ],
    "yayasan.bubar": [
        "cara membubarkan yayasan",
        "yayasan sudah tidak aktif, mau ditutup gimana",
        "pembubaran yayasan prosedurnya",
        "how to dissolve a yayasan",
        "likuidasi yayasan lewat mana",
    ],
    "cv.bubar": [
        "cara menutup CV",
        "pembubaran CV gimana",
        "CV mau dibubarkan, lapor kemana",
        "how to close a CV",
        "di mana pembubaran CV didaftarkan",
    ],
}

HARD_FOLLOW: dict[str, list[tuple[str, str]]] = {
    "ptp.syarat": [
        ("biayanya?", "ptp.biaya"),
        ("how long prosesnya?", "ptp.lama"),
        ("kalau PT biasa?", "ptb.syarat"),
        ("kalau yayasan apa aja yg perlu disiapkan?", "yayasan.syarat"),
    ],
    "ptp.biaya": [
        ("kalau yayasan?", "yayasan.biaya"),
        ("kalau PT biasa?", "ptb.biaya"),
        ("jadinya berapa hari?", "ptp.lama"),
    ],
    "ptp.cara": [
        ("requirementnya apa aja?", "ptp.syarat"),
        ("nanti kalau mau ganti alamat gimana?", "ptp.ubah"),
    ],
    "apostille.apa": [
        ("fee-nya brp per dokumen?", "apostille.biaya"),
        ("berapa lama jadinya?", "apostille.lama"),
        ("apply-nya lewat mana?", "apostille.cara"),
    ],
    "apostille.biaya": [
        ("berapa lama?", "apostille.lama"),
        ("ijazah bisa kan?", "apostille.dokumen"),
    ],
    "yayasan.cara": [
        ("syaratnya apa aja?", "yayasan.syarat"),
        ("ongkosnya?", "yayasan.biaya"),
    ],
    "fidusia.daftar": [
        ("kalau nanti lunas hapusnya gimana?", "fidusia.roya"),
        ("tarifnya?", "fidusia.biaya"),
    ],
    "cv.daftar": [
        ("biayanya?", "cv.biaya"),
        ("kalau mau bubarin CV?", "cv.bubar"),
    ],
    "kwn.anak-usia": [
        ("trus cara milihnya gimana?", "kwn.anak-cara"),
    ],
    "wasiat.cari": [
        ("bayar berapa?", "wasiat.biaya"),
    ],
    "ptb.notaris": [
        ("biayanya kira2 berapa?", "ptb.biaya"),
    ],
}

HARD_INTERNAL: dict[str, list[str]] = {
    "int.ptp.jumlah": [
        "how many PT perorangan were registered in {prov} {period}?",
        "jml PT perseorangan baru {period} {prov}",
        "angka registrasi PT perorangan {prov} {period} dong",
        "PT perorangan yang masuk {period}, breakdown per provinsi",
        "count PT perorangan {prov} {period}",
        "PT perorangan yang tercatat {period} ada berapa",
    ],
    "int.fidusia.threshold": [
        "kanwil yg fidusianya tembus {n} {period}",
        "which regional offices recorded over {n} fidusia registrations {period}?",
        "kanwil dengan pendaftaran jaminan fidusia minimal {n} {period}",
        "list kanwil fidusia > {n} {period}",
        "kantor wilayah mana aja yang fidusianya lebih dari {n} {period}?",
    ],
    "int.ptp.ranking": [
        "provinsi terbanyak PT perorangan {period}",
        "which provinces lead in PT perorangan registrations {period}?",
        "peringkat provinsi berdasarkan PT perorangan {period}",
        "top {k} provinces PT perorangan {period}",
        "{k} provinsi mana yang paling banyak PT perorangan {period}?",
    ],
    "int.fidusia.jumlah": [
        "berapa fidusia yang didaftarkan {period} per provinsi?",
        "how many fidusia registrations in {prov} {period}",
        "jumlah sertifikat fidusia terbit di {prov} {period}",
        "total jaminan fidusia {period}",
    ],
    "int.fidusia.ranking": [
        "provinsi dengan fidusia terbanyak {period}",
        "top {k} kanwil fidusia {period}",
        "ranking kanwil berdasarkan jumlah fidusia {period}",
        "{k} provinsi mana yang paling banyak mendaftarkan fidusia {period}?",
    ],
    "int.ptp.threshold": [
        "kanwil mana saja yang mencatat lebih dari {n} PT perorangan {period}?",
        "provinces with more than {n} PT perorangan {period}",
        "list kanwil PT perorangan di atas {n} {period}",
        "kantor wilayah yg PT perorangannya minimal {n} {period}",
    ],
}

HARD_INTERNAL_FOLLOW: dict[str, list[tuple[str, str]]] = {
    "int.ptp.jumlah": [
        ("what about {prov}?", "int.ptp.jumlah"),
        ("and last year?", "int.ptp.jumlah"),
        ("kalau {prov}?", "int.ptp.jumlah"),
        ("tahun sebelumnya berapa?", "int.ptp.jumlah"),
        ("how about fidusia?", "int.fidusia.jumlah"),
        ("ranking provinsinya?", "int.ptp.ranking"),
    ],
    "int.fidusia.threshold": [
        ("kalau threshold {n}?", "int.fidusia.threshold"),
        ("{period}?", "int.fidusia.threshold"),
        ("kalau PT perorangan yg di atas {n}?", "int.ptp.threshold"),
    ],
    "int.ptp.ranking": [
        ("top 3 aja", "int.ptp.ranking"),
        ("kalau {period}?", "int.ptp.ranking"),
        ("bottom 5?", "int.ptp.ranking"),
        ("kalau fidusia urutannya?", "int.fidusia.ranking"),
    ],
    "int.fidusia.jumlah": [
        ("what about {prov}?", "int.fidusia.jumlah"),
        ("bulan sebelumnya?", "int.fidusia.jumlah"),
        ("fidusia ranking provinsinya gimana?", "int.fidusia.ranking"),
        ("kanwil mana yang di atas {n}?", "int.fidusia.threshold"),
    ],
    "int.fidusia.ranking": [
        ("kalau {period}?", "int.fidusia.ranking"),
        ("top 10?", "int.fidusia.ranking"),
    ],
    "int.ptp.threshold": [
        ("kalau batasnya {n}?", "int.ptp.threshold"),
        ("{period} gimana?", "int.ptp.threshold"),
    ],
}

PROVINCES = [
    "Jawa Timur", "jatim", "Jawa Barat", "jabar", "Jawa Tengah", "jateng", "DKI Jakarta", "DKI",
    "Banten", "Bali", "Sumatera Utara", "sumut", "Sulawesi Selatan", "sulsel", "Kalimantan Timur",
    "kaltim", "DIY", "Riau", "NTB", "NTT", "Lampung", "Kalimantan Barat", "Papua", "Aceh",
    "Sumatera Barat", "Sulawesi Utara",
]  # fmt: skip
TYP_PERIODS = [
    "bulan lalu", "bulan ini", "agustus 2028", "juli 2028", "tahun 2027", "tahun ini",
    "semester 1 2028", "kuartal 2 2028", "minggu lalu", "januari sampai juni 2028", "tahun 2026",
    "sepanjang 2027",
]  # fmt: skip
HARD_PERIODS = [
    *TYP_PERIODS, "last month", "in 2027", "Q2 2028", "YTD 2028", "this year", "per agustus 2028",
    "from january to august 2028",
]  # fmt: skip
THRESHOLDS = ["500", "1.000", "1000", "2.500", "750", "1rb", "2 ribu", "300", "1.500"]

# ---------------------------------------------------------------------------
# Lines asking nothing, greetings, closings.
# ---------------------------------------------------------------------------
TYP_NONE = [
    "makasih kak", "terima kasih", "ok", "oke", "siap", "mantap", "sip", "halo", "halo kak", "p",
    "pagi", "selamat siang", "baik kak terima kasih", "ok min makasih", "terima kasih infonya",
    "assalamualaikum", "tes", "oke siap", "baik", "wah mantap makasih", "ok noted", "iya", "hmm",
    "makasih banyak min", "siap kak, terima kasih banyak", "👍",
]  # fmt: skip
HARD_NONE = [
    *TYP_NONE, "thanks", "thank you min", "ok noted kak", "noted", "thx", "ok sip thanks", "hello",
    "hi", "great, thanks", "ok clear",
]  # fmt: skip
OPENERS = ["halo", "halo kak", "pagi min", "p", "permisi", "assalamualaikum", "selamat siang kak"]
TYP_GREET = [
    "halo kak", "halo min", "min", "kak", "pagi", "pagi min", "siang kak", "selamat pagi",
    "selamat siang", "sore min", "malam kak", "permisi", "mohon info", "assalamualaikum",
    "mau tanya", "numpang tanya", "izin bertanya", "halo admin",
]  # fmt: skip
HARD_GREET = [
    *TYP_GREET, "hi", "hello min", "sorry, mau tanya", "excuse me", "hi kak, quick question",
    "morning",
]  # fmt: skip
TYP_CLOSE = [
    "dong", "ya", "ya kak", "min", "makasih", "terima kasih", "mohon bantuannya", "tks",
    "mohon infonya", "kak", "🙏", "thx", "makasih min",
]  # fmt: skip
HARD_CLOSE = [*TYP_CLOSE, "thanks", "thank you", "pls", "asap ya", "tq"]
INTERNAL_GREET = ["tolong cek:", "mohon dicek,", "halo,", "pagi,", "cek:", "mas,", "mba,"]
INTERNAL_CLOSE = ["ya", "thx", "makasih", "tq", "segera ya"]

ABBREV: list[tuple[str, list[str]]] = [
    (r"\bterima kasih\b", ["makasih", "trims", "tq"]),
    (r"\bdi mana\b", ["dmn", "dimana"]),
    (r"\byang\b", ["yg"]),
    (r"\bbagaimana\b", ["bgmn", "gmn", "gimana"]),
    (r"\bgimana\b", ["gmn", "gmna"]),
    (r"\bberapa\b", ["brp", "brapa"]),
    (r"\bdimana\b", ["dmn", "dmana"]),
    (r"\bsaya\b", ["sy", "aku", "sya"]),
    (r"\buntuk\b", ["utk", "untk"]),
    (r"\bbisa\b", ["bs", "bsa"]),
    (r"\btidak\b", ["tdk", "gk", "ga", "gak"]),
    (r"\bgak\b", ["gk", "ga"]),
    (r"\bnggak\b", ["ngga", "gk"]),
    (r"\bsudah\b", ["udh", "sdh", "udah"]),
    (r"\budah\b", ["udh"]),
    (r"\bkarena\b", ["krn", "karna"]),
    (r"\bsaja\b", ["aja", "aj"]),
    (r"\bdengan\b", ["dgn", "dg"]),
    (r"\btolong\b", ["tlg"]),
    (r"\bkalau\b", ["kalo", "klo"]),
    (r"\bsama\b", ["sm"]),
    (r"\bbelum\b", ["blm"]),
    (r"\bjuga\b", ["jg"]),
    (r"\bsekarang\b", ["skrg", "skrang"]),
    (r"\bharus\b", ["hrs"]),
    (r"\bdari\b", ["dr"]),
    (r"\bpada\b", ["pd"]),
    (r"\batau\b", ["ato", "atw"]),
    (r"\btapi\b", ["tp"]),
    (r"\bkayak\b", ["kyk"]),
    (r"\bmohon\b", ["mhn"]),
    (r"\btahun\b", ["thn"]),
    (r"\bbulan\b", ["bln"]),
    (r"\bjumlah\b", ["jml"]),
    (r"\bprovinsi\b", ["prov"]),
    (r"\bkantor wilayah\b", ["kanwil"]),
    (r"\bmau\b", ["mo", "mw"]),
    (r"\bbanyak\b", ["byk"]),
    (r"\bperorangan\b", ["perorgn", "prorangan"]),
    (r"\bdokumen\b", ["dok", "dokumn"]),
    (r"\bpendaftaran\b", ["pendaftran", "pndaftaran"]),
]
ABBREV_RE = [(re.compile(p, re.IGNORECASE), v) for p, v in ABBREV]

KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

FIRST_NAMES = [
    "Budi", "Siti", "Agus", "Dewi", "Rina", "Andi", "Putri", "Wahyu", "Eko", "Sri", "Nur", "Ahmad",
    "Yohanes", "Maria", "Made", "Ketut", "Nyoman", "Wayan", "Ayu", "Fitri", "Rizky", "Dimas", "Bayu",
    "Indah", "Yusuf", "Hendra", "Lestari", "Fajar", "Rahmat", "Teguh", "Nanda", "Joko", "Slamet",
    "Ratna", "Kevin", "Stefani", "Michael", "Intan", "Arif", "Yuliana",
]  # fmt: skip
LAST_NAMES = [
    "Santoso", "Wijaya", "Saputra", "Hidayat", "Pratama", "Siregar", "Nasution", "Lubis",
    "Simanjuntak", "Harahap", "Wibowo", "Susanto", "Gunawan", "Kusuma", "Setiawan", "Nugroho",
    "Rahman", "Hakim", "Sitompul", "Tanjung", "Manurung", "Sinaga", "Purba", "Halim", "Tan", "Lim",
    "Kurniawan", "Permana", "Suryadi", "Hutapea", "",
]  # fmt: skip
NIK_PROV = [11, 12, 13, 14, 16, 18, 21, 31, 32, 33, 34, 35, 36, 51, 52, 53, 61, 63, 64, 71, 73, 91]
PHONE_PREFIX = ["811", "812", "813", "821", "822", "852", "853", "857", "858", "877", "878", "895"]
MAIL_DOMAINS = ["gmail.com", "gmail.com", "yahoo.com", "yahoo.co.id", "outlook.com", "ymail.com"]
PII_HEAVY = {"akun.password", "akun.daftar", "voucher.bayar", "voucher.status", "sk.unduh"}


@dataclass
class WeekSpec:
    name: str
    start: datetime
    seed: int
    public: dict[str, list[str]]
    follow: dict[str, list[tuple[str, str]]]
    internal: dict[str, list[str]]
    internal_follow: dict[str, list[tuple[str, str]]]
    internal_order: list[str]
    periods: list[str]
    none_lines: list[str]
    greet: list[str]
    close: list[str]
    zipf_s: float
    p_typo: float
    p_pii: float
    stats: dict[str, int] = field(default_factory=dict)


# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------
def abbreviate(rng: random.Random, text: str, p: float) -> str:
    if p <= 0:
        return text
    for rx, variants in ABBREV_RE:

        def sub(m: re.Match[str], variants: list[str] = variants) -> str:
            if rng.random() < p:
                return rng.choice(variants)
            return m.group(0)

        text = rx.sub(sub, text)
    return text


def neighbour(rng: random.Random, ch: str) -> str:
    low = ch.lower()
    for row in KEYBOARD_ROWS:
        i = row.find(low)
        if i >= 0:
            options = [row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)]
            out = rng.choice(options)
            return out.upper() if ch.isupper() else out
    return ch


def typo_word(rng: random.Random, w: str) -> str:
    op = rng.choice(["swap", "swap", "drop", "drop", "double", "key"])
    i = rng.randrange(1, len(w) - 1)
    if op == "swap":
        return w[:i] + w[i + 1] + w[i] + w[i + 2 :]
    if op == "drop":
        return w[:i] + w[i + 1 :]
    if op == "double":
        return w[: i + 1] + w[i] + w[i + 1 :]
    return w[:i] + neighbour(rng, w[i]) + w[i + 1 :]


def add_typo(rng: random.Random, text: str) -> tuple[str, bool]:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return text, False
    changed = False
    for _ in range(2 if rng.random() < 0.15 else 1):
        i = rng.choice(idx)
        new = typo_word(rng, words[i])
        if new != words[i]:
            words[i] = new
            changed = True
    return " ".join(words), changed


def fake_name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}".strip()


def fake_nik(rng: random.Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        f"{rng.choice(NIK_PROV):02d}{rng.randint(1, 20):02d}{rng.randint(1, 30):02d}"
        f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 105) % 100:02d}"
        f"{rng.randint(1, 999):04d}"
    )


def fake_phone(rng: random.Random) -> str:
    pre = rng.choice(PHONE_PREFIX)
    a = f"{rng.randint(0, 9999):04d}"
    b = f"{rng.randint(0, 9999):04d}"
    form = rng.randrange(6)
    if form == 0:
        return f"0{pre}{a}{b}"
    if form == 1:
        return f"0{pre}-{a}-{b}"
    if form == 2:
        return f"+62 {pre}-{a}-{b}"
    if form == 3:
        return f"62{pre}{a}{b}"
    if form == 4:
        return f"0{pre} {a} {b}"
    return f"+62{pre}{a}{b[:3]}"


def fake_email(rng: random.Random) -> str:
    first = rng.choice(FIRST_NAMES).lower()
    last = (rng.choice(LAST_NAMES) or "indo").lower()
    form = rng.randrange(4)
    if form == 0:
        user = f"{first}.{last}"
    elif form == 1:
        user = f"{first}{last}{rng.randint(1, 99)}"
    elif form == 2:
        user = f"{first}_{rng.randint(70, 2005)}"
    else:
        user = f"{first[0]}{last}"
    return f"{user}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(map(str, d))
    if rng.random() < 0.6:
        return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
    if rng.random() < 0.5:
        return s
    return fake_nik(rng)


def pii_clause(rng: random.Random) -> str:
    kind = rng.randrange(10)
    if kind == 0:
        return f"nama saya {fake_name(rng)}"
    if kind == 1:
        return f"a.n. {fake_name(rng)}"
    if kind == 2:
        return f"NIK {fake_nik(rng)}"
    if kind == 3:
        return f"nik saya {fake_nik(rng)}"
    if kind == 4:
        return f"no hp {fake_phone(rng)}"
    if kind == 5:
        return f"wa {fake_phone(rng)}"
    if kind == 6:
        return f"email {fake_email(rng)}"
    if kind == 7:
        return f"akun saya {fake_email(rng)}"
    if kind == 8:
        return f"NPWP {fake_npwp(rng)}"
    return f"bisa hubungi saya di {fake_phone(rng)}"


def add_pii(rng: random.Random, text: str) -> str:
    clauses = [pii_clause(rng) for _ in range(1 if rng.random() < 0.75 else 2)]
    extra = ", ".join(clauses)
    if rng.random() < 0.3:
        return f"{extra}. {text}"
    return f"{text}{rng.choice([', ', '. ', ' - ', ' '])}{extra}"


def repeat_letters(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    cands = [i for i, w in enumerate(words) if w[-1:].isalpha()]
    if not cands:
        return text
    i = cands[-1] if rng.random() < 0.6 else rng.choice(cands)
    words[i] = words[i] + words[i][-1] * rng.randint(1, 4)
    return " ".join(words)


def casing(rng: random.Random, text: str) -> str:
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.85:
        return text
    if r < 0.96:
        return text[:1].upper() + text[1:]
    return text.upper() if len(text) < 70 else text.lower()


def punctuate(rng: random.Random, text: str, asking: bool) -> str:
    text = text.rstrip(" ?.!")
    if asking:
        ends = ["?", "", "??", "?", " ?", "...", "?!", ".", "???", "?"]
    else:
        ends = ["", "", "!", ".", "", " 🙏", "!!"]
    return text + rng.choice(ends)


def render(
    rng: random.Random, spec: WeekSpec, text: str, kind: str, intent: str | None = None
) -> tuple[str, bool]:
    """kind: public (first question), follow (public follow-up), internal, internal-follow, none."""
    internal = kind.startswith("internal")
    r = rng.random()
    if internal:
        p_abbr = 0.0 if r < 0.5 else (0.4 if r < 0.95 else 0.8)
    else:
        p_abbr = 0.0 if r < 0.3 else (0.5 if r < 0.8 else 0.85)
    text = abbreviate(rng, text, p_abbr)
    typo = False
    if rng.random() < spec.p_typo:
        text, typo = add_typo(rng, text)
    if kind == "public":
        p = 0.3 if intent in PII_HEAVY else spec.p_pii
        if rng.random() < p:
            text = add_pii(rng, text)
    asking = kind != "none"
    if kind == "public":
        if rng.random() < 0.35:
            text = f"{rng.choice(spec.greet)}{rng.choice([', ', ' ', '. ', ' '])}{text}"
        if rng.random() < 0.3:
            text = f"{text.rstrip(' ?')}{rng.choice([' ', ' ', ', '])}{rng.choice(spec.close)}"
    elif kind == "follow":
        if rng.random() < 0.1:
            text = f"{rng.choice(['kak', 'min', 'oh ok', 'oke'])} {text}"
    elif internal:
        if rng.random() < 0.08:
            text = f"{rng.choice(INTERNAL_GREET)} {text}"
        if rng.random() < 0.05:
            text = f"{text.rstrip(' ?')} {rng.choice(INTERNAL_CLOSE)}"
    text = casing(rng, text)
    if rng.random() < (0.5 if asking else 0.25):
        text = punctuate(rng, text, asking)
    if rng.random() < (0.08 if asking else 0.2):
        text = repeat_letters(rng, text)
    return text, typo


# ---------------------------------------------------------------------------
# Sessions
# ---------------------------------------------------------------------------
def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (k**s) for k in range(1, n + 1)]


def line(text: str, surface: str, label: str, typo: bool) -> dict[str, object]:
    return {"question": text, "surface": surface, "label": label, "typo": typo}


def none_line(rng: random.Random, spec: WeekSpec, pool: list[str]) -> dict[str, object]:
    text, typo = render(rng, spec, rng.choice(pool), "none")
    return line(text, "public", "none", typo)


def public_session(
    rng: random.Random, spec: WeekSpec, order: list[str], weights: list[float]
) -> list[dict[str, object]]:
    if rng.random() < 0.016:
        return [none_line(rng, spec, spec.none_lines)]
    out: list[dict[str, object]] = []
    if rng.random() < 0.015:
        out.append(none_line(rng, spec, OPENERS))
    asks = 2 if rng.random() < 0.05 else 1
    for _ in range(asks):
        intent = rng.choices(order, weights)[0]
        text, typo = render(rng, spec, rng.choice(spec.public[intent]), "public", intent)
        out.append(line(text, "public", intent, typo))
        cur = intent
        for depth in range(2):
            if cur not in spec.follow or rng.random() >= (0.3 if depth == 0 else 0.15):
                break
            phrase, target = rng.choice(spec.follow[cur])
            text, typo = render(rng, spec, phrase, "follow", target)
            out.append(line(text, "public", target, typo))
            cur = target
    if rng.random() < 0.03:
        out.append(none_line(rng, spec, spec.none_lines))
    return out


def fill(rng: random.Random, spec: WeekSpec, template: str) -> str:
    return template.format(
        prov=rng.choice(PROVINCES),
        period=rng.choice(spec.periods),
        n=rng.choice(THRESHOLDS),
        k=rng.choice(["3", "5", "10", "tiga", "lima"]),
    )


def internal_session(
    rng: random.Random, spec: WeekSpec, weights: list[float]
) -> list[dict[str, object]]:
    intent = rng.choices(spec.internal_order, weights)[0]
    text, typo = render(rng, spec, fill(rng, spec, rng.choice(spec.internal[intent])), "internal")
    out = [line(text, "internal", intent, typo)]
    cur = intent
    n_follow = rng.choices([0, 1, 2, 3, 4], [25, 30, 25, 12, 8])[0]
    for _ in range(n_follow):
        phrase, target = rng.choice(spec.internal_follow[cur])
        text, typo = render(rng, spec, fill(rng, spec, phrase), "internal-follow")
        out.append(line(text, "internal", target, typo))
        cur = target
    return out


PUBLIC_HOURS = [1, 0.5, 0.3, 0.3, 0.5, 1, 2, 4, 7, 9, 9, 8, 6, 7, 8, 8, 7, 6, 6, 7, 8, 7, 5, 3]
INTERNAL_HOURS = [0, 0, 0, 0, 0, 0, 0.2, 1, 6, 9, 9, 8, 4, 7, 8, 8, 6, 2, 1, 0.5, 0.3, 0.2, 0, 0]


def session_start(rng: random.Random, spec: WeekSpec, internal: bool) -> datetime:
    # The weeks start on a Monday: days 5 and 6 are the weekend.
    if internal:
        day = rng.choices(range(7), [1, 1, 1, 1, 1, 0.1, 0.05])[0]
        hour = rng.choices(range(24), INTERNAL_HOURS)[0]
    else:
        day = rng.choices(range(7), [1, 1, 1, 1, 0.95, 0.7, 0.6])[0]
        hour = rng.choices(range(24), PUBLIC_HOURS)[0]
    return spec.start + timedelta(
        days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
    )


def build_week(spec: WeekSpec) -> tuple[list[dict[str, object]], dict[str, str | None]]:
    rng = random.Random(spec.seed)
    order = list(spec.public)
    pub_w = zipf_weights(len(order), spec.zipf_s)
    int_w = zipf_weights(len(spec.internal_order), 0.8)
    n_internal = round(LINES_PER_WEEK * INTERNAL_SHARE)
    sessions: list[tuple[bool, list[dict[str, object]]]] = []
    count = 0
    while count < n_internal:
        s = internal_session(rng, spec, int_w)[: n_internal - count]
        count += len(s)
        sessions.append((True, s))
    count = 0
    while count < LINES_PER_WEEK - n_internal:
        s = public_session(rng, spec, order, pub_w)[: LINES_PER_WEEK - n_internal - count]
        count += len(s)
        sessions.append((False, s))
    rng.shuffle(sessions)

    end = spec.start + timedelta(days=7)
    used: set[str] = set()
    rows: list[tuple[datetime, str, int, dict[str, object]]] = []
    for internal, sess in sessions:
        sid = f"s-{rng.getrandbits(48):012x}"
        while sid in used:
            sid = f"s-{rng.getrandbits(48):012x}"
        used.add(sid)
        t = session_start(rng, spec, internal)
        gaps = [rng.randint(20, 90 if internal else 240) for _ in sess[1:]]
        last = t + timedelta(seconds=sum(gaps))
        if last >= end:
            t -= last - end + timedelta(seconds=rng.randint(60, 600))
        for i, row in enumerate(sess):
            if i:
                t += timedelta(seconds=gaps[i - 1])
            rows.append((t, sid, i, row))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))

    out: list[dict[str, object]] = []
    typos = 0
    for t, sid, _, row in rows:
        rec: dict[str, object] = {
            "at": t.isoformat(),
            "session": sid,
            "question": row["question"],
            "surface": row["surface"],
        }
        p_fb = 0.06 if row["label"] != "none" else 0.0
        if rng.random() < p_fb:
            rec["feedback"] = "up" if rng.random() < 0.55 else "down"
        rec["label"] = row["label"]
        typos += bool(row["typo"])
        out.append(rec)

    labels = sorted({str(r["label"]) for r in out} - {"none"})
    expected = set(spec.public) | set(spec.internal_order)
    for targets in (*spec.follow.values(), *spec.internal_follow.values()):
        expected |= {t for _, t in targets}
    missing = expected - set(labels)
    assert not missing, f"{spec.name}: intents never sampled: {sorted(missing)}"
    assert set(labels) <= expected
    spec.stats = {
        "lines": len(out),
        "internal": sum(r["surface"] == "internal" for r in out),
        "none": sum(r["label"] == "none" for r in out),
        "typos": typos,
        "feedback": sum("feedback" in r for r in out),
        "intents": len(labels),
        "covered": sum(COVERED[x] is not None for x in labels),
        "sessions": len(used),
    }
    return out, {x: COVERED[x] for x in labels}


def specs() -> list[WeekSpec]:
    typical = WeekSpec(
        name="typical",
        start=datetime(2028, 9, 4, tzinfo=TZ),
        seed=SEED,
        public=TYP_PUBLIC,
        follow=TYP_FOLLOW,
        internal=TYP_INTERNAL,
        internal_follow=TYP_INTERNAL_FOLLOW,
        internal_order=list(TYP_INTERNAL),
        periods=TYP_PERIODS,
        none_lines=TYP_NONE,
        greet=TYP_GREET,
        close=TYP_CLOSE,
        zipf_s=1.05,
        p_typo=0.31,
        p_pii=0.07,
    )
    hard = WeekSpec(
        name="hard",
        start=datetime(2028, 9, 11, tzinfo=TZ),
        seed=SEED + 1,
        public=HARD_PUBLIC,
        follow=HARD_FOLLOW,
        internal=HARD_INTERNAL,
        internal_follow=HARD_INTERNAL_FOLLOW,
        internal_order=list(HARD_INTERNAL),
        periods=HARD_PERIODS,
        none_lines=HARD_NONE,
        greet=HARD_GREET,
        close=HARD_CLOSE,
        zipf_s=0.9,
        p_typo=0.26,
        p_pii=0.06,
    )
    return [typical, hard]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--stats", action="store_true", help="print line/intent/typo counts")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for spec in specs():
        rows, covered = build_week(spec)
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
        (args.out / f"{NAME}-{spec.name}.jsonl").write_text(body, encoding="utf-8")
        truth = {"set": GOLDEN, "covered": covered}
        (args.out / f"{NAME}-{spec.name}.truth.json").write_text(
            json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        if args.stats:
            print(spec.name, json.dumps(spec.stats))


if __name__ == "__main__":
    main()
