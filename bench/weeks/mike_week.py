#!/usr/bin/env python3
"""Generate mike's two held-out weeks of AHU chatbot traffic.

Usage: python3 bench/weeks/mike_week.py --out bench/weeks

Writes mike-typical.jsonl, mike-hard.jsonl and their .truth.json files. The
phrasings are hand-written below; the script only samples them and adds chat
noise. Seeded with random.Random only, stdlib only, byte-identical on every run.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta
from pathlib import Path

GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TOTAL_LINES = 3000
INTERNAL_LINES = 240

# --------------------------------------------------------------------------
# Slot values
# --------------------------------------------------------------------------

SLOTS = {
    "prov": [
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
        "Sumatera Barat",
        "Lampung",
        "NTB",
        "NTT",
        "Papua",
        "Aceh",
        "Sumatera Selatan",
        "Kalimantan Barat",
        "Sulawesi Utara",
        "Kepri",
        "jabar",
        "jatim",
        "jateng",
        "DKI",
        "sulsel",
        "sumut",
        "kaltim",
        "jogja",
        "bali",
    ],
    "per": [
        "bulan lalu",
        "Juli 2026",
        "tahun 2025",
        "semester I 2026",
        "minggu lalu",
        "Q2 2026",
        "sepanjang 2025",
        "Januari 2026",
        "bulan ini",
        "tahun lalu",
        "Juni 2026",
        "triwulan I 2026",
        "Mei 2026",
        "2024",
    ],
    "bln": [
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
    ],
    "thn": ["2023", "2024", "2025", "2026"],
    "n": ["500", "1.000", "1000", "1.500", "2.000", "2.500", "5.000", "300", "750", "10rb"],
    "usaha": [
        "laundry",
        "katering",
        "kedai kopi",
        "toko online",
        "jasa desain",
        "bengkel",
        "konveksi",
        "warung makan",
        "percetakan",
        "travel umroh",
        "skincare",
        "frozen food",
    ],
    "dok": [
        "ijazah",
        "akta kelahiran",
        "buku nikah",
        "transkrip nilai",
        "akta cerai",
        "SKCK",
        "akta notaris",
        "surat keterangan sehat",
        "kartu keluarga",
        "akta kematian",
    ],
    "doken": [
        "diploma",
        "birth certificate",
        "marriage certificate",
        "police record",
        "transcript",
    ],
    "negara": [
        "Jepang",
        "Belanda",
        "Jerman",
        "Korea",
        "Australia",
        "Amerika",
        "Malaysia",
        "Singapura",
        "Inggris",
        "Prancis",
        "Taiwan",
    ],
    "rp": ["50 juta", "100jt", "250 juta", "Rp 75.000.000", "1 M", "30jt"],
}

# --------------------------------------------------------------------------
# Service name variants ({s} in a phrasing)
# --------------------------------------------------------------------------

NAMES_TYPICAL = {
    "ptp": ["PT perorangan", "PT perseorangan", "pt perorangan", "PT Perorangan", "PT perorangan"],
    "ptb": ["PT biasa"],
    "cv": ["CV"],
    "yay": ["yayasan", "yayasan", "Yayasan"],
    "perk": ["perkumpulan"],
    "fid": ["jaminan fidusia", "fidusia", "fidusia"],
    "apo": ["apostille", "apostille", "apostil", "apostile"],
}

NAMES_HARD = {
    "ptp": [
        "PT perorangan",
        "PT perseorangan",
        "PT 1 orang",
        "PT satu orang",
        "PT UMK",
        "pt perorangan",
        "PT perorangan",
        "PT individu",
    ],
    "ptb": ["PT biasa", "PT persekutuan modal", "PT umum", "PT biasa"],
    "cv": ["CV", "persekutuan komanditer", "CV"],
    "yay": ["yayasan", "yys", "yayasan", "foundation/yayasan"],
    "perk": ["perkumpulan", "perkumpulan"],
    "fid": ["jaminan fidusia", "fidusia", "JF", "fiducia"],
    "apo": ["apostille", "apostil", "apostile", "apostille", "legalisasi apostille"],
}

# --------------------------------------------------------------------------
# Intents: id, service, facet, base, covering golden item, phrasings, follow-ups
# "base": a question about the service itself, so a follow-up without the
# service named ("biayanya berapa?") refers back to that service.
# --------------------------------------------------------------------------


def intent(iid, svc, facet, base, cov, qs, fu=None, surface="public", reg=None, kind=None):
    return {
        "id": iid,
        "svc": svc,
        "facet": facet,
        "base": base,
        "cov": cov,
        "qs": qs,
        "fu": fu or [],
        "surface": surface,
        "reg": reg,
        "kind": kind,
    }


TYPICAL_PUBLIC = [
    intent(
        "ptp-syarat",
        "ptp",
        "syarat",
        True,
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan {s}?",
            "syarat bikin {s} apa aja ya",
            "mau tanya syarat pendirian {s}",
            "persyaratan untuk daftar {s} apa saja?",
            "kalau mau buka {s} syaratnya apa?",
            "{s} syaratnya apa aja",
            "saya mau bikin {s} untuk usaha {usaha}, syaratnya apa aja?",
            "dokumen apa saja yang perlu disiapkan untuk {s}?",
            "bikin {s} harus punya apa aja?",
            "syarat pendirian {s} apakah cukup KTP dan NPWP?",
            "umur berapa boleh mendirikan {s}?",
            "persyaratan {s} untuk usaha mikro apa saja",
        ],
    ),
    intent(
        "akun-lupa-password",
        "akun",
        "lain",
        False,
        None,
        [
            "lupa password akun AHU online gimana?",
            "saya lupa kata sandi AHU",
            "tidak bisa login ahu online, katanya password salah",
            "cara reset password ahu online",
            "akun ahu saya tidak bisa masuk",
            "lupa username dan password ahu",
            "link reset password tidak masuk ke email",
            "sudah klik lupa password tapi emailnya tidak datang",
            "password AHU saya terblokir karena salah terus",
        ],
        fu=["kalau lupa passwordnya gimana?", "nanti kalau lupa password gimana resetnya?"],
    ),
    intent(
        "ptp-cara",
        "ptp",
        "cara",
        True,
        None,
        [
            "bagaimana cara daftar {s}?",
            "cara bikin {s} gimana ya",
            "daftar {s} lewat mana?",
            "langkah-langkah mendirikan {s}",
            "bisa daftar {s} sendiri online?",
            "gimana prosedur pendaftaran {s} di AHU online",
            "mau daftarin {s} sendiri tanpa notaris caranya gimana",
            "link pendaftaran {s} di mana ya",
            "tolong jelaskan alur pendirian {s}",
        ],
    ),
    intent(
        "voucher-bayar",
        "voucher",
        "cara",
        True,
        None,
        [
            "cara bayar voucher AHU gimana?",
            "voucher PNBP bayarnya di mana?",
            "bisa bayar voucher lewat m-banking?",
            "bayar kode voucher ahu lewat bank apa saja",
            "kode billing PNBP bayarnya di mana",
            "bisa bayar voucher ahu di alfamart?",
            "gimana cara bayar PNBP pendaftaran",
            "voucher pembayaran ahu bayarnya pakai apa",
        ],
    ),
    intent(
        "fid-roya",
        "fid",
        "bubar",
        False,
        None,
        [
            "cara roya fidusia gimana?",
            "kredit motor sudah lunas, fidusianya dihapus gimana?",
            "cara hapus jaminan fidusia",
            "penghapusan fidusia online gimana caranya",
            "roya fidusia bisa sendiri?",
            "leasing sudah lunas tapi fidusia belum dihapus",
            "mau roya sertifikat fidusia",
            "penghapusan sertifikat jaminan fidusia setelah pelunasan",
        ],
        fu=["kalau kreditnya sudah lunas, hapusnya gimana?", "nanti roya nya gimana?"],
    ),
    intent(
        "ptp-biaya",
        "ptp",
        "biaya",
        True,
        None,
        [
            "berapa biaya pendirian {s}?",
            "biaya bikin {s} berapa ya",
            "daftar {s} bayar berapa?",
            "{s} gratis atau bayar?",
            "PNBP {s} berapa",
            "total biaya {s} sampai jadi berapa?",
            "biaya daftar {s} berapa kak",
            "ongkos bikin {s}?",
        ],
    ),
    intent(
        "fid-cara",
        "fid",
        "cara",
        True,
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar {s} gimana",
            "pendaftaran {s} online lewat mana?",
            "prosedur pendaftaran {s}",
            "mau daftarin {s} untuk kredit kendaraan, caranya?",
            "daftar {s} harus lewat notaris?",
            "alur pendaftaran {s} di AHU",
            "saya dari koperasi simpan pinjam, mau daftar {s} gimana caranya",
        ],
    ),
    intent(
        "nama-pt",
        "nama",
        "lain",
        False,
        None,
        [
            "cara cek nama PT sudah dipakai atau belum",
            "pesan nama PT gimana?",
            "cek ketersediaan nama PT di mana",
            "mau pesan nama perusahaan di AHU",
            "cara booking nama PT",
            "gimana tahu nama PT sudah ada yang pakai",
            "pengecekan nama PT di AHU online",
        ],
    ),
    intent(
        "voucher-gagal",
        "voucher",
        "lain",
        False,
        None,
        [
            "sudah bayar voucher tapi status belum terbayar",
            "voucher saya sudah dibayar tapi di ahu masih belum lunas",
            "voucher kadaluarsa padahal sudah bayar gimana",
            "pembayaran PNBP gagal tapi saldo terpotong",
            "kode voucher tidak bisa dipakai padahal sudah bayar",
            "bayar voucher sudah berhasil tapi tidak bisa lanjut",
        ],
        fu=["sudah bayar tapi statusnya belum lunas gimana?"],
    ),
    intent(
        "apo-biaya",
        "apo",
        "biaya",
        True,
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille?",
            "biaya {s} per dokumen berapa?",
            "{s} bayar berapa ya",
            "tarif {s} ijazah berapa",
            "biaya {s} untuk akta kelahiran",
            "berapa PNBP {s}",
            "apostille 3 dokumen bayar berapa?",
        ],
        fu=[
            "biayanya berapa untuk satu dokumen?",
            "terus biayanya berapa?",
            "per dokumen bayar berapa?",
            "biayanya berapa kak",
        ],
    ),
    intent(
        "cv-dimana",
        "cv",
        "cara",
        True,
        "cv-firma-pendaftaran",
        [
            "CV sekarang daftarnya di mana?",
            "pendaftaran CV masih di pengadilan negeri?",
            "daftar CV di AHU atau di PN?",
            "mau bikin CV, didaftarin ke mana ya",
            "CV didaftarkan lewat SABU ya?",
            "di mana tempat daftar CV sekarang",
            "CV terdaftar di kemenkumham atau di pengadilan",
        ],
    ),
    intent(
        "fid-cek-objek",
        "fid",
        "lain",
        False,
        None,
        [
            "cara cek kendaraan terdaftar fidusia atau tidak",
            "mau beli mobil bekas, gimana cek apakah masih ada fidusia?",
            "cek status fidusia motor pakai nomor rangka",
            "bisa cek sertifikat fidusia online?",
            "gimana tahu mobil ini masih jaminan leasing",
            "cek data fidusia berdasarkan nomor polisi",
        ],
    ),
    intent(
        "yay-cara",
        "yay",
        "cara",
        True,
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "mau mendirikan {s} sosial, prosesnya gimana?",
            "langkah-langkah pendirian {s}",
            "prosedur pengesahan {s} di AHU",
            "mendirikan {s} panti asuhan caranya gimana",
            "gimana cara mendaftarkan {s} supaya berbadan hukum",
        ],
    ),
    intent(
        "apo-apa",
        "apo",
        "apa",
        True,
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille?",
            "apostille itu apa ya",
            "{s} maksudnya apa?",
            "apa fungsi {s}?",
            "pengertian {s}",
            "{s} itu buat apa sih",
        ],
        fu=["itu maksudnya apa ya?", "apostille itu sendiri apa?"],
    ),
    intent(
        "akun-registrasi",
        "akun",
        "cara",
        True,
        None,
        [
            "cara daftar akun AHU online",
            "bikin akun ahu gimana?",
            "registrasi akun AHU untuk umum",
            "mau buat user ahu online caranya",
            "daftar akun ahu pakai email apa saja bisa?",
            "apakah masyarakat umum bisa punya akun AHU?",
        ],
    ),
    intent(
        "wasiat-cek",
        "wasiat",
        "cara",
        True,
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat?",
            "orang tua saya meninggal, gimana cek ada surat wasiat atau tidak",
            "cara mengurus surat keterangan wasiat",
            "cek wasiat almarhum ayah gimana",
            "ahli waris mau cari tahu ada wasiat atau tidak",
            "permohonan surat keterangan wasiat gimana caranya",
            "untuk urus warisan butuh surat keterangan wasiat, ngurusnya gimana",
        ],
    ),
    intent(
        "kwn-usia",
        "kwn",
        "lain",
        True,
        "kewarganegaraan-ganda-anak",
        [
            "sampai umur berapa anak kewarganegaraan ganda harus memilih?",
            "anak kawin campur harus pilih WNI umur berapa",
            "batas usia anak dwi kewarganegaraan",
            "anak saya punya 2 kewarganegaraan, kapan harus memilih?",
            "anak kewarganegaraan ganda terbatas sampai usia berapa",
            "umur berapa anak hasil perkawinan campuran wajib pilih kewarganegaraan",
            "anak saya lahir di {negara}, ayahnya WN {negara}, kapan dia harus pilih kewarganegaraan?",
        ],
    ),
    intent(
        "ptb-akta",
        "ptb",
        "akta",
        True,
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa perlu akta notaris?",
            "bikin PT biasa harus lewat notaris?",
            "PT biasa wajib pakai akta notaris tidak?",
            "PT dengan 2 pendiri harus pakai notaris ya?",
            "bisa tidak bikin PT biasa tanpa notaris",
            "pendirian PT persekutuan modal pakai akta notaris?",
        ],
    ),
    intent(
        "apo-dokumen",
        "apo",
        "dokumen",
        True,
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille?",
            "ijazah bisa di apostille?",
            "akta kelahiran bisa diapostille tidak",
            "dokumen apa saja yang bisa dilayani apostille",
            "apakah {dok} bisa diapostille?",
            "surat keterangan dari kelurahan bisa apostille?",
            "dokumen yang bisa diajukan apostille apa saja",
        ],
        fu=["dokumen apa saja yang bisa?", "kalau {dok} bisa?"],
    ),
    intent(
        "yay-biaya",
        "yay",
        "biaya",
        True,
        None,
        [
            "berapa biaya mendirikan yayasan?",
            "biaya pengesahan {s} berapa",
            "daftar {s} bayar berapa?",
            "PNBP pendirian {s}",
            "bikin {s} habis berapa ya",
        ],
    ),
    intent(
        "perk-bh",
        "perk",
        "cara",
        True,
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "komunitas kami mau jadi perkumpulan berbadan hukum, gimana?",
            "pengesahan badan hukum perkumpulan prosesnya gimana",
            "organisasi kami mau didaftarkan jadi perkumpulan berbadan hukum di AHU",
            "cara daftar perkumpulan berbadan hukum di kemenkum",
        ],
    ),
    intent(
        "apo-lama",
        "apo",
        "lama",
        True,
        None,
        [
            "berapa lama proses apostille?",
            "{s} jadinya berapa hari?",
            "proses {s} lama tidak?",
            "kalau ajukan {s} hari ini, kapan selesai?",
            "estimasi waktu {s}",
        ],
    ),
    intent(
        "apo-vs",
        "apo",
        "beda",
        True,
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi?",
            "bedanya {s} sama legalisir apa",
            "perlu {s} atau legalisasi kedutaan?",
            "{s} dan legalisasi itu sama tidak?",
            "dokumen ke negara yang belum ikut apostille harus legalisasi?",
            "kapan pakai apostille, kapan pakai legalisasi",
        ],
        fu=["bedanya sama legalisasi apa?", "itu sama dengan legalisir?"],
    ),
    intent(
        "natur-syarat",
        "natur",
        "syarat",
        True,
        None,
        [
            "syarat WNA jadi WNI apa saja?",
            "suami saya WNA mau jadi WNI, syaratnya apa",
            "persyaratan naturalisasi",
            "syarat pewarganegaraan",
            "WNA yang sudah tinggal lama di indonesia mau jadi WNI, syaratnya",
        ],
    ),
]

HARD_PUBLIC = [
    intent(
        "ptp-syarat",
        "ptp",
        "syarat",
        True,
        "pt-perorangan-syarat",
        [
            "requirement bikin {s} apa aja?",
            "apa yang perlu disiapkan kalau mau bikin {s}?",
            "dokumen apa yg dibawa untuk pendirian {s}?",
            "kelengkapan berkas {s} apa aja",
            "WNA boleh tidak punya {s}?",
            "siapa aja yang boleh bikin {s}, ada batasan umur?",
            "{s} harus WNI ya?",
            "what are the requirements to set up a {s}?",
            "{s} wajib pakai akta notaris atau cukup surat pernyataan?",
            "mahasiswa umur 19 bisa dirikan {s}?",
            "kalau pendirinya 2 orang masih bisa {s}?",
        ],
    ),
    intent(
        "akun-lupa-password",
        "akun",
        "lain",
        False,
        None,
        [
            "forgot password AHU online",
            "tidak bisa login AHU, pw lupa",
            "reset sandi akun ahu",
            "link reset password tidak masuk email",
            "akun ahu terkunci karena salah password",
            "can't log in to ahu online, lupa kata sandi",
        ],
    ),
    intent(
        "ptp-biaya",
        "ptp",
        "biaya",
        True,
        None,
        [
            "tarif {s} berapa?",
            "ongkos ngurus {s} berapa ya",
            "fee pendirian {s} how much?",
            "bayar berapa buat dapetin {s}?",
            "PNBP pendirian {s}",
            "{s} kena biaya tidak sih?",
            "budget yang harus disiapin untuk daftar {s}",
            "cost to register {s}?",
            "habis berapa total bikin {s} sampai keluar sertifikat",
        ],
    ),
    intent(
        "fid-roya",
        "fid",
        "bubar",
        False,
        None,
        [
            "roya fidusia gimana?",
            "kredit sudah lunas, cara hapus fidusia?",
            "how to remove fiduciary after the loan is paid off",
            "penghapusan sertifikat JF",
            "fidusia mobil saya belum dicoret padahal lunas",
            "pencoretan jaminan fidusia",
        ],
        fu=["kalau sudah lunas, hapusnya gimana?", "nanti roya nya gimana?"],
    ),
    intent(
        "voucher-bayar",
        "voucher",
        "cara",
        True,
        None,
        [
            "how to pay the AHU voucher?",
            "bayar kode voucher lewat mana?",
            "PNBP ahu bisa dibayar pakai QRIS?",
            "voucher bayarnya bisa via m-banking?",
            "cara setor PNBP pendaftaran di AHU",
        ],
    ),
    intent(
        "ptp-cara",
        "ptp",
        "cara",
        True,
        None,
        [
            "how to register {s} online?",
            "alur pendaftaran {s} gimana?",
            "step by step bikin {s}",
            "{s} didaftarin lewat website apa?",
            "bisa urus {s} sendiri dari HP?",
            "prosedur pendirian {s} di AHU",
            "ngurus {s} di mana?",
        ],
    ),
    intent(
        "fid-cara",
        "fid",
        "cara",
        True,
        "fidusia-pendaftaran",
        [
            "how to register fiduciary security?",
            "alur daftar jaminan fidusia online",
            "pendaftaran {s} lewat mana?",
            "leasing harus daftarin fidusia ke mana?",
            "prosedur mendaftarkan {s}",
            "fidusia didaftarkan oleh notaris atau sendiri?",
        ],
    ),
    intent(
        "apo-biaya",
        "apo",
        "biaya",
        True,
        "apostille-biaya-lanjutan",
        [
            "tarif {s} per dokumen?",
            "{s} fee how much?",
            "bayar berapa buat {s} ijazah",
            "ongkos {s} 1 lembar",
            "PNBP {s} berapa sekarang",
            "harga {s} akta nikah",
        ],
        fu=[
            "biayanya untuk satu dokumen?",
            "fee nya berapa per dokumen?",
            "kalau satu dokumen bayar berapa?",
            "how much per document?",
        ],
    ),
    intent(
        "ptp-lama",
        "ptp",
        "lama",
        True,
        None,
        [
            "how long does it take to register a {s}?",
            "{s} prosesnya berapa hari?",
            "kapan sertifikat {s} keluar setelah submit?",
            "estimasi waktu pendirian {s}",
            "daftar {s} bisa jadi sehari?",
            "sudah submit {s} 2 hari belum ada kabar, normalnya berapa lama?",
            "processing time {s}",
        ],
    ),
    intent(
        "cv-dimana",
        "cv",
        "cara",
        True,
        "cv-firma-pendaftaran",
        [
            "CV registration now where?",
            "daftar CV masih ke PN atau sudah pindah?",
            "{s} didaftarkan lewat SABU?",
            "where do I register a CV?",
            "CV sekarang tercatat di kemenkum ya, bukan di pengadilan?",
            "pencatatan {s} lewat sistem apa",
        ],
    ),
    intent(
        "yay-cara",
        "yay",
        "cara",
        True,
        "yayasan-pendirian",
        [
            "how to set up a yayasan?",
            "alur pendirian {s} sampai dapat SK",
            "prosedur bikin {s} sosial",
            "mau bikin yayasan pendidikan, step-nya apa aja?",
            "yayasan didaftarkan lewat mana?",
            "gimana cara ngurus badan hukum {s}",
        ],
    ),
    intent(
        "apo-syarat",
        "apo",
        "syarat",
        True,
        None,
        [
            "syarat pengajuan {s} apa aja?",
            "dokumen apa yang perlu disiapkan untuk mengajukan {s}?",
            "requirement apply apostille",
            "perlu bawa apa aja buat {s}?",
            "mengajukan {s} harus pakai KTP asli?",
        ],
    ),
    intent(
        "ptb-akta",
        "ptb",
        "akta",
        True,
        "pt-biasa-akta",
        [
            "PT biasa harus pakai notaris tidak?",
            "do I need a notary to set up a regular PT?",
            "PT persekutuan modal wajib akta notaris?",
            "bisa bikin PT umum cukup isi surat pernyataan aja tanpa notaris?",
            "PT yang pendirinya 3 orang perlu akta notaris?",
            "akta pendirian PT non-perorangan harus dari notaris?",
        ],
        fu=["harus pakai akta notaris tidak?", "wajib lewat notaris?"],
    ),
    intent(
        "apo-dokumen",
        "apo",
        "dokumen",
        True,
        "apostille-dokumen",
        [
            "{dok} bisa diapostille?",
            "dokumen apa yg bisa diapostille?",
            "which documents can be apostilled?",
            "jenis dokumen yang dilayani apostille",
            "can I get an apostille for my {doken}?",
            "apostille berlaku untuk dokumen apa aja",
            "dokumen dari luar negeri bisa diapostille di sini?",
        ],
        fu=["dokumen apa aja yang bisa?", "kalau {dok} bisa?"],
    ),
    intent(
        "yay-syarat",
        "yay",
        "syarat",
        True,
        None,
        [
            "syarat pendirian yayasan apa aja?",
            "requirement untuk bikin {s}",
            "minimal pendiri yayasan berapa orang?",
            "dokumen apa yang perlu disiapkan untuk {s}",
            "kekayaan awal yayasan minimal berapa?",
            "WNA bisa jadi pendiri yayasan?",
        ],
    ),
    intent(
        "ptp-apa",
        "ptp",
        "apa",
        True,
        None,
        [
            "apa itu {s}?",
            "{s} vs PT biasa, bedanya apa?",
            "what is a {s}?",
            "{s} itu maksudnya PT yang kayak gimana?",
            "lebih bagus {s} atau CV?",
            "bedanya {s} sama PT persekutuan modal",
        ],
    ),
    intent(
        "fid-biaya",
        "fid",
        "biaya",
        True,
        None,
        [
            "biaya daftar fidusia berapa?",
            "tarif PNBP jaminan fidusia",
            "fidusia nilai penjaminan {rp} bayar berapa?",
            "fee fiduciary registration",
            "ongkos sertifikat {s}",
        ],
    ),
    intent(
        "wasiat-cek",
        "wasiat",
        "cara",
        True,
        "wasiat-pencarian",
        [
            "cara cek almarhum punya wasiat atau tidak",
            "how to find out if the deceased left a will?",
            "ayah meninggal, mau tahu ada wasiat yang terdaftar tidak",
            "search wasiat di daftar pusat gimana",
            "SKW (surat keterangan wasiat) ngurusnya?",
            "ahli waris mau cek wasiat, prosedurnya",
        ],
    ),
    intent(
        "ptb-syarat",
        "ptb",
        "syarat",
        True,
        None,
        [
            "apa saja syarat untuk mendirikan PT biasa?",
            "requirement {s} apa aja?",
            "persyaratan PT dengan 2 pemegang saham apa saja",
            "syarat pendirian {s} secara umum",
            "dokumen apa yang disiapkan untuk bikin {s}?",
        ],
    ),
    intent(
        "apo-apa",
        "apo",
        "apa",
        True,
        "apostille-biaya-lanjutan",
        [
            "apostille itu apa ya?",
            "what is an apostille?",
            "{s} artinya apa?",
            "maksud dari {s} apa",
            "fungsi {s} buat apa",
        ],
        fu=["itu apa sih sebenarnya?", "what is it exactly?"],
    ),
    intent(
        "kwn-usia",
        "kwn",
        "lain",
        True,
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan, batas umur milih?",
            "at what age must a dual citizen child choose?",
            "anak kawin campur boleh punya 2 paspor sampai umur berapa?",
            "kapan anak berkewarganegaraan ganda terbatas wajib memilih?",
            "anak saya 17 tahun, punya paspor {negara} dan indonesia, kapan harus pilih?",
        ],
        fu=["sampai umur berapa harus milih?"],
    ),
    intent(
        "yay-biaya",
        "yay",
        "biaya",
        True,
        None,
        [
            "biaya pengesahan {s}?",
            "tarif bikin yayasan di AHU",
            "PNBP yayasan berapa",
            "fee register {s}",
            "bayar berapa untuk SK yayasan",
        ],
    ),
    intent(
        "ptp-ubah",
        "ptp",
        "ubah",
        False,
        None,
        [
            "cara ubah data {s}",
            "mau ganti alamat {s} gimana?",
            "how to change the data of my {s}?",
            "revisi pernyataan pendirian {s}",
            "nambah KBLI di {s} caranya?",
            "salah input modal di {s}, bisa diedit?",
            "perubahan {s} lewat menu apa",
        ],
        fu=["kalau nanti mau ubah datanya gimana?", "how to change it later?"],
    ),
    intent(
        "apo-lama",
        "apo",
        "lama",
        True,
        None,
        [
            "apostille berapa lama jadinya?",
            "how long is the apostille process?",
            "{s} selesai dalam berapa hari kerja?",
            "estimasi waktu {s}",
            "{s} bisa sehari jadi?",
        ],
    ),
    intent(
        "cv-biaya",
        "cv",
        "biaya",
        True,
        None,
        [
            "biaya pendaftaran CV berapa?",
            "tarif SABU untuk {s}",
            "fee daftar CV di AHU",
            "bayar berapa buat {s}?",
            "ongkos pendaftaran {s} sekarang",
        ],
    ),
    intent(
        "perk-bh",
        "perk",
        "cara",
        True,
        "perkumpulan-badan-hukum",
        [
            "perkumpulan bisa jadi badan hukum gimana?",
            "how can an association become a legal entity?",
            "ormas kami mau berbadan hukum perkumpulan, prosesnya?",
            "pengesahan perkumpulan di AHU gimana",
            "komunitas kami mau jadi perkumpulan berbadan hukum, step-nya?",
        ],
    ),
    intent(
        "apo-vs",
        "apo",
        "beda",
        True,
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi bedanya apa?",
            "kapan pakai apostille kapan legalisir kedutaan?",
            "difference between apostille and legalization",
            "masih perlu legalisasi kedutaan kalau sudah apostille?",
            "negara tujuan belum anggota konvensi apostille, terus gimana?",
        ],
        fu=["bedanya sama legalisasi apa?", "same as legalisasi?"],
    ),
    intent(
        "fid-ubah",
        "fid",
        "ubah",
        False,
        None,
        [
            "cara ubah sertifikat fidusia",
            "salah input data di sertifikat fidusia, bisa direvisi?",
            "perubahan jaminan fidusia",
            "ganti nilai objek fidusia gimana",
            "how to amend a fiduciary certificate",
        ],
        fu=["kalau datanya salah, ubahnya gimana?"],
    ),
    intent(
        "ptp-bubar",
        "ptp",
        "bubar",
        False,
        None,
        [
            "cara membubarkan {s}",
            "mau tutup {s} prosedurnya gimana?",
            "how to close a {s}?",
            "{s} yang sudah tidak jalan bisa dibubarin?",
            "pembubaran {s} online?",
            "likuidasi {s}",
        ],
        fu=["kalau nanti mau ditutup gimana?", "how to close it?"],
    ),
    intent(
        "apo-cara",
        "apo",
        "cara",
        True,
        None,
        [
            "cara mengajukan {s}",
            "how to apply for an apostille?",
            "{s} ngurusnya online atau datang ke kantor?",
            "alur permohonan {s}",
            "daftar {s} lewat website apa",
        ],
    ),
    intent(
        "natur-syarat",
        "natur",
        "syarat",
        True,
        None,
        [
            "syarat naturalisasi apa aja?",
            "requirement WNA jadi WNI",
            "dokumen apa yang disiapkan untuk pewarganegaraan",
            "istri WNA mau jadi WNI, perlu apa aja?",
            "berapa lama harus tinggal di indonesia untuk bisa jadi WNI?",
        ],
    ),
    intent(
        "firma-dimana",
        "firma",
        "cara",
        True,
        "cv-firma-pendaftaran",
        [
            "firma didaftarkan di mana sekarang?",
            "persekutuan firma daftarnya ke mana?",
            "where to register a firma?",
            "pendaftaran firma di pengadilan negeri masih bisa?",
            "firma sekarang didaftarkan lewat sistem apa?",
        ],
    ),
    intent(
        "yay-ubah",
        "yay",
        "ubah",
        False,
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan anggaran dasar {s}",
            "ganti pembina yayasan gimana prosesnya",
            "update data pengurus {s} di AHU",
            "yayasan pindah domisili, apa yang harus diubah",
        ],
        fu=["kalau mau ganti pengurusnya gimana?"],
    ),
    intent(
        "ptb-biaya",
        "ptb",
        "biaya",
        True,
        None,
        [
            "biaya pengesahan PT biasa berapa?",
            "tarif PNBP pendirian PT persekutuan modal",
            "{s} bayar berapa ke negara?",
            "fee pengesahan {s}",
            "ongkos bikin PT biasa kira-kira berapa",
        ],
    ),
    intent(
        "wasiat-biaya",
        "wasiat",
        "biaya",
        True,
        None,
        [
            "biaya surat keterangan wasiat berapa?",
            "tarif cek wasiat",
            "PNBP pencarian wasiat",
            "fee will search",
            "bayar berapa untuk SKW",
        ],
    ),
    intent(
        "perk-vs-yay",
        "perk",
        "apa",
        False,
        None,
        [
            "beda yayasan dan perkumpulan apa?",
            "perkumpulan vs yayasan, cocok mana untuk komunitas?",
            "difference between yayasan and perkumpulan?",
            "perkumpulan itu sama aja kayak yayasan?",
            "mending bikin perkumpulan atau yayasan",
        ],
        fu=["bedanya sama yayasan apa?"],
    ),
    intent(
        "kwn-cara-pilih",
        "kwn",
        "cara",
        True,
        None,
        [
            "cara menyatakan memilih WNI untuk anak kewarganegaraan ganda",
            "prosedur pernyataan memilih kewarganegaraan",
            "how to declare Indonesian citizenship for a dual citizen child",
            "anak ganda mau pilih WNI, daftarnya di mana?",
            "form pernyataan memilih kewarganegaraan diajukan ke mana",
        ],
    ),
    intent(
        "cv-ubah",
        "cv",
        "ubah",
        False,
        None,
        [
            "cara ubah anggaran dasar CV",
            "ganti sekutu aktif {s} gimana?",
            "CV pindah alamat, update datanya di mana?",
            "how to change partners in a CV",
            "perubahan data {s} di SABU",
        ],
        fu=["kalau mau ganti sekutu gimana?"],
    ),
    intent(
        "yay-bubar",
        "yay",
        "bubar",
        False,
        None,
        [
            "cara membubarkan yayasan",
            "yayasan sudah tidak aktif, mau ditutup gimana?",
            "pembubaran {s} prosedurnya",
            "how to dissolve a foundation",
            "likuidasi {s}",
        ],
        fu=["kalau suatu saat mau dibubarkan gimana?"],
    ),
    intent(
        "wasiat-daftar",
        "wasiatdaftar",
        "cara",
        True,
        None,
        [
            "cara mendaftarkan wasiat",
            "notaris lapor wasiat ke AHU gimana?",
            "how to register a will in Indonesia",
            "pelaporan wasiat oleh notaris",
            "wasiat yang saya buat harus didaftarkan ke mana?",
        ],
    ),
]

TYPICAL_INTERNAL = [
    intent(
        "int-ptp-jumlah",
        None,
        None,
        False,
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang didaftarkan di {prov} {per}?",
            "jumlah pendaftaran PT perorangan {per} per provinsi",
            "tolong hitung PT perorangan baru {per}",
            "ada berapa PT perorangan terdaftar di {prov} tahun {thn}?",
            "total PT perorangan nasional {per} berapa",
            "rekap jumlah PT perorangan per bulan tahun {thn}",
            "PT perorangan yang masuk {per} di {prov} berapa?",
            "jumlah pendirian PT perseorangan {prov} {per}",
        ],
        surface="internal",
        reg="ptp",
        kind="count",
    ),
    intent(
        "int-ptp-ranking",
        None,
        None,
        False,
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak mendaftarkan PT perorangan {per}?",
            "5 provinsi dengan PT perorangan terbanyak tahun {thn}",
            "urutkan provinsi berdasarkan jumlah PT perorangan {per}",
            "top 3 provinsi pendaftaran PT perorangan {thn}",
            "peringkat kanwil untuk PT perorangan {per}",
            "10 besar provinsi PT perorangan {per}",
        ],
        surface="internal",
        reg="ptp",
        kind="rank",
    ),
    intent(
        "int-fid-jumlah",
        None,
        None,
        False,
        None,
        [
            "berapa jumlah pendaftaran fidusia di {prov} {per}?",
            "total sertifikat fidusia terbit {per}",
            "jumlah fidusia nasional tahun {thn}",
            "fidusia {prov} {per} ada berapa?",
            "hitung pendaftaran jaminan fidusia {per}",
        ],
        surface="internal",
        reg="fid",
        kind="count",
    ),
    intent(
        "int-fid-ambang",
        None,
        None,
        False,
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang pendaftaran fidusianya lebih dari {n} {per}?",
            "daftar kantor wilayah dengan fidusia di atas {n} pada {bln} {thn}",
            "kanwil yang fidusianya tembus {n} {per} apa saja?",
            "tolong list kanwil dengan pendaftaran jaminan fidusia > {n} {per}",
            "kantor wilayah mana yang mencatat fidusia di atas {n} {per}?",
        ],
        surface="internal",
        reg="fid",
        kind="above",
    ),
    intent(
        "int-yay-jumlah",
        None,
        None,
        False,
        None,
        [
            "berapa yayasan yang disahkan {per}?",
            "jumlah pengesahan yayasan di {prov} tahun {thn}",
            "total yayasan baru {per}",
            "yayasan yang terdaftar {per} di {prov} ada berapa",
        ],
        surface="internal",
        reg="yay",
        kind="count",
    ),
]

HARD_INTERNAL = [
    intent(
        "int-ptp-jumlah",
        None,
        None,
        False,
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan were registered in {prov} {per}?",
            "jml PT perorangan {prov} {per}",
            "count pendaftaran PT perseorangan {per}, breakdown per provinsi",
            "angka PT perorangan {per} berapa",
            "PT perorangan {prov} {thn} total?",
            "number of single-founder PT registrations {per}",
        ],
        surface="internal",
        reg="ptp",
        kind="count",
    ),
    intent(
        "int-ptp-ranking",
        None,
        None,
        False,
        "internal-provinsi-pt-terbanyak-2025",
        [
            "ranking provinsi by PT perorangan {per}",
            "top 5 provinces for PT perorangan {thn}",
            "provinsi teratas untuk pendirian PT perorangan {per}",
            "PT perorangan paling banyak di provinsi mana {per}? urutkan",
            "3 besar provinsi PT perseorangan {thn}",
        ],
        surface="internal",
        reg="ptp",
        kind="rank",
    ),
    intent(
        "int-fid-ambang",
        None,
        None,
        False,
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil yang fidusianya > {n} {per} mana aja?",
            "list kanwil with fiduciary registrations above {n} in {bln} {thn}",
            "kantor wilayah dengan jaminan fidusia lebih dari {n} {per}",
            "fidusia di atas {n} {per}: kanwil apa saja?",
        ],
        surface="internal",
        reg="fid",
        kind="above",
    ),
    intent(
        "int-fid-jumlah",
        None,
        None,
        False,
        None,
        [
            "jumlah fidusia {prov} {per}",
            "how many fiduciary registrations {per}?",
            "total JF terdaftar {per} nasional",
            "angka pendaftaran fidusia {prov} {thn}",
        ],
        surface="internal",
        reg="fid",
        kind="count",
    ),
    intent(
        "int-ptp-ambang",
        None,
        None,
        False,
        None,
        [
            "provinsi mana aja yang PT peroranganya di atas {n} {per}?",
            "kanwil dengan pendaftaran PT perorangan lebih dari {n} {per}",
            "list offices with more than {n} PT perorangan registrations {per}",
            "PT perorangan > {n} {per}, kanwil mana saja?",
        ],
        surface="internal",
        reg="ptp",
        kind="above",
    ),
    intent(
        "int-fid-ranking",
        None,
        None,
        False,
        None,
        [
            "ranking kanwil by fidusia {per}",
            "provinsi dengan fidusia terbanyak {per}",
            "top 5 kanwil pendaftaran jaminan fidusia {thn}",
            "urutan provinsi berdasarkan jumlah fidusia {per}",
        ],
        surface="internal",
        reg="fid",
        kind="rank",
    ),
    intent(
        "int-yay-jumlah",
        None,
        None,
        False,
        None,
        [
            "berapa yayasan disahkan {per}?",
            "jumlah pengesahan yayasan {prov} {thn}",
            "how many yayasan got approved {per}",
            "total SK yayasan {per}",
        ],
        surface="internal",
        reg="yay",
        kind="count",
    ),
]

# --------------------------------------------------------------------------
# Follow-ups
# --------------------------------------------------------------------------

FU_FACET = {
    "biaya": [
        "biayanya berapa?",
        "kalau biayanya berapa ya?",
        "terus bayarnya berapa?",
        "itu ada biayanya tidak?",
        "biayanya berapa kak",
    ],
    "syarat": [
        "syaratnya apa aja?",
        "terus syarat-syaratnya apa?",
        "dokumen yang perlu disiapin apa aja?",
        "persyaratannya apa ya",
    ],
    "lama": [
        "prosesnya berapa lama?",
        "jadinya berapa hari?",
        "kira-kira berapa lama selesainya?",
    ],
    "cara": ["caranya gimana?", "daftarnya lewat mana?", "terus prosedurnya gimana?"],
}

FU_FACET_HARD = {
    "biaya": [
        "how much is the fee?",
        "tarifnya?",
        "ongkosnya berapa?",
        "PNBP nya berapa?",
        "bayar berapa itu?",
        "biayanya?",
    ],
    "syarat": [
        "requirements nya apa aja?",
        "perlu bawa dokumen apa?",
        "apa yang harus disiapkan?",
        "syaratnya?",
    ],
    "lama": ["how long?", "SLA nya berapa hari?", "estimasi jadinya kapan?", "berapa lama?"],
    "cara": ["how to apply?", "alurnya gimana?", "step by step nya gimana?", "caranya?"],
}

FU_PREFIX = ["", "", "", "", "terus ", "trus ", "oh oke, ", "ok, ", "satu lagi kak, ", "oiya "]

INT_SAME = {
    "count": [
        "kalau {prov}?",
        "kalau {prov} berapa?",
        "tahun lalu berapa?",
        "tahun sebelumnya?",
        "kalau {per}?",
        "yang {prov} aja",
        "bulan sebelumnya gimana?",
        "dan pada tahun {thn}?",
    ],
    "rank": [
        "kalau {thn}?",
        "tahun lalu urutannya gimana?",
        "10 besar dong",
        "kalau {per}?",
        "yang paling sedikit 5 provinsi?",
    ],
    "above": [
        "kalau di atas {n}?",
        "kalau ambangnya {n}?",
        "{per} gimana?",
        "tahun lalu?",
    ],
}

INT_SAME_HARD = {
    "count": ["how about {prov}?", "{prov}?", "last year?", "same for {per}?"],
    "rank": ["top 10?", "last year?", "{thn}?"],
    "above": ["threshold {n}?", "above {n}?", "same for {per}?"],
}

INT_REG_NAME = {
    "ptp": ["PT perorangan", "PT perseorangan"],
    "fid": ["fidusia", "jaminan fidusia"],
    "yay": ["yayasan"],
}

INT_SWITCH_REG = {
    "count": ["kalau {r}?", "{r} berapa?", "untuk {r} periode yang sama?"],
    "rank": ["kalau {r} urutannya?", "{r} gimana rankingnya?"],
    "above": ["kalau {r}?", "untuk {r} yang di atas {n}?"],
}

INT_SWITCH_KIND = {
    "rank": [
        "urutkan per provinsi dong, mana yang paling banyak?",
        "provinsi terbanyaknya mana aja?",
        "ranking per provinsinya?",
    ],
    "count": ["total jumlahnya berapa?", "totalnya aja berapa?"],
    "above": ["kanwil mana aja yang di atas {n}?", "yang lebih dari {n} kanwil mana?"],
}

# --------------------------------------------------------------------------
# Lines that ask nothing
# --------------------------------------------------------------------------

NONE_GREET = [
    "halo",
    "halo min",
    "halo kak",
    "pagi",
    "pagi min",
    "siang kak",
    "p",
    "tes",
    "assalamualaikum",
    "permisi",
    "selamat sore",
    "hai admin",
    "min",
    "malam kak",
]
NONE_THANKS = [
    "makasih kak",
    "terima kasih min",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "mantap min, makasih",
    "sip",
    "noted kak",
    "baik terima kasih",
    "ok kak",
    "oke paham",
    "wah cepet, makasih",
    "ok thanks",
    "thank you",
    "siap laksanakan",
    "👍",
    "🙏",
    "ok min makasih banyak",
]
NONE_INTERNAL = ["ok makasih", "sip", "noted", "oke thanks", "siap, terima kasih", "ok"]

# --------------------------------------------------------------------------
# Noise
# --------------------------------------------------------------------------

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
    "selamat siang",
    "permisi",
    "permisi min",
    "mohon info",
    "mohon infonya",
    "assalamualaikum",
    "assalamualaikum min",
    "hai",
    "halo",
    "hallo admin",
    "kak mau tanya",
    "min mau nanya",
    "izin bertanya",
    "selamat sore, mohon informasi",
    "maaf mengganggu",
    "mau tanya",
]
GREETINGS_HARD = ["hi", "hello admin", "good morning", "excuse me", "hi min", "sorry mau tanya"]
CLOSINGS = [
    "ya",
    "ya kak",
    "dong",
    "dong min",
    "makasih",
    "makasih kak",
    "terima kasih",
    "tks",
    "mohon bantuannya",
    "mohon pencerahannya",
    "ditunggu jawabannya",
    "thx",
    "🙏",
    "pls",
    "kak",
    "min",
    "ya min",
    "mksh",
]
CLOSINGS_HARD = ["thanks", "thank you", "please", "asap ya", "urgent"]

ABBR = [
    (r"terima kasih", ["makasih", "trims", "tq", "terimakasih"]),
    (r"bagaimana cara", ["gmn cara", "gimana cara", "bgmn cara"]),
    (r"apa saja", ["apa aja", "apa aj", "apa2 aja"]),
    (r"di mana", ["dimana", "dmn"]),
    (r"yang", ["yg"]),
    (r"bagaimana", ["gmn", "bgmn", "gimana"]),
    (r"gimana", ["gmn", "gmna"]),
    (r"berapa", ["brp", "brapa"]),
    (r"dimana", ["dmn", "dmna"]),
    (r"saya", ["sy", "aku", "sya"]),
    (r"untuk", ["utk", "buat", "untk"]),
    (r"bisa", ["bs", "bsa"]),
    (r"tidak", ["gk", "ga", "nggak", "gak", "tdk", "gag"]),
    (r"saja", ["aja", "aj"]),
    (r"sudah", ["udh", "udah", "sdh"]),
    (r"karena", ["krn", "karna"]),
    (r"dengan", ["dgn", "dg", "sama"]),
    (r"tolong", ["tlg", "tolongin"]),
    (r"sekarang", ["skrg", "skrng"]),
    (r"kalau", ["kalo", "klo", "kl"]),
    (r"juga", ["jg"]),
    (r"belum", ["blm", "blom"]),
    (r"tahun", ["thn", "th"]),
    (r"mau", ["mo", "mw"]),
    (r"tapi", ["tp"]),
    (r"harus", ["hrs"]),
    (r"orang", ["org"]),
    (r"dokumen", ["dok", "dokumen2"]),
    (r"apakah", ["apa", "apkh"]),
    (r"terus", ["trs", "trus"]),
    (r"sama", ["sm"]),
    (r"aja", ["aj"]),
    (r"gimana", ["gmn"]),
]
ABBR_RE = [(re.compile(r"\b" + p + r"\b", re.IGNORECASE), opts) for p, opts in ABBR]

ENGLISH = [
    (r"biaya", ["fee", "cost"]),
    (r"syarat", ["requirement", "requirements"]),
    (r"berapa lama", ["how long"]),
    (r"tolong", ["please", "pls"]),
    (r"terima kasih", ["thanks", "thank you"]),
    (r"perusahaan", ["company"]),
    (r"proses", ["process", "processing"]),
    (r"mohon", ["please"]),
    (r"cara", ["how to"]),
    (r"lewat mana", ["via apa"]),
]
ENGLISH_RE = [(re.compile(r"\b" + p + r"\b", re.IGNORECASE), opts) for p, opts in ENGLISH]

KEY_NEIGHBOURS = {
    "a": "sqwz",
    "b": "vghn",
    "c": "xdfv",
    "d": "serfcx",
    "e": "wsdr",
    "f": "drtgvc",
    "g": "ftyhbv",
    "h": "gyujnb",
    "i": "ujko",
    "j": "huikmn",
    "k": "jiolm",
    "l": "kop",
    "m": "njk",
    "n": "bhjm",
    "o": "iklp",
    "p": "ol",
    "q": "wa",
    "r": "edft",
    "s": "awedxz",
    "t": "rfgy",
    "u": "yhji",
    "v": "cfgb",
    "w": "qase",
    "x": "zsdc",
    "y": "tghu",
    "z": "asx",
}

FIRST = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Putri",
    "Rizky",
    "Ahmad",
    "Nur",
    "Yusuf",
    "Fitri",
    "Hendra",
    "Wahyu",
    "Indah",
    "Dian",
    "Eko",
    "Sri",
    "Bayu",
    "Lestari",
    "Fajar",
    "Ayu",
    "Dimas",
    "Nanda",
    "Made",
    "Ketut",
    "Ratna",
    "Teguh",
    "Yohanes",
    "Maria",
    "Stefanus",
    "Lina",
    "Hasan",
    "Rahmat",
    "Intan",
    "Joko",
]
LAST = [
    "Santoso",
    "Rahmawati",
    "Saputra",
    "Wijaya",
    "Lestari",
    "Siregar",
    "Nasution",
    "Hidayat",
    "Pratama",
    "Kusuma",
    "Setiawan",
    "Simanjuntak",
    "Wibowo",
    "Sihombing",
    "Putra",
    "Handayani",
    "Susanti",
    "Halim",
    "Tanjung",
    "Gunawan",
    "Purnomo",
    "Manurung",
    "Sari",
    "Harahap",
]
DOMAINS = ["gmail.com", "gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "hotmail.com"]
NIK_PROV = ["31", "32", "33", "34", "35", "36", "51", "12", "13", "16", "18", "61", "64", "73"]
OPERATORS = ["811", "812", "813", "821", "822", "852", "853", "815", "857", "877", "878", "895"]

SLOT_RE = re.compile(r"\{(\w+)\}")


def fill(rng, text, names=None, svc=None):
    def sub(m):
        key = m.group(1)
        if key == "s":
            return rng.choice(names[svc])
        if key == "r":
            return m.group(0)
        return rng.choice(SLOTS[key])

    return SLOT_RE.sub(sub, text)


def apply_table(rng, text, table, rate):
    for rx, opts in table:

        def sub(m, opts=opts):
            if rng.random() < rate:
                return rng.choice(opts)
            return m.group(0)

        text = rx.sub(sub, text)
    return text


def recase(rng, text):
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.58:
        return text.upper()
    if r < 0.75:
        return text[:1].upper() + text[1:]
    return text


def make_typo(rng, text):
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return text, False
    for _ in range(10):
        i = rng.choice(idx)
        w = words[i]
        op = rng.random()
        p = rng.randrange(1, len(w) - 1)
        if op < 0.3:
            nw = w[:p] + w[p + 1] + w[p] + w[p + 2 :]
        elif op < 0.6:
            nw = w[:p] + w[p + 1 :]
        elif op < 0.8:
            nw = w[:p] + w[p] + w[p:]
        else:
            c = w[p].lower()
            if c not in KEY_NEIGHBOURS:
                continue
            n = rng.choice(KEY_NEIGHBOURS[c])
            nw = w[:p] + (n.upper() if w[p].isupper() else n) + w[p + 1 :]
        if nw != w:
            words[i] = nw
            return " ".join(words), True
    return text, False


def elongate(rng, text):
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if 2 <= len(w) <= 7 and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    k = rng.randint(2, 4)
    if w[-1].lower() in "aiueo":
        words[i] = w + w[-1] * k
    else:
        vs = [j for j, c in enumerate(w) if c.lower() in "aiueo"]
        if vs:
            j = vs[-1]
            words[i] = w[: j + 1] + w[j] * (k - 1) + w[j + 1 :]
        else:
            words[i] = w + w[-1] * k
    return " ".join(words)


def punctuate(rng, text):
    r = rng.random()
    base = text.rstrip(" ?.!")
    if r < 0.35:
        return base
    if r < 0.45:
        return base + "??"
    if r < 0.50:
        return base + " ?"
    if r < 0.54:
        return base + "?!"
    if r < 0.60:
        return base + "..."
    if r < 0.63:
        return base + "???"
    if r < 0.66:
        return base + "."
    return text


def fake_name(rng):
    if rng.random() < 0.35:
        return rng.choice(FIRST)
    return rng.choice(FIRST) + " " + rng.choice(LAST)


def fake_nik(rng):
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    prov = rng.choice(NIK_PROV)
    kab = rng.randint(1, 79)
    kec = rng.randint(1, 40)
    month = rng.randint(1, 12)
    year = rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 6)
    serial = rng.randint(1, 9999)
    return f"{prov}{kab:02d}{kec:02d}{day:02d}{month:02d}{year:02d}{serial:04d}"


def fake_phone(rng):
    op = rng.choice(OPERATORS)
    rest = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8])))
    form = rng.randrange(5)
    if form == 0:
        return "0" + op + rest
    if form == 1:
        return "0" + op + "-" + rest[:4] + "-" + rest[4:]
    if form == 2:
        return "+62 " + op + " " + rest[:4] + " " + rest[4:]
    if form == 3:
        return "62" + op + rest
    return "0" + op + " " + rest[:4] + " " + rest[4:]


def fake_email(rng):
    user = rng.choice(FIRST).lower()
    r = rng.random()
    if r < 0.4:
        user += rng.choice([".", "_", ""]) + rng.choice(LAST).lower()
    if r > 0.3:
        user += str(rng.randint(1, 99))
    return user + "@" + rng.choice(DOMAINS)


def fake_npwp(rng):
    if rng.random() < 0.4:
        return fake_nik(rng)
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    return "{}{}.{}{}{}.{}{}{}.{}-{}{}{}.{}{}{}".format(*d)


def personal(rng):
    form = rng.randrange(8)
    if form == 0:
        return "nama saya " + fake_name(rng) + ", NIK " + fake_nik(rng)
    if form == 1:
        return "no hp " + fake_phone(rng)
    if form == 2:
        return "WA " + fake_phone(rng)
    if form == 3:
        return "email saya " + fake_email(rng)
    if form == 4:
        return "npwp " + fake_npwp(rng)
    if form == 5:
        return "a.n. " + fake_name(rng) + " NIK " + fake_nik(rng)
    if form == 6:
        return "saya " + fake_name(rng) + ", " + fake_phone(rng)
    return "NIK: " + fake_nik(rng) + ", email " + fake_email(rng)


# --------------------------------------------------------------------------
# Week builder
# --------------------------------------------------------------------------


class Week:
    def __init__(self, cfg):
        self.cfg = cfg
        self.rng = random.Random(cfg["seed"])
        self.public = cfg["public"]
        self.internal = cfg["internal"]
        self.by_id = {it["id"]: it for it in self.public + self.internal}
        s = cfg["zipf"]
        self.pw = [1.0 / (k + 1) ** s for k in range(len(self.public))]
        self.iw = [1.0 / (k + 1) ** 0.7 for k in range(len(self.internal))]
        self.typos = 0

    # noise -------------------------------------------------------------
    def noisy(self, text, surface, followup=False):
        rng, cfg = self.rng, self.cfg
        if cfg["hard"] and surface == "public" and rng.random() < 0.25:
            text = apply_table(rng, text, ENGLISH_RE, 0.5)
        if rng.random() < (0.6 if surface == "public" else 0.4):
            text = apply_table(rng, text, ABBR_RE, 0.6)
        text = recase(rng, text) if surface == "public" else self.recase_staff(text)
        if rng.random() < cfg["typo"]:
            text, ok = make_typo(rng, text)
            if ok and rng.random() < 0.2:
                text, _ = make_typo(rng, text)
            self.typos += ok
        if surface == "public" and not followup:
            if rng.random() < 0.06:
                pii = personal(rng)
                if rng.random() < 0.5:
                    text = pii + ", " + text
                else:
                    text = text.rstrip() + rng.choice([", ", ". ", " "]) + pii
            greet = GREETINGS + (GREETINGS_HARD if cfg["hard"] else [])
            if rng.random() < 0.28:
                g = rng.choice(greet)
                if rng.random() < 0.3:
                    g = elongate(rng, g)
                text = g + rng.choice([", ", " ", ". ", " - ", ",", " .. "]) + text
        text = punctuate(rng, text)
        if surface == "public":
            closing = CLOSINGS + (CLOSINGS_HARD if cfg["hard"] else [])
            if rng.random() < 0.18:
                c = rng.choice(closing)
                if rng.random() < 0.3:
                    c = elongate(rng, c)
                text = text + rng.choice([" ", " ", ", ", ". "]) + c
            if rng.random() < 0.05:
                text = elongate(rng, text)
        return re.sub(r"\s+", " ", text).strip()

    def recase_staff(self, text):
        r = self.rng.random()
        if r < 0.45:
            return text.lower()
        if r < 0.65:
            return text[:1].upper() + text[1:]
        return text

    def plain(self, text, surface):
        rng = self.rng
        if rng.random() < self.cfg["typo"]:
            text, ok = make_typo(rng, text)
            self.typos += ok
        if rng.random() < 0.1:
            text = elongate(rng, text)
        return text

    # sessions ----------------------------------------------------------
    def ask(self, it, followup=False):
        rng = self.rng
        text = fill(rng, rng.choice(it["qs"]), self.cfg["names"], it["svc"])
        return self.noisy(text, it["surface"], followup=followup)

    def feedback(self, surface):
        r = self.rng.random()
        if r < (0.06 if surface == "public" else 0.08):
            return "up" if self.rng.random() < 0.55 else "down"
        return None

    def followup_target(self, prev):
        if not prev["base"]:
            return None
        facets = FU_FACET_HARD if self.cfg["hard"] else FU_FACET
        cands, ws = [], []
        for k, it in enumerate(self.public):
            if it["id"] == prev["id"] or it["svc"] != prev["svc"]:
                continue
            if it["fu"] or it["facet"] in facets:
                cands.append(it)
                ws.append(self.pw[k])
        if not cands:
            return None
        return self.rng.choices(cands, weights=ws)[0]

    def followup_text(self, it):
        rng = self.rng
        facets = FU_FACET_HARD if self.cfg["hard"] else FU_FACET
        opts = list(it["fu"])
        if it["facet"] in facets:
            opts += facets[it["facet"]]
            if self.cfg["hard"]:
                opts += FU_FACET[it["facet"]]
        text = rng.choice(FU_PREFIX) + fill(rng, rng.choice(opts))
        return self.noisy(text, "public", followup=True)

    def public_session(self):
        rng = self.rng
        lines = []
        if rng.random() < 0.01:
            return [("none", self.plain(rng.choice(NONE_GREET), "public"), None)]
        if rng.random() < 0.015:
            lines.append(("none", self.plain(rng.choice(NONE_GREET), "public"), None))
        it = rng.choices(self.public, weights=self.pw)[0]
        lines.append((it["id"], self.ask(it), self.feedback("public")))
        fus = 0
        while fus < 2 and rng.random() < self.cfg["fu"]:
            tgt = self.followup_target(it)
            if tgt is None:
                break
            lines.append((tgt["id"], self.followup_text(tgt), self.feedback("public")))
            it = tgt
            fus += 1
        if rng.random() < 0.05:
            it = rng.choices(self.public, weights=self.pw)[0]
            lines.append((it["id"], self.ask(it), self.feedback("public")))
        if rng.random() < 0.025:
            lines.append(("none", self.plain(rng.choice(NONE_THANKS), "public"), None))
        return lines

    def find(self, reg, kind):
        for it in self.internal:
            if it["reg"] == reg and it["kind"] == kind:
                return it
        return None

    def internal_session(self):
        rng = self.rng
        it = rng.choices(self.internal, weights=self.iw)[0]
        lines = [(it["id"], self.ask(it), self.feedback("internal"))]
        while len(lines) < 5 and rng.random() < 0.62:
            r = rng.random()
            nxt, tmpl = it, None
            if r < 0.25:
                kinds = [k for k in ("count", "rank", "above") if k != it["kind"]]
                k = rng.choice(kinds)
                cand = self.find(it["reg"], k)
                if cand is not None:
                    nxt, tmpl = cand, rng.choice(INT_SWITCH_KIND[k])
            elif r < 0.45:
                regs = [g for g in ("ptp", "fid", "yay") if g != it["reg"]]
                g = rng.choice(regs)
                cand = self.find(g, it["kind"])
                if cand is not None:
                    nxt = cand
                    tmpl = rng.choice(INT_SWITCH_REG[it["kind"]])
                    tmpl = tmpl.replace("{r}", rng.choice(INT_REG_NAME[g]))
            if tmpl is None:
                opts = list(INT_SAME[it["kind"]])
                if self.cfg["hard"]:
                    opts += INT_SAME_HARD[it["kind"]]
                tmpl = rng.choice(opts)
            text = self.noisy(fill(rng, tmpl), "internal", followup=True)
            lines.append((nxt["id"], text, self.feedback("internal")))
            it = nxt
        if rng.random() < 0.12:
            lines.append(("none", self.plain(rng.choice(NONE_INTERNAL), "internal"), None))
        return lines

    # time --------------------------------------------------------------
    def place(self, surface, n_lines):
        rng = self.rng
        start = self.cfg["start"]
        if surface == "public":
            dw = [1.0, 1.0, 1.0, 1.0, 0.95, 0.65, 0.55]
            hw = [
                0.3,
                0.15,
                0.1,
                0.1,
                0.2,
                0.5,
                1.0,
                2.0,
                3.5,
                4.5,
                4.5,
                4.0,
                3.0,
                3.5,
                4.0,
                3.5,
                3.0,
                2.5,
                2.5,
                3.0,
                3.0,
                2.5,
                1.5,
                0.8,
            ]
            gap = (15, 300)
        else:
            dw = [1.0, 1.0, 1.0, 1.0, 0.9, 0.04, 0.0]
            hw = [0.0] * 7 + [0.5, 2.0, 4.0, 4.0, 3.5, 1.0, 3.5, 4.0, 3.0, 2.0, 0.5, 0.2]
            hw += [0.0] * 5
            gap = (10, 150)
        day = rng.choices(range(7), weights=dw)[0]
        hour = rng.choices(range(24), weights=hw)[0]
        t0 = start + timedelta(days=day, hours=hour, seconds=rng.randrange(3600))
        gaps = [rng.randint(*gap) for _ in range(n_lines - 1)]
        end_of_day = start + timedelta(days=day, hours=23, minutes=59, seconds=59)
        over = (t0 + timedelta(seconds=sum(gaps)) - end_of_day).total_seconds()
        if over > 0:
            t0 -= timedelta(seconds=over)
        times = [t0]
        for g in gaps:
            times.append(times[-1] + timedelta(seconds=g))
        return times

    def build(self):
        rng = self.rng
        sessions = []
        for surface, target, make in (
            ("public", TOTAL_LINES - INTERNAL_LINES, self.public_session),
            ("internal", INTERNAL_LINES, self.internal_session),
        ):
            n = 0
            while n < target:
                s = make()[: target - n]
                sessions.append((surface, s))
                n += len(s)
        seen = {}
        rows = []
        for surface, s in sessions:
            sid = f"s-{rng.getrandbits(48):012x}"
            while sid in seen:
                sid = f"s-{rng.getrandbits(48):012x}"
            seen[sid] = True
            times = self.place(surface, len(s))
            for k, ((label, text, fb), t) in enumerate(zip(s, times, strict=True)):
                row = {
                    "at": t.strftime("%Y-%m-%dT%H:%M:%S") + "+07:00",
                    "session": sid,
                    "question": text,
                    "surface": surface,
                }
                if fb:
                    row["feedback"] = fb
                row["label"] = label
                rows.append((t, sid, k, row))
        rows.sort(key=lambda r: (r[0], r[1], r[2]))
        return [r[3] for r in rows]


def write_week(cfg, out):
    week = Week(cfg)
    rows = week.build()
    intents = week.public + week.internal
    labels = [r["label"] for r in rows]
    missing = [it["id"] for it in intents if it["id"] not in labels]
    if missing:
        raise SystemExit("intents without lines: " + ", ".join(missing))
    name = cfg["name"]
    jsonl = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)
    (out / (name + ".jsonl")).write_text(jsonl, encoding="utf-8", newline="\n")
    truth = {"set": GOLDEN, "covered": {it["id"]: it["cov"] for it in intents}}
    text = json.dumps(truth, ensure_ascii=False, indent=2) + "\n"
    (out / (name + ".truth.json")).write_text(text, encoding="utf-8", newline="\n")
    n_int = sum(r["surface"] == "internal" for r in rows)
    n_none = labels.count("none")
    n_cov = sum(it["cov"] is not None for it in intents)
    print(
        f"{name}: {len(rows)} lines, {len(intents)} intents ({n_cov} covered), "
        f"internal {n_int / len(rows):.1%}, typos {week.typos / len(rows):.1%}, "
        f"none {n_none / len(rows):.1%}"
    )


WEEKS = [
    {
        "name": "mike-typical",
        "seed": 20260803,
        "start": datetime(2026, 8, 3),
        "public": TYPICAL_PUBLIC,
        "internal": TYPICAL_INTERNAL,
        "names": NAMES_TYPICAL,
        "hard": False,
        "typo": 0.31,
        "zipf": 1.0,
        "fu": 0.14,
    },
    {
        "name": "mike-hard",
        "seed": 20260810,
        "start": datetime(2026, 8, 10),
        "public": HARD_PUBLIC,
        "internal": HARD_INTERNAL,
        "names": NAMES_HARD,
        "hard": True,
        "typo": 0.26,
        "zipf": 0.75,
        "fu": 0.2,
    },
]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks", help="output directory")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for cfg in WEEKS:
        write_week(cfg, out)


if __name__ == "__main__":
    main()
