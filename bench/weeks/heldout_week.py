"""Held-out labelled weeks for the question grouping: a typical week and a hard week.

Written by an independent helper session that did not open the grouping code
(src/goldeneval/traffic/), its benchmark and week generator, its tests or its
design and SME notes; the only project file it read was the example golden set,
to fill the truth files. The phrase lists below were written by hand for this
file. The data was frozen before any tuning of the grouping method: never tune
on these weeks (no thresholds, stop words, synonym lists or test expectations
chosen by looking at them); they exist to measure the method after it is tuned
elsewhere. Any change here would make the held-out weeks worthless as such.

Regenerate byte-identically (stdlib only, seeded):

    .venv/bin/python bench/weeks/heldout_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from pathlib import Path

GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
WIB = timezone(timedelta(hours=7))


@dataclass(frozen=True)
class Intent:
    """One true intent: an id, the surface it is asked on, the golden item that asks
    exactly the same thing (same service and facet) or None, and hand-written phrasings."""

    id: str
    surface: str
    covered: str | None
    phrases: tuple[str, ...]


@dataclass(frozen=True)
class Week:
    name: str
    seed: int
    start: datetime
    lines: int
    typo_rate: float
    zipf_s: float
    intents: tuple[Intent, ...]
    rank: tuple[str, ...]
    prefixes: tuple[str, ...]
    suffixes: tuple[str, ...]


def pub(iid: str, covered: str | None, *phrases: str) -> Intent:
    return Intent(iid, "public", covered, phrases)


def staff(iid: str, covered: str | None, *phrases: str) -> Intent:
    return Intent(iid, "internal", covered, phrases)


# --------------------------------------------------------------------------- typical week

TYPICAL: tuple[Intent, ...] = (
    pub(
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        "apa saja syarat bikin PT perorangan?",
        "syarat mendirikan PT perorangan apa aja ya",
        "mau bikin PT perorangan, syaratnya apa saja?",
        "persyaratan pendirian PT perorangan apa saja kak",
        "PT perorangan syaratnya apa",
        "kalau mau buka PT perorangan harus memenuhi syarat apa aja?",
        "syarat2 PT perorangan apa ya",
        "apa aja yang dibutuhkan untuk mendirikan PT perorangan",
        "saya mau dirikan PT perorangan, apa saja persyaratannya?",
        "PT perorangan bisa didirikan siapa saja? syaratnya apa",
        "minta info syarat pendirian PT perseorangan",
        "syarat PT perseorangan untuk usaha mikro apa aja",
        "untuk PT perorangan perlu syarat apa saja ya",
        "pendiri PT perorangan harus memenuhi syarat apa",
        "syarat pendirian PT perorangan terbaru apa saja",
        "sebelum daftar PT perorangan syarat yang harus dipenuhi apa",
    ),
    pub(
        "pt-perorangan.biaya",
        None,
        "berapa biaya bikin PT perorangan?",
        "biaya pendirian PT perorangan berapa ya",
        "PT perorangan bayar berapa kak",
        "bikin PT perorangan gratis atau bayar?",
        "biaya daftar PT perorangan berapa",
        "berapa PNBP untuk PT perorangan",
        "mau tanya biaya pendaftaran PT perseorangan berapa",
        "ngurus PT perorangan habis berapa ya",
        "PT perorangan biayanya berapa sekarang",
        "tarif pendirian PT perorangan berapa rupiah",
        "daftar PT perorangan kena biaya berapa",
        "PT perorangan ada biayanya gak sih",
        "biaya sertifikat PT perorangan berapa ya",
        "mau bikin PT perorangan tapi takut mahal, biayanya berapa",
        "berapa yang harus dibayar untuk pendirian PT perorangan",
        "biaya PT perorangan untuk UMK berapa kak",
    ),
    pub(
        "pt-perorangan.lama",
        None,
        "berapa lama proses PT perorangan jadi?",
        "PT perorangan jadinya berapa hari",
        "daftar PT perorangan prosesnya lama gak",
        "kapan sertifikat PT perorangan keluar setelah daftar",
        "pendaftaran PT perorangan selesai dalam berapa lama ya",
        "bikin PT perorangan bisa sehari jadi?",
        "sudah isi pernyataan pendirian PT perorangan, sertifikatnya terbit kapan",
        "proses PT perorangan makan waktu berapa lama kak",
    ),
    pub(
        "pt-perorangan.cara-daftar",
        None,
        "gimana cara daftar PT perorangan?",
        "cara mendirikan PT perorangan online gimana",
        "langkah-langkah pendaftaran PT perorangan apa saja",
        "mau daftar PT perorangan lewat mana ya",
        "daftar PT perorangan di website apa",
        "bagaimana prosedur pendirian PT perorangan",
        "tolong jelaskan cara bikin PT perorangan dari awal",
        "PT perorangan daftarnya di mana dan gimana caranya",
        "alur pendaftaran PT perseorangan seperti apa",
        "cara isi pernyataan pendirian PT perorangan gimana",
        "mau daftar PT perorangan, langkah pertama apa",
        "prosedur daftar PT perorangan lewat AHU online gimana",
        "cara registrasi PT perorangan gimana kak",
    ),
    pub(
        "pt-perorangan.perubahan",
        None,
        "cara ubah alamat PT perorangan gimana",
        "mau ganti nama PT perorangan bisa gak",
        "bagaimana cara melakukan perubahan data PT perorangan",
        "PT perorangan saya mau tambah KBLI, ubahnya di mana",
        "perubahan modal PT perorangan gimana caranya",
        "pernyataan perubahan PT perorangan diisi di mana ya",
        "mau pindah kedudukan PT perorangan ke kota lain prosedurnya apa",
        "bisa ubah bidang usaha PT perorangan setelah terdaftar?",
    ),
    pub(
        "pt-perorangan.pembubaran",
        None,
        "cara menutup PT perorangan gimana",
        "mau bubarin PT perorangan prosedurnya apa",
        "pembubaran PT perorangan bagaimana caranya",
        "PT perorangan saya sudah tidak jalan, cara tutupnya gimana",
        "bagaimana membubarkan PT perseorangan",
        "pernyataan pembubaran PT perorangan diisi di mana",
        "usaha sudah berhenti, PT perorangannya dibubarkan gimana",
    ),
    pub(
        "pt.nama",
        None,
        "cara cek nama PT sudah dipakai atau belum",
        "gimana cara pesan nama PT",
        "nama PT yang saya mau bisa dicek dulu gak?",
        "bisa cek ketersediaan nama perseroan di mana ya",
        "mau booking nama PT, caranya gimana",
        "cek nama PT online di AHU di mana",
        "gimana tau nama PT masih tersedia",
        "pemesanan nama PT lewat mana",
    ),
    pub(
        "cv.dimana",
        "cv-firma-pendaftaran",
        "daftar CV sekarang di mana ya?",
        "CV didaftarkan ke mana sekarang, masih ke pengadilan?",
        "pendaftaran firma sekarang lewat mana",
        "bikin CV daftarnya ke mana",
        "CV sekarang terdaftar di kemenkum atau pengadilan negeri?",
        "mau daftarin CV, ke instansi mana ya",
        "pendaftaran CV dan firma sekarang di mana",
        "CV masih didaftar di PN gak sih",
    ),
    pub(
        "cv.biaya",
        None,
        "biaya pendaftaran CV berapa",
        "daftar CV bayar berapa kak",
        "berapa ongkos bikin CV",
        "biaya pendirian CV di AHU berapa ya",
        "PNBP pendaftaran CV berapa",
        "CV biayanya berapa sih sekarang",
        "kalau daftar firma biayanya sama dengan CV? berapa",
    ),
    pub(
        "yayasan.pendirian",
        "yayasan-pendirian",
        "gimana cara bikin yayasan?",
        "cara mendirikan yayasan bagaimana ya",
        "mau bikin yayasan sosial, caranya gimana",
        "prosedur pendirian yayasan seperti apa",
        "langkah mendirikan yayasan apa saja",
        "cara buat yayasan yang berbadan hukum",
        "mau dirikan yayasan pendidikan, mulai dari mana",
        "tata cara pendirian yayasan gimana",
        "pendirian yayasan prosesnya bagaimana",
    ),
    pub(
        "yayasan.biaya",
        None,
        "biaya pendirian yayasan berapa?",
        "bikin yayasan biayanya berapa",
        "berapa biaya pengesahan yayasan",
        "pengesahan badan hukum yayasan bayar berapa",
        "PNBP yayasan berapa ya kak",
        "total biaya bikin yayasan kira2 berapa",
    ),
    pub(
        "perkumpulan.pengurus",
        None,
        "cara ganti pengurus perkumpulan gimana",
        "perubahan pengurus perkumpulan dilaporkan ke mana",
        "ketua perkumpulan kami ganti, harus lapor ke AHU?",
        "bagaimana cara update susunan pengurus perkumpulan",
        "pergantian pengurus perkumpulan prosedurnya apa",
        "perkumpulan kami mau ubah pengurus, caranya gimana",
    ),
    pub(
        "apostille.dokumen",
        "apostille-dokumen",
        "dokumen apa aja yang bisa diapostille?",
        "jenis dokumen yang bisa diapostille apa saja",
        "apa saja dokumen yang dapat diapostille",
        "dokumen yang bisa di apostille itu apa aja ya",
        "apostille bisa untuk dokumen apa saja",
        "mau apostille, dokumen apa aja yang diterima",
        "daftar dokumen yang bisa diapostil",
        "apakah semua dokumen bisa diapostille? yang mana saja",
        "dokumen apa yang boleh dimohonkan apostille",
        "dokumen apa saja yang bisa dilegalisasi apostille di kemenkum",
        "akta kelahiran bisa diapostille gak? dokumen apa aja yang bisa",
        "apostille berlaku buat dokumen jenis apa saja",
    ),
    pub(
        "apostille.lama",
        None,
        "apostille berapa lama jadinya",
        "proses apostille berapa hari",
        "kapan sertifikat apostille selesai",
        "apostille bisa sehari jadi gak",
        "berapa lama proses apostille di kemenkum",
        "sudah bayar apostille, kira2 jadi berapa lama",
        "lama proses apostille berapa hari kerja",
    ),
    pub(
        "apostille.cara",
        None,
        "cara mengajukan apostille gimana",
        "gimana cara apostille dokumen online",
        "permohonan apostille lewat mana",
        "langkah2 apostille apa aja",
        "mau apostille ijazah buat kuliah di luar, prosedurnya gimana",
        "apostille daftarnya di website apa",
        "cara urus apostille sendiri tanpa agen",
        "alur permohonan apostille bagaimana",
    ),
    pub(
        "fidusia.daftar",
        "fidusia-pendaftaran",
        "cara daftar fidusia gimana",
        "bagaimana mendaftarkan jaminan fidusia",
        "pendaftaran fidusia online caranya",
        "langkah pendaftaran jaminan fidusia apa saja",
        "mau daftarin fidusia, prosedurnya gimana",
        "fidusia didaftarkan lewat mana dan gimana",
        "cara registrasi jaminan fidusia di AHU",
        "tata cara pendaftaran fidusia",
        "gimana caranya mendaftar fidusia buat pembiayaan kendaraan",
    ),
    pub(
        "fidusia.biaya",
        None,
        "biaya pendaftaran fidusia berapa",
        "PNBP fidusia berapa ya",
        "daftar fidusia bayar berapa",
        "tarif fidusia tergantung nilai penjaminan gak",
        "berapa biaya fidusia untuk nilai 50 juta",
        "biaya jaminan fidusia sekarang berapa kak",
        "ongkos daftar fidusia berapa",
    ),
    pub(
        "fidusia.roya",
        None,
        "cara hapus fidusia gimana",
        "roya fidusia caranya bagaimana",
        "kredit motor sudah lunas, fidusianya dihapus gimana",
        "penghapusan jaminan fidusia prosedurnya apa",
        "bagaimana mencoret fidusia setelah utang lunas",
        "mau roya fidusia, siapa yang ngajuin",
        "sertifikat fidusia gimana cara hapusnya",
        "pencoretan fidusia dilakukan di mana",
        "bpkb sudah keluar tapi fidusia belum dihapus, gimana caranya",
        "cara roya fidusia online",
        "hapus jaminan fidusia yang sudah lunas gimana min",
        "penghapusan fidusia harus dilakukan leasing atau bisa sendiri?",
    ),
    pub(
        "wasiat.pencarian",
        "wasiat-pencarian",
        "cara cek apakah almarhum ninggalin wasiat",
        "gimana tau orang tua saya yang sudah meninggal punya wasiat atau tidak",
        "cara mengetahui ada wasiat atau tidak dari almarhum",
        "bagaimana cara cek wasiat orang yang sudah meninggal",
        "ayah saya meninggal, gimana cara tau beliau buat wasiat apa nggak",
        "mau cek apakah almarhumah pernah bikin wasiat",
        "cara mengecek wasiat pewaris",
        "pencarian data wasiat almarhum gimana caranya",
        "surat keterangan ada tidaknya wasiat ngurusnya gimana",
    ),
    pub(
        "wasiat.daftar",
        None,
        "cara mendaftarkan wasiat gimana",
        "saya mau bikin wasiat, didaftarkan ke mana",
        "pendaftaran wasiat dilakukan siapa",
        "wasiat harus didaftar ke kemenkum gak",
        "notaris daftarin wasiat lewat apa",
        "bagaimana cara melaporkan akta wasiat",
    ),
    pub(
        "kewarganegaraan.anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        "anak kewarganegaraan ganda harus pilih umur berapa",
        "batas usia anak dwi kewarganegaraan memilih WNI",
        "anak saya punya 2 kewarganegaraan, sampai umur berapa harus milih?",
        "anak hasil kawin campur wajib pilih kewarganegaraan usia berapa",
        "umur berapa anak berkewarganegaraan ganda terbatas harus menentukan pilihan",
        "kapan batas anak dwi kewarganegaraan memilih salah satu",
        "usia maksimal anak ganda memilih kewarganegaraan berapa tahun",
        "anak kewarganegaraan ganda boleh milih sampai usia 21?",
    ),
    pub(
        "naturalisasi.syarat",
        None,
        "syarat WNA jadi WNI apa saja",
        "persyaratan naturalisasi apa aja",
        "suami saya WNA mau jadi WNI, syaratnya apa",
        "syarat pewarganegaraan gimana ya",
        "apa saja syarat mengajukan kewarganegaraan Indonesia bagi orang asing",
        "harus tinggal berapa tahun di indonesia buat naturalisasi?",
        "dokumen untuk permohonan pewarganegaraan apa saja",
    ),
    pub(
        "kewarganegaraan.kembali",
        None,
        "cara mendapatkan kembali WNI gimana",
        "saya dulu lepas WNI, bisa balik jadi WNI lagi?",
        "prosedur memperoleh kembali kewarganegaraan indonesia",
        "mantan WNI mau jadi WNI lagi caranya",
        "gimana caranya kembali jadi warga negara indonesia",
        "kehilangan kewarganegaraan karena lama di luar negeri, bisa diurus balik?",
    ),
    pub(
        "akun-ahu.tidak-bisa-masuk",
        None,
        "lupa password akun AHU gimana",
        "gak bisa login AHU online",
        "akun AHU saya terblokir, gimana bukanya",
        "reset kata sandi AHU online di mana",
        "cara pulihkan akun AHU yang lupa sandi",
        "login AHU selalu gagal padahal password bener",
        "tidak bisa masuk ke akun AHU, mohon bantuannya",
    ),
    staff(
        "internal.pt-perorangan-bulan-lalu-per-provinsi",
        "internal-jumlah-pt-bulanan",
        "berapa PT perorangan yang terdaftar bulan lalu per provinsi",
        "jumlah pendaftaran PT perorangan bulan lalu dirinci per provinsi",
        "tolong tarik data PT perorangan bulan kemarin per provinsi",
        "rekap PT perorangan per provinsi untuk bulan lalu",
        "PT perorangan baru bulan lalu, breakdown per provinsi",
        "minta angka PT perorangan yang didaftarkan bulan lalu tiap provinsi",
        "data pendaftaran PT perseorangan bulan sebelumnya per provinsi ada?",
    ),
    staff(
        "internal.fidusia-bulan-ini-per-kanwil",
        None,
        "jumlah pendaftaran fidusia per kanwil bulan ini",
        "berapa pendaftaran fidusia tiap kanwil bulan berjalan",
        "tolong data fidusia per kantor wilayah bulan ini sampai hari ini",
        "fidusia bulan ini per kanwil berapa aja",
        "sebaran pendaftaran jaminan fidusia per kanwil bulan ini",
        "rekap fidusia bulan ini dipecah per kantor wilayah",
    ),
    staff(
        "internal.yayasan-tahun-ini",
        None,
        "berapa yayasan baru yang disahkan tahun ini",
        "jumlah pengesahan yayasan tahun 2025",
        "total yayasan berbadan hukum baru sepanjang tahun ini",
        "rekap pengesahan yayasan tahun berjalan",
        "data yayasan yang disahkan dari januari sampai sekarang",
        "yayasan baru tahun ini ada berapa",
    ),
    staff(
        "internal.apostille-per-negara",
        None,
        "permohonan apostille per negara tujuan bulan lalu",
        "jumlah apostille bulan lalu dirinci per negara tujuan",
        "rekap apostille bulan lalu berdasarkan negara tujuan",
        "apostille bulan lalu paling banyak untuk negara mana saja, per negara",
        "breakdown apostille per negara tujuan dokumen bulan kemarin",
        "data apostille bulan lalu menurut negara tujuan",
    ),
)

# --------------------------------------------------------------------------- hard week

HARD: tuple[Intent, ...] = (
    pub(
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        "requirement buat PT perorangan apa aja?",
        "dokumen apa saja yang perlu disiapkan untuk PT perorangan",
        "apa yang perlu disiapkan kalau mau punya PT sendirian",
        "siapa aja yang boleh bikin PT perorangan, ada batas umur?",
        "PT perorangan itu persyaratannya apa",
        "what are the requirements to set up a PT perorangan",
        "mau punya PT tanpa partner, kriteria pendirinya apa aja",
        "ketentuan pendiri PT perseorangan gimana, harus WNI?",
        "PT untuk usaha mikro dengan satu pemilik, butuh apa saja buat mendirikannya",
        "prasyarat PT perorangan apa ya kak",
        "checklist PT perorangan dong",
        "PT perorangan requirements nya apa",
    ),
    pub(
        "pt-perorangan.biaya",
        None,
        "fee PT perorangan berapa?",
        "PT perorangan bayar berapa",
        "harga bikin PT perorangan",
        "ongkos PT perseorangan berapa min",
        "PNBP pendirian PT perorangan",
        "how much does it cost to register a PT perorangan",
        "tarif PT perorangan sekarang berapa",
        "PT sendirian itu gratis apa ada cost nya",
        "keluar duit berapa buat daftar PT perorangan",
        "total cost PT perorangan sampai dapat sertifikat",
        "PT perorangan harganya berapa sekarang",
        "fee registrasi PT perseorangan",
        "bayar ke negara berapa kalau bikin PT perorangan",
        "PT perorangan ada PNBP nya gak, berapa",
    ),
    pub(
        "pt-perorangan.lama",
        None,
        "PT perorangan kapan selesai kalau daftar hari ini",
        "prosesnya lama gak bikin PT perorangan",
        "berapa hari PT perorangan jadi",
        "how long does PT perorangan registration take",
        "sertifikat PT perorangan terbit instan atau nunggu?",
        "durasi pendaftaran PT perseorangan",
        "PT perorangan bisa jadi hari ini juga?",
        "estimasi waktu PT perorangan sampai dapat sertifikat",
    ),
    pub(
        "pt-perorangan.cara-daftar",
        None,
        "how to register PT perorangan online",
        "alur bikin PT perorangan",
        "step by step PT perorangan gimana",
        "prosedur PT perseorangan dari nol",
        "gimana caranya punya PT perorangan",
        "langkah awal kalau mau PT perorangan apa, register di web mana",
        "tutorial daftar PT perorangan dong",
        "mulai dari mana ya kalau mau ngurus PT perorangan",
        "PT perorangan registernya lewat apa",
        "gimana sih flow daftar PT perorangan",
        "PT perorangan registrasinya gimana",
        "panduan langkah demi langkah PT perorangan",
    ),
    pub(
        "pt-perorangan.pembubaran",
        None,
        "cara close PT perorangan",
        "PT perorangan mau ditutup prosedurnya",
        "membubarkan PT perseorangan gimana",
        "mau stop usaha, PT perorangan nya harus dibubarin? alurnya gimana",
        "how to dissolve a PT perorangan",
        "tutup PT perorangan lewat AHU bisa?",
        "likuidasi PT perorangan gimana langkahnya",
    ),
    pub(
        "pt-perorangan.naik-status",
        None,
        "PT perorangan bisa diubah jadi PT biasa?",
        "upgrade PT perorangan ke PT persekutuan modal gimana",
        "mau tambah pemegang saham di PT perorangan, harus ganti status?",
        "perubahan status PT perorangan menjadi PT persekutuan modal caranya",
        "PT saya yang perorangan mau jadi PT umum, prosedurnya",
        "convert PT perorangan to a regular PT how",
        "PT perorangan sudah berkembang, gimana naik kelas ke PT biasa",
    ),
    pub(
        "pt-perorangan.sertifikat",
        None,
        "sertifikat PT perorangan download di mana",
        "cetak sertifikat pendaftaran PT perorangan gimana",
        "bukti pendaftaran PT perorangan bisa diunduh di mana",
        "sertifikat PT perorangan saya hilang, bisa print ulang?",
        "how to download certificate PT perorangan",
        "dapet file sertifikat PT perorangan dari mana",
    ),
    pub(
        "pt-biasa.akta-notaris",
        "pt-biasa-akta",
        "PT biasa harus pakai notaris gak?",
        "bikin PT persekutuan modal wajib lewat notaris?",
        "PT dengan 2 pemegang saham bisa tanpa akta notaris?",
        "do I need a notary to set up a normal PT",
        "PT umum boleh didirikan sendiri tanpa notaris?",
        "pendirian PT non perorangan perlu akta notariil gak",
        "PT yang pendirinya lebih dari satu orang harus bikin akta di notaris ya",
        "PT biasa bisa pakai surat pernyataan aja kayak PT perorangan?",
        "notaris wajib gak buat PT yang bukan perorangan",
        "PT persekutuan modal bisa didirikan tanpa notaris?",
    ),
    pub(
        "pt.modal-minimal",
        None,
        "modal minimal PT berapa sekarang",
        "PT harus punya modal dasar berapa",
        "minimum capital PT di indonesia",
        "modal disetor PT paling sedikit berapa",
        "PT masih wajib modal 50 juta?",
        "berapa modal dasar minimal buat PT",
    ),
    pub(
        "cv.dimana",
        "cv-firma-pendaftaran",
        "CV sekarang registernya ke mana",
        "pendaftaran CV masih di pengadilan atau udah pindah",
        "where do I register a CV now",
        "persekutuan komanditer daftarnya di instansi apa",
        "firma didaftarin ke mana ya sekarang",
        "CV gak lagi ke PN ya? terus ke mana",
        "lembaga yang nyatet CV dan firma sekarang apa",
        "mau bikin CV, dicatatkan di sistem mana",
    ),
    pub(
        "cv.biaya",
        None,
        "CV bayar berapa",
        "fee daftar CV",
        "harga pendaftaran persekutuan komanditer",
        "tarif CV di AHU",
        "cost bikin CV berapa",
        "PNBP pendaftaran CV dan firma",
        "ongkos ngurus CV sampai terdaftar",
    ),
    pub(
        "yayasan.pendirian",
        "yayasan-pendirian",
        "how to establish a yayasan",
        "alur mendirikan yayasan",
        "step bikin foundation di indonesia",
        "prosedur pendirian yayasan gimana",
        "mau membentuk lembaga sosial berbentuk yayasan, langkahnya apa",
        "gimana caranya punya yayasan yang sah",
        "tata cara membentuk yayasan",
        "mulai dari mana kalau mau dirikan yayasan",
    ),
    pub(
        "yayasan.biaya",
        None,
        "fee pengesahan yayasan",
        "yayasan bayar berapa ke negara",
        "harga bikin yayasan",
        "cost to set up a foundation",
        "PNBP badan hukum yayasan",
        "tarif pengesahan yayasan berapa",
        "ongkos ngurus yayasan",
    ),
    pub(
        "yayasan.lama",
        None,
        "pengesahan yayasan berapa hari",
        "SK yayasan kapan keluar",
        "prosesnya lama gak bikin yayasan",
        "how long for yayasan approval",
        "durasi pengesahan badan hukum yayasan",
        "nunggu SK kemenkum buat yayasan biasanya berapa lama",
    ),
    pub(
        "perkumpulan.badan-hukum",
        "perkumpulan-badan-hukum",
        "komunitas kami mau berbadan hukum, caranya gimana",
        "perkumpulan gimana biar jadi badan hukum",
        "how can an association become a legal entity",
        "alur pengesahan badan hukum perkumpulan",
        "organisasi kami masih perkumpulan biasa, bisa disahkan jadi badan hukum?",
        "perkumpulan berbadan hukum prosedurnya",
        "langkah perkumpulan memperoleh status badan hukum",
        "paguyuban mau dilegalkan sebagai perkumpulan berbadan hukum, caranya",
    ),
    pub(
        "apostille.biaya-per-dokumen",
        "apostille-biaya-lanjutan",
        "apostille per dokumen bayar berapa",
        "fee apostille satu dokumen",
        "harga apostille per dokumen",
        "berapa tarif apostille untuk 1 dokumen",
        "cost apostille per document",
        "PNBP apostille satu dokumen",
        "apostille ongkosnya berapa per berkas",
        "satu dokumen di apostille kena berapa",
        "apostille per dokumen harganya berapa",
        "fee apostille ijazah satu lembar dokumen",
    ),
    pub(
        "apostille.lama",
        None,
        "apostille kapan selesai",
        "how long does apostille take",
        "berapa hari apostille jadi",
        "prosesnya lama gak apostille",
        "apostille bisa ditunggu?",
        "estimasi waktu terbit sertifikat apostille",
        "apostille butuh waktu berapa lama",
    ),
    pub(
        "apostille.vs-legalisasi",
        "apostille-vs-legalisasi",
        "apostille sama legalisasi bedanya apa",
        "difference between apostille and legalisation",
        "legalisasi biasa dan apostille beda gak sih",
        "kapan pakai apostille kapan pakai legalisasi",
        "apostille itu pengganti legalisasi kedutaan?",
        "perbedaan apostille dan legalisasi",
        "apostille vs legalisasi, mana yang saya butuh",
    ),
    pub(
        "apostille.negara",
        None,
        "negara mana saja yang menerima apostille",
        "apostille berlaku di negara apa aja",
        "is apostille accepted in UAE",
        "daftar negara anggota konvensi apostille",
        "kalau dokumen mau dipakai di china, apostille diakui gak",
        "apostille dipakai di negara mana",
    ),
    pub(
        "fidusia.biaya",
        None,
        "fee fidusia berapa",
        "tarif pendaftaran jaminan fidusia",
        "bayar berapa buat daftar fidusia",
        "PNBP fidusia nilai penjaminan 100 juta",
        "cost fiduciary registration",
        "ongkos fidusia tergantung nilai apa flat",
        "harga sertifikat fidusia",
    ),
    pub(
        "fidusia.roya",
        None,
        "roya fidusia gimana",
        "hapus fidusia setelah lunas",
        "how to delete fiduciary registration",
        "pencoretan jaminan fidusia prosedurnya",
        "cicilan mobil udah lunas, fidusia dicabut gimana",
        "penghapusan sertifikat fidusia lewat mana",
        "leasing belum hapus fidusia padahal sudah lunas, saya harus apa",
        "alur penghapusan fidusia",
        "how to cancel fidusia after the loan is paid",
        "fidusia mau dicoret, alurnya",
        "roya jaminan fidusia dilakukan siapa dan gimana",
    ),
    pub(
        "wasiat.biaya-pencarian",
        None,
        "biaya cek wasiat berapa",
        "surat keterangan wasiat bayar berapa",
        "fee pencarian wasiat",
        "PNBP permohonan keterangan wasiat",
        "ngecek almarhum ada wasiat atau tidak itu bayar?",
        "tarif search wasiat",
        "harga surat keterangan wasiat",
    ),
    pub(
        "wasiat.daftar",
        None,
        "wasiat didaftarin ke mana",
        "notaris lapor wasiat lewat apa",
        "pendaftaran akta wasiat alurnya",
        "how to register a will in indonesia",
        "wasiat yang dibuat di notaris harus dilaporkan ke kemenkum?",
        "cara mencatatkan wasiat",
    ),
    pub(
        "kewarganegaraan.anak-ganda-cara-memilih",
        None,
        "anak dwi kewarganegaraan mau pilih WNI, cara ngajuinnya gimana",
        "prosedur pernyataan memilih kewarganegaraan untuk anak ganda",
        "how to choose indonesian citizenship for a dual citizen child",
        "alur anak berkewarganegaraan ganda memilih WNI",
        "pernyataan memilih WNI diajukan ke mana",
        "anak saya udah 18, mau pilih paspor indonesia, langkahnya apa",
        "cara anak kawin campur menyatakan pilih jadi WNI",
    ),
    pub(
        "naturalisasi.biaya",
        None,
        "biaya naturalisasi berapa",
        "pewarganegaraan bayar berapa",
        "fee jadi WNI buat orang asing",
        "cost of naturalization indonesia",
        "PNBP permohonan pewarganegaraan",
        "tarif WNA jadi WNI",
        "suami WNA mau jadi WNI, habis berapa",
    ),
    pub(
        "kewarganegaraan.kehilangan",
        None,
        "kalau punya paspor negara lain otomatis hilang WNI?",
        "WNI bisa kehilangan kewarganegaraan karena apa saja",
        "can I lose indonesian citizenship if I get another passport",
        "tinggal di luar negeri lama bisa hilang WNI gak",
        "sebab kehilangan kewarganegaraan indonesia",
        "ambil green card bikin kehilangan WNI?",
        "apa yang bikin status WNI gugur",
    ),
    staff(
        "internal.top3-provinsi-pt-perorangan-2025",
        "internal-provinsi-pt-terbanyak-2025",
        "top 3 provinsi PT perorangan 2025",
        "provinsi mana yang paling banyak daftar PT perorangan tahun 2025, tiga teratas",
        "3 provinsi dengan pendaftaran PT perorangan tertinggi di 2025",
        "ranking tiga besar provinsi PT perseorangan 2025",
        "which three provinces registered the most PT perorangan in 2025",
        "tiga provinsi teratas untuk PT perorangan sepanjang 2025",
    ),
    staff(
        "internal.kanwil-fidusia-diatas-1000-nov-2025",
        "internal-fidusia-kantor-wilayah",
        "kanwil mana aja yang fidusianya lebih dari 1000 di november 2025",
        "kantor wilayah dengan pendaftaran fidusia di atas seribu bulan november 2025",
        "list kanwil fidusia > 1.000 november 2025",
        "nov 2025, kanwil mana yang tembus 1000 pendaftaran fidusia",
        "which regional offices had more than 1000 fiduciary registrations in november 2025",
        "fidusia november 2025 per kanwil, yang lebih dari 1000 saja",
    ),
    staff(
        "internal.pt-perorangan-per-bulan-2025",
        None,
        "tren PT perorangan per bulan sepanjang 2025 nasional",
        "jumlah PT perorangan tiap bulan tahun 2025",
        "monthly PT perorangan registrations 2025",
        "grafik pendaftaran PT perorangan bulanan 2025",
        "PT perorangan per bulan dari januari sampai desember 2025, total nasional",
        "rekap bulanan PT perseorangan 2025",
    ),
    staff(
        "internal.pencarian-wasiat-bulan-lalu",
        None,
        "berapa permohonan pencarian wasiat bulan lalu",
        "jumlah surat keterangan wasiat yang terbit bulan lalu",
        "rekap pencarian wasiat bulan kemarin",
        "number of will searches last month",
        "data permohonan cek wasiat bulan lalu ada berapa",
        "surat keterangan wasiat bulan kemarin total berapa",
    ),
)

# --------------------------------------------------------------------------- wrappers

NONE_PUBLIC: tuple[str, ...] = (
    "terima kasih",
    "makasih kak",
    "makasih min",
    "ok",
    "oke min",
    "siap",
    "siap kak, terima kasih",
    "mantap",
    "sip",
    "baik terima kasih infonya",
    "ok noted",
    "sudah jelas, makasih",
    "wah membantu banget, makasih",
    "oke siap",
    "halo",
    "p",
    "tes",
    "👍",
    "thx",
    "oke deh",
)
NONE_HARD_EXTRA: tuple[str, ...] = ("thanks", "thank you min", "noted, thanks", "okay", "good")
NONE_INTERNAL: tuple[str, ...] = ("ok", "oke, terima kasih", "sip", "noted", "mantap, thanks")

PREFIXES_TYPICAL: tuple[str, ...] = (
    "halo",
    "halo min",
    "halo kak,",
    "permisi",
    "permisi kak, mau tanya",
    "mohon info",
    "min mau tanya",
    "kak mau nanya dong,",
    "assalamualaikum, mau tanya",
    "maaf mau tanya",
    "numpang tanya,",
    "selamat {tod}",
    "{tod} min,",
    "selamat {tod}, saya mau bertanya",
)
SUFFIXES_TYPICAL: tuple[str, ...] = (
    "terima kasih",
    "makasih",
    "ya",
    "dong",
    "kak",
    "min",
    "mohon dibantu",
    "mohon infonya",
    "nih",
    "tks",
    "🙏",
    "terima kasih sebelumnya",
)
PREFIXES_HARD: tuple[str, ...] = (
    *PREFIXES_TYPICAL,
    "hi",
    "hi min,",
    "hello admin",
    "sorry mau tanya",
    "excuse me,",
    "btw",
    "quick question,",
)
SUFFIXES_HARD: tuple[str, ...] = (
    *SUFFIXES_TYPICAL,
    "thanks",
    "thank you",
    "pls",
    "asap ya",
    "tq",
    "please",
)
INTERNAL_PREFIXES: tuple[str, ...] = ("tolong", "minta", "bisa tampilkan", "cek", "mohon")

# Informal spellings a chat user types; each applies to a message with some probability.
INFORMAL: tuple[tuple[str, tuple[str, ...]], ...] = (
    (r"\byang\b", ("yg",)),
    (r"\buntuk\b", ("utk", "buat")),
    (r"\bbagaimana\b", ("gimana", "gmn", "bgmn")),
    (r"\bgimana\b", ("gmn", "gimana")),
    (r"\bberapa\b", ("brp", "brapa", "berapa")),
    (r"\btidak\b", ("gak", "nggak", "ga", "tdk")),
    (r"\bsudah\b", ("udah", "udh", "sdh")),
    (r"\bsaja\b", ("aja",)),
    (r"\bdi mana\b", ("dimana", "dmn")),
    (r"\bke mana\b", ("kemana",)),
    (r"\bdengan\b", ("dgn",)),
    (r"\bkalau\b", ("kalo", "klo")),
    (r"\bbisa\b", ("bs", "bisa")),
    (r"\bsaya\b", ("sy", "aku", "saya")),
    (r"\bmau\b", ("mo", "mau")),
)

NEIGHBOURS: dict[str, str] = {
    "a": "sqz",
    "b": "vnh",
    "d": "sfe",
    "e": "wrd",
    "g": "fhy",
    "i": "uok",
    "k": "jli",
    "l": "kop",
    "m": "nj",
    "n": "bm",
    "o": "ipl",
    "r": "etf",
    "s": "adw",
    "t": "ryg",
    "u": "yij",
}


PUBLIC_HOURS: tuple[int, ...] = (
    6,
    7,
    8,
    8,
    9,
    9,
    9,
    10,
    10,
    10,
    11,
    11,
    12,
    13,
    13,
    14,
    14,
    15,
    16,
    16,
    17,
    19,
    19,
    20,
    20,
    21,
    21,
    22,
    23,
)


def time_of_day(hour: int) -> str:
    if hour < 11:
        return "pagi"
    if hour < 15:
        return "siang"
    if hour < 18:
        return "sore"
    return "malam"


def informal(rng: random.Random, text: str, rate: float) -> str:
    for pattern, choices in INFORMAL:
        if rng.random() < rate:

            def pick(_match: re.Match[str], options: tuple[str, ...] = choices) -> str:
                return rng.choice(options)

            text = re.sub(pattern, pick, text)
    return text


def typo(rng: random.Random, text: str) -> str:
    """One typo in one word of four letters or more: a dropped, doubled, swapped or
    neighbouring-key letter. Returns the text unchanged if no word is long enough."""
    words = text.split(" ")
    candidates = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not candidates:
        return text
    i = rng.choice(candidates)
    w = words[i]
    for _ in range(10):
        j = rng.randrange(1, len(w) - 1)
        op = rng.choice(("drop", "double", "swap", "key"))
        if op == "drop":
            new = w[:j] + w[j + 1 :]
        elif op == "double":
            new = w[:j] + w[j] + w[j:]
        elif op == "swap":
            new = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
        else:
            near = NEIGHBOURS.get(w[j].lower())
            if not near:
                continue
            new = w[:j] + rng.choice(near) + w[j + 1 :]
        if new != w:
            words[i] = new
            return " ".join(words)
    return text


def personal_detail(rng: random.Random) -> str:
    kind = rng.choice(("nik", "hp", "email", "npwp"))
    if kind == "nik":
        prov = rng.choice(("31", "32", "33", "35", "51", "73", "12", "64"))
        digits = prov + "".join(str(rng.randrange(10)) for _ in range(14))
        return rng.choice((f"NIK saya {digits}", f"nik {digits}", f"atas nama NIK {digits}"))
    if kind == "hp":
        number = (
            "08"
            + rng.choice(("12", "13", "21", "52", "57", "77", "95"))
            + "".join(str(rng.randrange(10)) for _ in range(rng.choice((7, 8))))
        )
        return rng.choice((f"no hp {number}", f"wa saya {number}", f"hubungi {number}"))
    if kind == "email":
        name = rng.choice(("rina", "budi.s", "andika", "siti.nur", "yoga", "dewi88", "hendra.w"))
        domain = rng.choice(("gmail.com", "yahoo.co.id", "gmail.com", "outlook.com"))
        return rng.choice((f"email saya {name}@{domain}", f"balas ke {name}@{domain}"))
    a = "".join(str(rng.randrange(10)) for _ in range(9))
    b = "".join(str(rng.randrange(10)) for _ in range(6))
    return rng.choice(
        (f"npwp {a[:2]}.{a[2:5]}.{a[5:8]}.{a[8]}-{b[:3]}.{b[3:]}", f"NPWP saya {a}{b}")
    )


def render_public(
    rng: random.Random, week: Week, intent: Intent, hour: int, first: bool
) -> tuple[str, bool]:
    text = rng.choice(intent.phrases)
    text = informal(rng, text, 0.45)
    if rng.random() < 0.55:
        text = text.rstrip("?")
    elif rng.random() < 0.1:
        text = text.rstrip("?") + "??"
    if rng.random() < (0.5 if first else 0.1):
        prefix = rng.choice(week.prefixes).format(tod=time_of_day(hour))
        if not ("tanya" in prefix and "tanya" in text.split()[:3]):
            text = f"{prefix} {text}"
    if rng.random() < 0.35:
        suffix = rng.choice(week.suffixes)
        core = text.rstrip("?")
        if not core.endswith(f" {suffix}"):
            text = f"{core} {suffix}{text[len(core) :]}"
    if rng.random() < 0.05:
        detail = personal_detail(rng)
        text = f"{detail}, {text}" if rng.random() < 0.5 else f"{text}. {detail}"
    if rng.random() < 0.65:
        text = text.lower()
    typoed = False
    if rng.random() < week.typo_rate:
        new = typo(rng, text)
        if rng.random() < 0.15:
            new = typo(rng, new)
        typoed = new != text
        text = new
    return re.sub(r"\s+", " ", text).strip(), typoed


def render_internal(rng: random.Random, week: Week, intent: Intent) -> tuple[str, bool]:
    text = rng.choice(intent.phrases)
    text = informal(rng, text, 0.25)
    if rng.random() < 0.25 and not text.startswith(INTERNAL_PREFIXES):
        text = f"{rng.choice(INTERNAL_PREFIXES)} {text}"
    if rng.random() < 0.5:
        text = text.lower()
    text = text.rstrip("?") if rng.random() < 0.5 else text
    typoed = False
    if rng.random() < week.typo_rate:
        new = typo(rng, text)
        typoed = new != text
        text = new
    return re.sub(r"\s+", " ", text).strip(), typoed


def zipf_counts(intents: list[Intent], rank: tuple[str, ...], total: int, s: float) -> list[int]:
    """Counts for the intents in the week's popularity order (a plausible order chosen by
    hand, covered and uncovered intents interleaved), weight 1/rank**s, rounded by largest
    remainder so they add up to total."""
    order = sorted(intents, key=lambda it: rank.index(it.id))
    weights = [1.0 / (r + 1) ** s for r in range(len(order))]
    norm = sum(weights)
    raw = [total * w / norm for w in weights]
    counts = [int(x) for x in raw]
    for k in sorted(range(len(raw)), key=lambda k: raw[k] - counts[k], reverse=True)[
        : total - sum(counts)
    ]:
        counts[k] += 1
    by_id = {it.id: c for it, c in zip(order, counts, strict=True)}
    return [by_id[it.id] for it in intents]


def session_start(rng: random.Random, week: Week, internal: bool) -> datetime:
    while True:
        day = rng.randrange(7)
        weekend = (week.start + timedelta(days=day)).weekday() >= 5
        if internal:
            if weekend and rng.random() < 0.9:
                continue
            hour = rng.choice((8, 9, 9, 10, 10, 11, 13, 14, 14, 15, 16))
        else:
            if weekend and rng.random() < 0.4:
                continue
            hour = rng.choice(PUBLIC_HOURS)
        return week.start + timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )


def build(week: Week) -> tuple[list[dict[str, str]], dict[str, str | None], dict[str, int]]:
    rng = random.Random(week.seed)
    public = [it for it in week.intents if it.surface == "public"]
    internal = [it for it in week.intents if it.surface == "internal"]
    n_internal = round(week.lines * 0.05)
    n_none = round(week.lines * 0.045)
    n_public = week.lines - n_internal - n_none
    slots: dict[str, list[Intent]] = {"public": [], "internal": []}
    for group, n, s in ((public, n_public, week.zipf_s), (internal, n_internal, 0.8)):
        for it, c in zip(group, zipf_counts(group, week.rank, n, s), strict=True):
            slots[it.surface].extend([it] * c)
    nones_public = NONE_PUBLIC + (NONE_HARD_EXTRA if week.name == "hard" else ())
    n_none_internal = max(3, n_none // 20)
    n_none_public = n_none - n_none_internal

    rows: list[tuple[datetime, dict[str, str]]] = []
    used: set[str] = set()
    typos = 0
    for surface in ("public", "internal"):
        queue = slots[surface][:]
        rng.shuffle(queue)
        sessions: list[list[Intent | None]] = []
        while queue:
            size = rng.choice((1, 1, 1, 1, 2, 2, 2, 3, 3, 4))
            sessions.append(list(queue[:size]))
            del queue[:size]
        extra = n_none_public if surface == "public" else n_none_internal
        for k in rng.sample(range(len(sessions)), extra):
            sessions[k].append(None)
        for members in sessions:
            sid = f"s-{rng.randrange(16**8):08x}"
            while sid in used:
                sid = f"s-{rng.randrange(16**8):08x}"
            used.add(sid)
            t = session_start(rng, week, surface == "internal")
            for n, item in enumerate(members):
                if item is None:
                    pool = nones_public if surface == "public" else NONE_INTERNAL
                    question, label, typoed = rng.choice(pool), "none", False
                elif surface == "public":
                    question, typoed = render_public(rng, week, item, t.hour, n == 0)
                    label = item.id
                else:
                    question, typoed = render_internal(rng, week, item)
                    label = item.id
                typos += typoed
                row = {
                    "at": t.isoformat(timespec="seconds"),
                    "session": sid,
                    "question": question,
                    "surface": surface,
                }
                if label != "none" and rng.random() < 0.12:
                    row["feedback"] = "up" if rng.random() < 0.65 else "down"
                row["label"] = label
                rows.append((t, row))
                t += timedelta(seconds=rng.randrange(25, 240))
    rows.sort(key=lambda r: (r[0], r[1]["session"]))
    covered = {it.id: it.covered for it in sorted(week.intents, key=lambda it: it.id)}
    return [r for _, r in rows], covered, {"typos": typos}


RANK_TYPICAL: tuple[str, ...] = (
    "pt-perorangan.biaya",
    "pt-perorangan.syarat",
    "fidusia.roya",
    "apostille.dokumen",
    "pt-perorangan.cara-daftar",
    "wasiat.pencarian",
    "apostille.lama",
    "fidusia.daftar",
    "akun-ahu.tidak-bisa-masuk",
    "yayasan.pendirian",
    "pt-perorangan.lama",
    "cv.dimana",
    "fidusia.biaya",
    "kewarganegaraan.anak-ganda-usia",
    "pt.nama",
    "apostille.cara",
    "pt-perorangan.perubahan",
    "yayasan.biaya",
    "cv.biaya",
    "naturalisasi.syarat",
    "pt-perorangan.pembubaran",
    "kewarganegaraan.kembali",
    "wasiat.daftar",
    "perkumpulan.pengurus",
    "internal.pt-perorangan-bulan-lalu-per-provinsi",
    "internal.fidusia-bulan-ini-per-kanwil",
    "internal.yayasan-tahun-ini",
    "internal.apostille-per-negara",
)
RANK_HARD: tuple[str, ...] = (
    "pt-perorangan.biaya",
    "pt-perorangan.syarat",
    "pt-perorangan.cara-daftar",
    "fidusia.roya",
    "apostille.biaya-per-dokumen",
    "pt-biasa.akta-notaris",
    "pt-perorangan.lama",
    "apostille.lama",
    "yayasan.pendirian",
    "fidusia.biaya",
    "cv.dimana",
    "apostille.vs-legalisasi",
    "pt.modal-minimal",
    "kewarganegaraan.anak-ganda-cara-memilih",
    "yayasan.biaya",
    "pt-perorangan.pembubaran",
    "cv.biaya",
    "perkumpulan.badan-hukum",
    "wasiat.biaya-pencarian",
    "apostille.negara",
    "pt-perorangan.sertifikat",
    "naturalisasi.biaya",
    "kewarganegaraan.kehilangan",
    "yayasan.lama",
    "pt-perorangan.naik-status",
    "wasiat.daftar",
    "internal.top3-provinsi-pt-perorangan-2025",
    "internal.pt-perorangan-per-bulan-2025",
    "internal.kanwil-fidusia-diatas-1000-nov-2025",
    "internal.pencarian-wasiat-bulan-lalu",
)


WEEKS: tuple[Week, ...] = (
    Week(
        name="typical",
        seed=20251201,
        start=datetime(2025, 12, 1, tzinfo=WIB),
        lines=3000,
        typo_rate=0.31,
        zipf_s=1.0,
        intents=TYPICAL,
        rank=RANK_TYPICAL,
        prefixes=PREFIXES_TYPICAL,
        suffixes=SUFFIXES_TYPICAL,
    ),
    Week(
        name="hard",
        seed=20251208,
        start=datetime(2025, 12, 8, tzinfo=WIB),
        lines=3000,
        typo_rate=0.27,
        zipf_s=0.9,
        intents=HARD,
        rank=RANK_HARD,
        prefixes=PREFIXES_HARD,
        suffixes=SUFFIXES_HARD,
    ),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).parent)
    parser.add_argument("--stats", action="store_true", help="print counts per week")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for week in WEEKS:
        rows, covered, info = build(week)
        with (args.out / f"heldout-{week.name}.jsonl").open("w", encoding="utf-8") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        truth = {"set": GOLDEN_SET, "covered": covered}
        (args.out / f"heldout-{week.name}.truth.json").write_text(
            json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        if args.stats:
            asked = [r for r in rows if r["label"] != "none"]
            print(f"{week.name}: {len(rows)} lines, {len(covered)} intents, typos {info['typos']}")
            for surface in ("public", "internal", "all"):
                sub = [r for r in asked if surface in ("all", r["surface"])]
                cov = sum(1 for r in sub if covered[r["label"]] is not None)
                print(f"  {surface}: {len(sub)} asked, covered {cov} ({cov / len(sub):.1%})")


if __name__ == "__main__":
    main()
