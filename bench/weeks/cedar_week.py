"""Generate cedar's two held-out weeks of AHU chatbot traffic (typical and hard).

Written by hand by the independent author `cedar`. Every phrasing below is hand-written; the
script only samples them, adds chat noise and fake personal details, and writes:

    cedar-typical.jsonl, cedar-typical.truth.json, cedar-hard.jsonl, cedar-hard.truth.json

Usage: python3 bench/weeks/cedar_week.py --out bench/weeks

Stdlib only, seeded, byte-identical on every run. Frozen: held out until its one measurement.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "cedar"
SEED = 481_203_317
SET_PATH = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000
INTERNAL_SHARE = 0.08

# ---------------------------------------------------------------------------------------------
# Service names (placeholders {p} = PT perorangan, {b} = PT biasa)
# ---------------------------------------------------------------------------------------------

P_TYPICAL = ["PT perorangan", "PT perorangan", "pt perorangan", "PT perseorangan", "PT Perorangan"]
P_HARD = [
    "PT perorangan",
    "PT perseorangan",
    "pt perorangan",
    "PT 1 orang",
    "PT sendiri",
    "PT single founder",
    "PT perorangan (UMK)",
    "pt perseorangan",
]
B_HARD = [
    "PT biasa",
    "PT persekutuan modal",
    "PT umum",
    "pt biasa",
    "PT yg biasa (bukan perorangan)",
]

# ---------------------------------------------------------------------------------------------
# Typical week. Public intents in order of popularity: (id, covered item, service, facet, phrasings)
# ---------------------------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        "pt-perorangan",
        "syarat",
        [
            "apa saja syarat mendirikan {p}?",
            "syarat bikin {p} apa aja",
            "mau buat {p}, syaratnya apa saja ya",
            "persyaratan pendirian {p} apa saja",
            "kalau mau daftar {p} harus siapin apa aja",
            "syarat {p} apa kak",
            "{p} syaratnya apa saja? saya mau buka usaha sendiri",
            "untuk pendirian {p} persyaratannya apa aja ya",
            "saya mau mendirikan {p} sendirian, apa saja syaratnya",
            "boleh minta info syarat-syarat {p}",
            "apa syarat untuk jadi pendiri {p}",
            "umur berapa boleh bikin {p} dan syarat lainnya apa",
        ],
    ),
    (
        "akun.lupa-password",
        None,
        "akun",
        "password",
        [
            "lupa password ahu online gimana",
            "cara reset password akun ahu",
            "gak bisa login ahu, lupa kata sandi",
            "email reset password ahu gak masuk masuk",
            "password akun notaris lupa, gimana resetnya",
            "lupa sandi ahu online",
            "cara ganti password yang lupa di ahu",
            "akun ahu saya lupa passwordnya, tolong dibantu",
        ],
    ),
    (
        "fidusia.daftar",
        "fidusia-pendaftaran",
        "fidusia",
        "cara",
        [
            "bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia gimana",
            "mau daftar fidusia kendaraan lewat mana",
            "pendaftaran jaminan fidusia online caranya gimana",
            "fidusia didaftarkan dimana ya",
            "prosedur pendaftaran fidusia",
            "saya dari leasing mau daftar fidusia, gimana caranya",
            "cara input pendaftaran fidusia di ahu",
            "pendaftaran fidusia bisa online kah",
        ],
    ),
    (
        "pt-perorangan.biaya",
        None,
        "pt-perorangan",
        "biaya",
        [
            "biaya pendirian {p} berapa ya",
            "bikin {p} bayar berapa",
            "{p} biayanya berapa",
            "berapa biaya daftar {p} di ahu",
            "pnbp pendirian {p} berapa",
            "mau tanya biaya buat {p} berapa ya kak",
            "ada biayanya gak bikin {p}",
            "total biaya {p} sampai jadi berapa",
            "harga pendirian {p} berapa",
        ],
    ),
    (
        "pnbp.voucher-belum-terverifikasi",
        None,
        "pnbp",
        "voucher",
        [
            "voucher pnbp udah dibayar tapi status masih belum bayar",
            "sudah bayar voucher kok di ahu belum terverifikasi",
            "pembayaran voucher sudah berhasil tapi belum bisa lanjut",
            "sudah transfer pnbp tapi voucher masih pending",
            "bukti bayar ada tapi voucher belum terkonfirmasi, gimana",
            "sudah bayar di bank, status voucher belum update",
            "voucher sudah lunas dari kemarin tapi tetap belum terbayar di sistem",
        ],
    ),
    (
        "apostille.biaya",
        "apostille-biaya-lanjutan",
        "apostille",
        "biaya",
        [
            "biaya apostille berapa per dokumen",
            "apostille bayar berapa",
            "berapa tarif apostille 1 dokumen",
            "apostille ijazah biayanya berapa",
            "PNBP apostille berapa ya",
            "biaya apostille akta kelahiran berapa",
            "apostille 3 dokumen jadi bayar berapa",
            "mau apostille transkrip nilai, biayanya berapa",
        ],
    ),
    (
        "pt-perorangan.cara",
        None,
        "pt-perorangan",
        "cara",
        [
            "cara daftar {p} gimana",
            "bagaimana cara mendirikan {p}",
            "langkah langkah bikin {p} online gimana ya",
            "{p} daftarnya di mana",
            "mau bikin {p}, mulai dari mana ya",
            "cara isi pernyataan pendirian {p} gimana",
            "prosedur pendaftaran {p} seperti apa",
            "daftar {p} bisa sendiri lewat ahu online kah",
            "tutorial buat {p} dong",
        ],
    ),
    (
        "cv.dimana",
        "cv-firma-pendaftaran",
        "cv",
        "dimana",
        [
            "CV sekarang daftarnya di mana?",
            "pendaftaran CV masih di pengadilan negeri atau udah pindah?",
            "firma didaftarkan ke mana sekarang",
            "mau daftar CV, ke PN atau ke kemenkum?",
            "di mana tempat pendaftaran CV",
            "CV daftar di mana ya sekarang",
            "pendaftaran firma dilakukan dimana",
            "CV masih perlu didaftarkan di pengadilan?",
            "kalau bikin CV didaftarkan di instansi mana",
            "daftar CV lewat SABU ya?",
        ],
    ),
    (
        "fidusia.roya",
        None,
        "fidusia",
        "bubar",
        [
            "cara roya fidusia gimana",
            "kredit motor udah lunas, cara hapus fidusianya gimana",
            "penghapusan jaminan fidusia prosesnya gimana",
            "mau roya fidusia tapi leasingnya sudah tutup, gimana",
            "cara coret fidusia setelah lunas",
            "penghapusan sertifikat fidusia dimana",
            "roya fidusia bisa dilakukan sendiri?",
        ],
    ),
    (
        "apostille.dokumen",
        "apostille-dokumen",
        "apostille",
        "dokumen",
        [
            "dokumen apa saja yang bisa diapostille?",
            "ijazah bisa diapostille gak",
            "akta nikah bisa apostille?",
            "dokumen apa aja yang bisa di apostille di kemenkum",
            "apakah SKCK bisa diapostille",
            "jenis dokumen yang bisa diapostille apa saja",
            "dokumen swasta bisa diapostille ga",
            "surat keterangan dari kelurahan bisa apostille?",
        ],
    ),
    (
        "yayasan.pendirian",
        "yayasan-pendirian",
        "yayasan",
        "cara",
        [
            "bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gimana",
            "mau buat yayasan sosial, prosesnya gimana ya",
            "langkah mendirikan yayasan apa saja",
            "gimana caranya dirikan yayasan pendidikan",
            "prosedur pendirian yayasan",
            "mau bikin yayasan panti asuhan gimana caranya",
            "cara pengesahan pendirian yayasan",
        ],
    ),
    (
        "nama-pt.pesan",
        None,
        "nama-pt",
        "cara",
        [
            "cara pesan nama PT gimana",
            "cek nama PT udah dipakai atau belum dimana",
            "gimana cara cek ketersediaan nama perseroan",
            "pemesanan nama PT lewat mana ya",
            "mau booking nama PT caranya gimana",
            "cara reservasi nama PT di AHU",
            "dimana bisa cek nama pt yang masih tersedia",
            "gimana cara pesan nama untuk PT perorangan",
        ],
    ),
    (
        "wasiat.cari",
        "wasiat-pencarian",
        "wasiat",
        "cari",
        [
            "bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "cara cek wasiat orang tua yang sudah meninggal",
            "bapak saya meninggal, gimana tau ada wasiat atau tidak",
            "cara dapat surat keterangan wasiat",
            "ngecek wasiat almarhumah ibu caranya gimana",
            "mau urus surat keterangan wasiat untuk warisan, gimana",
            "cara mencari wasiat di daftar pusat wasiat",
            "permohonan surat keterangan wasiat lewat mana",
        ],
    ),
    (
        "pt-biasa.notaris",
        "pt-biasa-akta",
        "pt-biasa",
        "notaris",
        [
            "apakah pendirian PT biasa harus pakai akta notaris?",
            "PT biasa wajib notaris gak",
            "bikin PT biasa bisa tanpa notaris?",
            "kalau PT yang 2 orang harus ke notaris ya?",
            "PT persekutuan modal perlu akta notaris kah",
            "pendirian PT biasa harus lewat notaris atau bisa daftar sendiri",
            "mau bikin PT sama teman, wajib akta notaris gak",
            "PT umum (bukan perorangan) aktanya harus notaris?",
            "apa bisa PT biasa didirikan tanpa akta notaris",
        ],
    ),
    (
        "kwn.anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        "kwn",
        "usia",
        [
            "sampai usia berapa anak kewarganegaraan ganda harus memilih?",
            "anak saya dwi kewarganegaraan, umur berapa wajib pilih",
            "batas umur anak berkewarganegaraan ganda milih WNI",
            "anak kawin campur harus pilih kewarganegaraan umur berapa",
            "kapan anak dengan kewarganegaraan ganda terbatas harus memilih",
            "anak kewarganegaraan ganda usia 18 harus milih ya?",
            "umur berapa anak hasil perkawinan campuran harus menentukan kewarganegaraan",
        ],
    ),
    (
        "apostille.apa-itu",
        "apostille-biaya-lanjutan",
        "apostille",
        "apa",
        [
            "apa itu apostille?",
            "apostille itu apa ya",
            "apostille maksudnya apa",
            "saya baru dengar apostille, itu apa sih",
            "pengertian apostille apa",
            "apa yang dimaksud dengan apostille",
            "apostil itu apa kak",
        ],
    ),
    (
        "pt-perorangan.ubah",
        None,
        "pt-perorangan",
        "ubah",
        [
            "cara ubah data {p} gimana",
            "mau ganti alamat {p} caranya gimana",
            "{p} mau tambah kbli, gimana caranya",
            "bagaimana mengubah pernyataan pendirian {p}",
            "perubahan modal {p} gimana caranya",
            "salah input nama di {p}, bisa diubah gak",
            "mau ganti bidang usaha {p} gimana prosesnya",
            "cara perubahan data {p} di ahu online",
        ],
    ),
    (
        "yayasan.ubah",
        None,
        "yayasan",
        "ubah",
        [
            "cara ganti pengurus yayasan gimana",
            "mau ubah susunan pembina yayasan prosesnya gimana",
            "perubahan anggaran dasar yayasan gimana caranya",
            "ketua yayasan meninggal, cara ganti pengurusnya bagaimana",
            "ubah alamat yayasan harus lapor ke ahu?",
            "cara perubahan data yayasan di ahu online",
            "pergantian pengawas yayasan prosedurnya apa",
        ],
    ),
    (
        "apostille.lama",
        None,
        "apostille",
        "lama",
        [
            "berapa lama proses apostille",
            "apostille jadi berapa hari",
            "apostille bisa selesai sehari gak",
            "lama proses apostille ijazah berapa hari",
            "apostille prosesnya lama gak ya",
            "kira2 apostille kelar kapan kalau diajukan hari ini",
        ],
    ),
    (
        "cv.biaya",
        None,
        "cv",
        "biaya",
        [
            "biaya pendaftaran CV berapa",
            "bikin CV habis berapa ya",
            "PNBP pendaftaran CV berapa",
            "berapa biaya daftar firma",
            "CV bayar berapa di sistem ahu",
            "daftar CV biayanya berapa kak",
            "ongkos bikin CV berapaan",
        ],
    ),
    (
        "perkumpulan.badan-hukum",
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "badan-hukum",
        [
            "bagaimana perkumpulan bisa jadi badan hukum?",
            "cara perkumpulan dapat status badan hukum",
            "organisasi kami mau jadi perkumpulan berbadan hukum, gimana",
            "pengesahan badan hukum perkumpulan gimana caranya",
            "perkumpulan kami belum berbadan hukum, caranya supaya berbadan hukum apa",
            "cara daftar perkumpulan biar berbadan hukum",
            "komunitas mau dibadanhukumkan jadi perkumpulan, prosesnya gimana",
        ],
    ),
    (
        "koperasi.pendirian",
        None,
        "koperasi",
        "cara",
        [
            "cara mendirikan koperasi gimana",
            "mau bikin koperasi simpan pinjam prosesnya gimana",
            "pengesahan koperasi sekarang lewat ahu ya",
            "koperasi didaftarkan di mana sekarang",
            "langkah-langkah pendirian koperasi",
            "bikin koperasi desa caranya bagaimana",
        ],
    ),
    (
        "pt-biasa.modal",
        None,
        "pt-biasa",
        "modal",
        [
            "modal minimal PT biasa berapa",
            "modal dasar PT sekarang minimal berapa ya",
            "PT biasa harus setor modal berapa",
            "berapa modal disetor minimal untuk PT",
            "apa masih ada aturan modal minimal 50 juta untuk PT",
            "modal awal bikin PT biasa berapa minimal",
            "PT persekutuan modal modalnya minimal berapa",
        ],
    ),
    (
        "kwn.naturalisasi-syarat",
        None,
        "kwn",
        "syarat",
        [
            "syarat naturalisasi jadi WNI apa saja",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan apa aja",
            "WNA yang sudah lama tinggal di indonesia mau jadi WNI, syaratnya apa",
            "syarat permohonan kewarganegaraan indonesia untuk orang asing",
            "dokumen apa saja untuk naturalisasi",
        ],
    ),
]

# Internal intents: (id, covered item, register, kind of figure, phrasings)
TYPICAL_INTERNAL = [
    (
        "int.pt-perorangan.jumlah",
        "internal-jumlah-pt-bulanan",
        "pt-perorangan",
        "jumlah",
        [
            "berapa PT perorangan yang didaftarkan bulan lalu per provinsi?",
            "jumlah pendaftaran PT perorangan di {prov} {bln} {thn}",
            "berapa PT perorangan terdaftar di {prov} tahun {thn}",
            "total PT perorangan bulan {bln} {thn}?",
            "tolong hitung PT perorangan baru di {prov} bulan lalu",
            "ada berapa pendaftaran PT perorangan minggu lalu",
            "jumlah PT perorangan per provinsi {bln} {thn}",
            "PT perorangan yang masuk tahun {thn} berapa",
        ],
    ),
    (
        "int.pt-perorangan.ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        "pt-perorangan",
        "ranking",
        [
            "tiga provinsi mana yang paling banyak mendaftarkan PT perorangan tahun {thn}?",
            "{k} provinsi teratas PT perorangan {thn}",
            "ranking provinsi pendaftaran PT perorangan bulan {bln} {thn}",
            "provinsi dengan PT perorangan terbanyak tahun ini apa saja",
            "urutkan provinsi berdasarkan jumlah PT perorangan {thn}",
            "top {k} provinsi PT perorangan semester ini",
        ],
    ),
    (
        "int.fidusia.jumlah",
        None,
        "fidusia",
        "jumlah",
        [
            "berapa pendaftaran fidusia di {prov} {bln} {thn}",
            "jumlah fidusia bulan lalu per provinsi",
            "total pendaftaran jaminan fidusia tahun {thn}",
            "fidusia yang didaftarkan di {prov} tahun {thn} ada berapa",
            "hitung pendaftaran fidusia minggu lalu",
        ],
    ),
    (
        "int.fidusia.kanwil-di-atas",
        "internal-fidusia-kantor-wilayah",
        "fidusia",
        "threshold",
        [
            "kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran fidusia pada {bln} {thn}?",
            "kanwil yang fidusianya di atas {n} bulan lalu",
            "daftar kanwil dengan pendaftaran fidusia > {n} {bln} {thn}",
            "kanwil mana aja yang pendaftaran fidusianya lebih dari {n} tahun {thn}",
            "sebutkan kanwil dengan fidusia melebihi {n} di {bln} {thn}",
        ],
    ),
    (
        "int.yayasan.jumlah",
        None,
        "yayasan",
        "jumlah",
        [
            "berapa yayasan baru disahkan {bln} {thn}",
            "jumlah pengesahan yayasan di {prov} tahun {thn}",
            "total yayasan yang didaftarkan bulan lalu",
            "ada berapa yayasan baru di {prov} tahun ini",
        ],
    ),
]

# ---------------------------------------------------------------------------------------------
# Hard week: facets of one service, synonyms, English mixed in, near misses.
# ---------------------------------------------------------------------------------------------

HARD_PUBLIC = [
    (
        "pt-perorangan.apa-itu",
        None,
        "pt-perorangan",
        "apa",
        [
            "{p} itu apa sih",
            "apa yang dimaksud {p}",
            "what is {p}?",
            "{p} tuh maksudnya apa ya",
            "pengertian {p}",
            "{p} itu konsepnya kayak gimana",
            "could you explain what {p} means",
            "definisi {p} menurut UU cipta kerja apa",
        ],
    ),
    (
        "pt-perorangan.syarat",
        "pt-perorangan-syarat",
        "pt-perorangan",
        "syarat",
        [
            "requirement bikin {p} apa aja",
            "apa yang perlu disiapkan kalau mau dirikan {p}",
            "dokumen apa yg dibawa untuk {p}",
            "what are the requirements for {p}",
            "syarat pendiri {p} harus WNI kah?",
            "kriteria siapa yang boleh mendirikan {p}",
            "kelengkapan berkas {p} apa saja",
            "{p} prasyaratnya apa",
            "need what documents to set up {p}?",
            "persyaratan mendirikan {p}",
            "saya umur 19 boleh bikin {p}? syarat lainnya apa",
        ],
    ),
    (
        "pt-perorangan.biaya",
        None,
        "pt-perorangan",
        "biaya",
        [
            "tarif pendirian {p} berapa",
            "ongkos bikin {p} berapa",
            "{p} fee nya berapa",
            "bayar berapa sih untuk daftar {p}",
            "PNBP {p} berapa rupiah",
            "how much to register {p}",
            "{p} gratis atau berbayar",
            "biaya resmi {p} di AHU",
            "harus keluar duit berapa buat {p}",
        ],
    ),
    (
        "pt-perorangan.lama",
        None,
        "pt-perorangan",
        "lama",
        [
            "berapa lama proses {p}",
            "{p} jadi dalam berapa hari",
            "how long does {p} registration take",
            "estimasi waktu pendirian {p}",
            "sertifikat {p} keluar berapa lama",
            "daftar {p} bisa selesai hari itu juga?",
            "{p} prosesnya cepat gak",
            "kira-kira kapan {p} saya selesai kalau daftar hari ini",
        ],
    ),
    (
        "pt-perorangan.cara",
        None,
        "pt-perorangan",
        "cara",
        [
            "gimana cara daftar {p}",
            "how to register {p} online",
            "step by step dirikan {p}",
            "alur pendaftaran {p} gimana",
            "{p} diurus lewat mana",
            "mulai dari mana kalau mau bikin {p}",
            "cara isi form pernyataan pendirian {p}",
            "daftar {p} via website apa",
            "prosedur {p} dari awal sampai sertifikat",
            "di mana {p} didaftarkan?",
        ],
    ),
    (
        "pt-perorangan.ubah",
        None,
        "pt-perorangan",
        "ubah",
        [
            "cara ubah data {p}",
            "how to change address of {p}",
            "mau revisi pernyataan pendirian {p}",
            "{p} mau ganti KBLI gimana",
            "perubahan {p} lewat mana",
            "update data {p} setelah terdaftar bisa?",
            "ganti nama {p} prosedurnya apa",
            "tambah modal {p} caranya gimana",
        ],
    ),
    (
        "pt-perorangan.bubar",
        None,
        "pt-perorangan",
        "bubar",
        [
            "cara membubarkan {p}",
            "{p} mau ditutup gimana prosedurnya",
            "how to close {p}",
            "pembubaran {p} lewat ahu?",
            "usaha gak jalan, {p} nya mau dibubarin, caranya",
            "pernyataan pembubaran {p} gimana isinya",
            "tutup {p} permanen prosesnya apa aja",
            "{p} bisa dibubarkan sendiri tanpa notaris?",
        ],
    ),
    (
        "pt-biasa.notaris",
        "pt-biasa-akta",
        "pt-biasa",
        "notaris",
        [
            "PT biasa wajib akta notaris ga?",
            "does a regular PT need a notary deed",
            "{b} bisa didirikan tanpa notaris?",
            "pendirian {b} harus pakai notaris atau cukup online sendiri",
            "akta pendirian {b} harus dibuat notaris ya",
            "PT dengan 2 pemegang saham perlu notaris?",
            "kalau {b}, aktanya harus notariil?",
            "notaris wajib gak buat {b}",
        ],
    ),
    (
        "pt-biasa.biaya",
        None,
        "pt-biasa",
        "biaya",
        [
            "biaya pendirian {b} berapa",
            "tarif pengesahan {b} di ahu",
            "PNBP pendirian {b}",
            "{b} bayar berapa ke negara",
            "how much is the fee for {b}",
            "ongkos pengesahan {b} berapa",
            "biaya resmi pesan nama dan pengesahan {b}",
        ],
    ),
    (
        "pt.beda-perorangan-biasa",
        None,
        "pt",
        "beda",
        [
            "apa beda PT perorangan dan PT biasa",
            "PT perorangan vs PT biasa bedanya apa",
            "difference between PT perorangan and regular PT",
            "mending PT perorangan atau PT biasa, apa bedanya",
            "perbedaan PT perseorangan dengan PT persekutuan modal",
            "PT perorangan sama PT umum bedanya dimana",
        ],
    ),
    (
        "cv.dimana",
        "cv-firma-pendaftaran",
        "cv",
        "dimana",
        [
            "CV sekarang register nya dimana",
            "where do I register a CV now",
            "pendaftaran CV pindah ke kemenkum ya, bukan PN lagi?",
            "firma daftarnya ke instansi mana",
            "CV didaftar via sistem apa sekarang",
            "tempat registrasi CV",
            "dulu CV di pengadilan negeri, sekarang di mana",
            "daftarin firma ke mana ya sekarang",
        ],
    ),
    (
        "cv.biaya",
        None,
        "cv",
        "biaya",
        [
            "tarif daftar CV",
            "CV fee berapa",
            "ongkos pendaftaran firma",
            "PNBP CV berapa",
            "how much is CV registration",
            "bayar berapa daftarin CV di SABU",
        ],
    ),
    (
        "cv.ubah-ke-pt",
        None,
        "cv",
        "ubah",
        [
            "cara ubah CV jadi PT",
            "CV mau naik jadi PT gimana",
            "convert CV to PT caranya",
            "peralihan CV menjadi PT prosedurnya",
            "CV kami mau diubah ke PT perorangan, bisa?",
            "upgrade CV ke PT gimana prosesnya",
        ],
    ),
    (
        "yayasan.pendirian",
        "yayasan-pendirian",
        "yayasan",
        "cara",
        [
            "how to establish a yayasan",
            "cara dirikan yayasan",
            "step bikin yayasan sosial",
            "alur pendirian yayasan dari awal",
            "mau buka yayasan pendidikan, prosedurnya gimana",
            "yayasan didirikan lewat apa",
            "gimana caranya dapet pengesahan yayasan",
            "proses pembuatan yayasan",
        ],
    ),
    (
        "yayasan.biaya",
        None,
        "yayasan",
        "biaya",
        [
            "biaya pendirian yayasan",
            "tarif pengesahan yayasan berapa",
            "bikin yayasan keluar duit berapa",
            "yayasan fee registrasi nya berapa",
            "PNBP yayasan berapa",
            "ongkos pengesahan badan hukum yayasan",
        ],
    ),
    (
        "yayasan.ubah",
        None,
        "yayasan",
        "ubah",
        [
            "cara ganti pembina yayasan",
            "perubahan anggaran dasar yayasan",
            "how to change yayasan board",
            "update susunan pengurus yayasan di ahu",
            "ganti alamat domisili yayasan prosesnya",
            "revisi AD yayasan lewat notaris ya?",
        ],
    ),
    (
        "yayasan.bubar",
        None,
        "yayasan",
        "bubar",
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup gimana",
            "pembubaran yayasan prosedurnya",
            "how to dissolve a yayasan",
            "yayasan sudah gak aktif, mau dibubarkan resmi",
            "likuidasi yayasan gimana caranya",
        ],
    ),
    (
        "perkumpulan.badan-hukum",
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "badan-hukum",
        [
            "perkumpulan gimana biar berbadan hukum",
            "how can an association become a legal entity",
            "cara dapat SK badan hukum perkumpulan",
            "pengesahan perkumpulan jadi badan hukum lewat mana",
            "organisasi kami mau legal jadi perkumpulan berbadan hukum",
            "langkah perkumpulan memperoleh status badan hukum",
        ],
    ),
    (
        "perkumpulan.bubar",
        None,
        "perkumpulan",
        "bubar",
        [
            "cara membubarkan perkumpulan",
            "perkumpulan mau dibubarkan prosesnya",
            "pembubaran perkumpulan berbadan hukum",
            "how to dissolve perkumpulan",
            "perkumpulan sudah vakum, cara tutupnya",
        ],
    ),
    (
        "fidusia.daftar",
        "fidusia-pendaftaran",
        "fidusia",
        "cara",
        [
            "how to register fidusia",
            "cara daftarin jaminan fidusia",
            "pendaftaran JF lewat mana",
            "registrasi fidusia online gimana",
            "alur pendaftaran fidusia untuk leasing",
            "fidusia didaftarkan via apa",
            "prosedur daftar jaminan fidusia",
        ],
    ),
    (
        "fidusia.roya",
        None,
        "fidusia",
        "bubar",
        [
            "cara roya fidusia",
            "penghapusan fidusia setelah lunas",
            "how to remove fidusia after loan paid",
            "coret jaminan fidusia gimana",
            "hapus sertifikat fidusia",
            "roya JF lewat mana",
            "pencoretan fidusia bisa online?",
        ],
    ),
    (
        "fidusia.ubah",
        None,
        "fidusia",
        "ubah",
        [
            "perubahan sertifikat fidusia gimana",
            "cara ubah data jaminan fidusia",
            "salah nomor rangka di sertifikat fidusia, cara revisi",
            "change fidusia data",
            "perbaikan data fidusia yang salah input",
            "ganti objek jaminan fidusia caranya",
        ],
    ),
    (
        "fidusia.biaya",
        None,
        "fidusia",
        "biaya",
        [
            "biaya daftar fidusia",
            "tarif fidusia untuk pinjaman 50 juta",
            "PNBP fidusia berapa",
            "fidusia fee",
            "ongkos pendaftaran jaminan fidusia",
            "bayar berapa daftar fidusia motor",
        ],
    ),
    (
        "apostille.apa-itu",
        "apostille-biaya-lanjutan",
        "apostille",
        "apa",
        [
            "what is apostille",
            "apostille itu apa",
            "arti apostille",
            "apostille tuh apaan",
            "pengertian apostil",
            "apa sih apostille itu",
        ],
    ),
    (
        "apostille.biaya",
        "apostille-biaya-lanjutan",
        "apostille",
        "biaya",
        [
            "apostille fee berapa",
            "tarif apostille per dokumen",
            "ongkos apostille ijazah",
            "how much is apostille",
            "PNBP apostille",
            "bayar berapa untuk apostille 1 dokumen",
            "apostille harganya berapa",
        ],
    ),
    (
        "apostille.dokumen",
        "apostille-dokumen",
        "apostille",
        "dokumen",
        [
            "dokumen apa aja yg bisa diapostille",
            "which documents can be apostilled",
            "ijazah bisa apostille ga",
            "akta cerai bisa di apostille?",
            "jenis dokumen untuk apostille",
            "dokumen yang eligible apostille apa",
            "surat dari notaris bisa diapostille?",
        ],
    ),
    (
        "apostille.beda-legalisasi",
        "apostille-vs-legalisasi",
        "apostille",
        "beda",
        [
            "apa beda apostille dengan legalisasi",
            "apostille vs legalisasi",
            "difference apostille and legalization",
            "legalisir kedutaan sama apostille bedanya apa",
            "perbedaan apostille dan legalisasi dokumen",
            "apostille sama legalisasi sama aja gak",
        ],
    ),
    (
        "apostille.lama",
        None,
        "apostille",
        "lama",
        [
            "berapa lama apostille",
            "apostille how many days",
            "apostille selesai berapa hari",
            "proses apostille butuh waktu berapa lama",
            "apostille bisa kilat?",
            "estimasi apostille jadi kapan",
        ],
    ),
    (
        "apostille.cara",
        None,
        "apostille",
        "cara",
        [
            "cara mengajukan apostille",
            "how to apply for apostille",
            "apostille diurus dimana",
            "prosedur permohonan apostille online",
            "apostille daftar lewat website apa",
            "langkah-langkah apostille ijazah",
            "apostille bisa diurus sendiri online?",
        ],
    ),
    (
        "wasiat.cari",
        "wasiat-pencarian",
        "wasiat",
        "cari",
        [
            "cara cek almarhum punya wasiat atau tidak",
            "how to find out if my late father left a will",
            "permohonan surat keterangan wasiat",
            "ngecek wasiat yang terdaftar atas nama orang tua yang sudah meninggal",
            "ayah meninggal, mau tau ada wasiat ga",
            "search wasiat orang yang sudah meninggal",
            "SKW (surat keterangan wasiat) gimana dapetinnya",
        ],
    ),
    (
        "wasiat.daftar",
        None,
        "wasiat",
        "daftar",
        [
            "cara mendaftarkan wasiat",
            "mau bikin wasiat, daftarnya gimana",
            "how to register a will",
            "wasiat harus didaftarkan ke mana",
            "cara buat wasiat yang sah",
            "pelaporan wasiat oleh notaris gimana",
        ],
    ),
    (
        "kwn.anak-ganda-usia",
        "kewarganegaraan-ganda-anak",
        "kwn",
        "usia",
        [
            "anak dual citizenship harus pilih umur berapa",
            "batas usia anak kewarganegaraan ganda",
            "at what age must a dual citizen child choose",
            "umur berapa anak kawin campur wajib milih WNI atau WNA",
            "anak berkewarganegaraan ganda terbatas deadline milihnya usia berapa",
            "usia maksimal anak memiliki dua kewarganegaraan",
        ],
    ),
    (
        "kwn.naturalisasi-syarat",
        None,
        "kwn",
        "syarat",
        [
            "syarat naturalisasi",
            "requirement jadi WNI untuk WNA",
            "apa yang perlu disiapkan untuk pewarganegaraan",
            "istri saya WNA, dokumen apa yg dibawa untuk jadi WNI",
            "persyaratan permohonan kewarganegaraan RI",
            "naturalization requirements indonesia",
        ],
    ),
    (
        "akun.lupa-password",
        None,
        "akun",
        "password",
        [
            "forgot password ahu",
            "reset kata sandi ahu online",
            "lupa pass akun ahu",
            "ga bisa masuk ahu, password lupa",
            "link reset password ahu tidak terkirim",
            "how to reset my AHU password",
        ],
    ),
    (
        "pnbp.voucher-belum-terverifikasi",
        None,
        "pnbp",
        "voucher",
        [
            "voucher udah paid tapi status unpaid",
            "sudah bayar PNBP tapi belum terverifikasi",
            "payment done but voucher still pending",
            "voucher AHU sudah lunas tapi gak bisa lanjut proses",
            "udah transfer, voucher kok masih belum terbayar",
        ],
    ),
]

HARD_INTERNAL = [
    (
        "int.pt-perorangan.jumlah",
        "internal-jumlah-pt-bulanan",
        "pt-perorangan",
        "jumlah",
        [
            "jumlah PT perorangan {prov} {bln} {thn}",
            "how many PT perorangan registered in {prov} last month",
            "count PT perorangan {thn}",
            "berapa banyak PT perseorangan baru di {prov} tahun {thn}",
            "PT perorangan yang terdaftar {bln} {thn} totalnya",
            "total registrasi PT perorangan per provinsi bulan lalu",
        ],
    ),
    (
        "int.pt-perorangan.ranking-provinsi",
        "internal-provinsi-pt-terbanyak-2025",
        "pt-perorangan",
        "ranking",
        [
            "top {k} provinsi PT perorangan {thn}",
            "provinsi mana paling banyak PT perorangan {thn}",
            "rank provinces by PT perorangan registrations {thn}",
            "urutan provinsi terbanyak PT perseorangan bulan {bln} {thn}",
            "{k} besar provinsi pendaftar PT perorangan",
        ],
    ),
    (
        "int.fidusia.kanwil-di-atas",
        "internal-fidusia-kantor-wilayah",
        "fidusia",
        "threshold",
        [
            "kanwil dengan fidusia > {n} di {bln} {thn}",
            "which kanwil above {n} fidusia registrations last month",
            "kantor wilayah yang pendaftaran fidusianya melebihi {n}",
            "list kanwil fidusia di atas {n} tahun {thn}",
            "kanwil mana yang tembus {n} pendaftaran fidusia bulan {bln}",
        ],
    ),
    (
        "int.fidusia.jumlah",
        None,
        "fidusia",
        "jumlah",
        [
            "jumlah fidusia {prov} {bln} {thn}",
            "how many fidusia registrations in {prov} {thn}",
            "total pendaftaran JF bulan lalu",
            "berapa fidusia terdaftar di {prov} minggu ini",
        ],
    ),
    (
        "int.pt-perorangan.kanwil-di-atas",
        None,
        "pt-perorangan",
        "threshold",
        [
            "kanwil mana yang PT perorangannya lebih dari {n} {bln} {thn}",
            "list kanwil with PT perorangan above {n}",
            "kantor wilayah dengan pendaftaran PT perorangan di atas {n} tahun {thn}",
            "kanwil yang tembus {n} PT perorangan bulan lalu",
        ],
    ),
    (
        "int.fidusia.ranking-provinsi",
        None,
        "fidusia",
        "ranking",
        [
            "provinsi dengan fidusia terbanyak {thn}",
            "top {k} provinsi pendaftaran fidusia bulan {bln} {thn}",
            "ranking provinsi jaminan fidusia {thn}",
            "urutkan provinsi menurut jumlah fidusia {bln} {thn}",
        ],
    ),
    (
        "int.yayasan.perbandingan",
        None,
        "yayasan",
        "banding",
        [
            "bandingkan pengesahan yayasan {bln} {thn} dengan {bln} {thn0}",
            "yayasan tahun {thn} vs {thn0} naik atau turun",
            "compare yayasan registrations {thn} vs {thn0}",
            "perbandingan jumlah yayasan baru semester 1 dan semester 2 {thn0}",
            "pertumbuhan pengesahan yayasan dibanding tahun lalu",
        ],
    ),
]

# ---------------------------------------------------------------------------------------------
# Follow-ups (the service is only known from the session)
# ---------------------------------------------------------------------------------------------

FOLLOW_PUBLIC = {
    "biaya": [
        "biayanya berapa?",
        "trus biayanya berapa",
        "kalau biayanya?",
        "bayarnya berapa ya",
        "ada biayanya gak?",
        "berapa biayanya untuk satu dokumen?",
    ],
    "syarat": ["syaratnya apa aja?", "terus yang harus disiapin apa aja", "persyaratannya apa kak"],
    "lama": ["prosesnya berapa lama?", "berapa hari jadinya", "lama gak prosesnya"],
    "cara": ["caranya gimana?", "daftarnya lewat mana?", "prosesnya gimana"],
    "ubah": ["kalau mau ubah datanya gimana?", "nanti kalau ada perubahan gimana caranya"],
    "bubar": ["kalau mau dibubarkan gimana?", "cara bubarinnya gimana"],
    "apa": ["itu sebenernya apa sih?", "maksudnya apa ya itu?"],
    "dokumen": ["dokumen apa aja yang bisa?", "ijazah bisa gak?", "akta lahir bisa juga?"],
    "beda": ["bedanya sama legalisasi apa?", "beda gak sama legalisir biasa?"],
    "notaris": ["itu wajib pakai notaris gak?", "harus lewat notaris ya?"],
    "modal": ["modal minimalnya berapa?"],
}
FOLLOW_PUBLIC_EN = {
    "biaya": ["how much?", "fee nya?", "cost nya berapa"],
    "syarat": ["requirements nya apa aja?", "dokumen apa yg dibawa?"],
    "lama": ["how long?", "processing time nya?"],
    "cara": ["how to apply?", "step nya gimana?"],
    "ubah": ["kalau mau revisi data gimana?"],
    "bubar": ["kalau mau close gimana?"],
    "apa": ["itu apa ya sebenernya?"],
    "beda": ["bedanya sama legalisasi?"],
}
# Apostille "beda" follow-ups name legalisation; keep them for apostille only.
FOLLOW_ONLY_FOR = {"beda": "apostille", "dokumen": "apostille"}
# Services whose follow-ups read differently; these replace the generic ones.
FOLLOW_SERVICE = {
    ("fidusia", "bubar"): ["kalau udah lunas, hapusnya gimana?", "roya nya gimana?"],
    ("fidusia", "ubah"): ["kalau ada data yang salah, revisinya gimana?"],
    ("cv", "ubah"): ["kalau mau diubah jadi PT gimana?", "nanti bisa upgrade ke PT gak?"],
}
# A follow-up only makes sense after a question on the service itself, not on a change of it.
NO_FOLLOW_FROM = {"ubah", "bubar", "password", "voucher", "daftar"}
NO_FOLLOW_SERVICES = {"kwn", "akun", "pnbp", "nama-pt"}

FOLLOW_SAME_INTERNAL = {
    "jumlah": [
        "kalau {prov}?",
        "{prov} berapa?",
        "tahun lalu berapa?",
        "dan tahun sebelumnya?",
        "bulan sebelumnya?",
        "kalau {bln} {thn}?",
        "coba {prov} juga",
        "yang {thn} berapa",
    ],
    "ranking": [
        "kalau top {k}?",
        "tahun {thn} gimana?",
        "bulan {bln} {thn}?",
        "yang paling sedikit mana aja?",
        "urutan tahun lalu?",
    ],
    "threshold": [
        "kalau di atas {n}?",
        "bulan {bln} gimana?",
        "threshold {n} aja",
        "tahun {thn}?",
        "kalau bulan lalu?",
    ],
    "banding": ["kalau {prov} aja?", "dibanding {thn0}?", "per kuartal?"],
}
FOLLOW_SAME_INTERNAL_EN = {
    "jumlah": ["what about {prov}?", "and {thn}?", "last year?"],
    "ranking": ["top {k} only", "what about {thn}?"],
    "threshold": ["threshold {n}?", "what about {bln}?"],
    "banding": ["vs {thn0}?"],
}
SWITCH_REGISTER = {
    "pt-perorangan": [
        "kalau PT perorangan?",
        "yang PT perorangan gimana?",
        "sama, tapi PT perorangan",
    ],
    "fidusia": ["kalau fidusia?", "yang fidusia gimana?", "sama, tapi untuk fidusia"],
    "yayasan": ["kalau yayasan?", "yayasan gimana?"],
}
SWITCH_KIND = {
    "ranking": [
        "urutkan provinsinya dari yang terbanyak",
        "provinsi mana yang paling banyak?",
        "ranking provinsinya dong",
        "top {k} provinsinya?",
    ],
    "threshold": [
        "kanwil mana aja yang di atas {n}?",
        "yang lebih dari {n} kanwil mana aja",
        "list kanwil yang lewat {n}",
    ],
    "jumlah": ["totalnya berapa?", "jumlah totalnya aja", "berapa total semuanya?"],
}

# ---------------------------------------------------------------------------------------------
# Lines asking nothing
# ---------------------------------------------------------------------------------------------

NONE_GREETING = [
    "halo",
    "halo kak",
    "halo min",
    "pagi",
    "pagi min",
    "selamat siang",
    "permisi",
    "assalamualaikum",
    "p",
    "min",
    "tes",
    "halo admin",
    "selamat malam",
]
NONE_CLOSING = [
    "makasih kak",
    "ok",
    "oke min",
    "siap",
    "siap kak, terima kasih",
    "mantap",
    "terima kasih banyak infonya",
    "baik kak",
    "sip",
    "makasih ya",
    "oke noted",
    "trims",
    "ok paham",
    "mantap, makasih min",
    "baik, terima kasih",
]
NONE_EN = ["thanks", "ok thanks", "noted, thank you", "hi", "hello", "thx min"]
NONE_INTERNAL = ["ok", "sip", "oke makasih", "noted", "siap"]

# ---------------------------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------------------------

ABBREV = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "gimana": ["gmn", "gmana"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dmana"],
    "saya": ["sy", "aku"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs"],
    "tidak": ["gk", "ga", "tdk", "nggak"],
    "gak": ["gk", "ga", "ngga"],
    "saja": ["aja", "aj"],
    "aja": ["aj"],
    "sudah": ["udh", "udah", "sdh"],
    "udah": ["udh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn"],
    "tolong": ["tlg"],
    "kalau": ["kalo", "klo", "klw"],
    "juga": ["jg"],
    "belum": ["blm", "blum"],
    "tapi": ["tp"],
    "atau": ["atw", "ato"],
    "harus": ["hrs", "musti"],
    "mau": ["mo", "mw"],
    "mohon": ["mhn"],
    "terus": ["trus", "trs"],
    "trus": ["trs"],
    "sekarang": ["skrg", "skrng"],
    "pakai": ["pake"],
    "seperti": ["kayak", "spt"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "apakah": ["apa"],
    "sama": ["sm"],
    "lagi": ["lg"],
    "terima": ["trima"],
}

GREET_PUBLIC = [
    "halo kak",
    "halo min",
    "min",
    "pagi",
    "pagi min",
    "siang kak",
    "sore min",
    "selamat pagi",
    "selamat siang",
    "permisi",
    "permisi kak",
    "assalamualaikum",
    "mohon info",
    "mau tanya",
    "kak mau tanya",
    "min mau nanya",
    "halo",
    "hai",
    "p",
    "malam min",
    "punten",
    "maaf mau tanya",
]
GREET_EN = ["hi", "hello", "hi min", "hello admin", "excuse me", "good morning"]
SUFFIX_PUBLIC = [
    "dong",
    "ya",
    "ya kak",
    "kak",
    "min",
    "makasih",
    "makasih kak",
    "terima kasih",
    "mohon infonya",
    "mohon pencerahannya",
    "trims",
    "tq",
    "urgent",
    "🙏",
]
SUFFIX_EN = ["pls", "thanks", "thx", "asap", "please"]
GREET_INTERNAL = ["tolong", "pak,", "mas,", "cek dong", "minta data", "bantu cek"]

PROVINCES = [
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
    "Kalimantan Barat",
    "Sulawesi Utara",
    "Jambi",
]
PROVINCE_SHORT = {
    "Jawa Barat": "jabar",
    "Jawa Timur": "jatim",
    "Jawa Tengah": "jateng",
    "DKI Jakarta": "DKI",
    "Sumatera Utara": "sumut",
    "Sulawesi Selatan": "sulsel",
    "Kalimantan Timur": "kaltim",
    "DI Yogyakarta": "DIY",
    "Sumatera Barat": "sumbar",
    "Kalimantan Barat": "kalbar",
    "Sulawesi Utara": "sulut",
}
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
THRESHOLDS = ["500", "750", "1000", "1.000", "1500", "2000", "2.500", "3000", "5.000"]

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
    "Rizky",
    "Fitri",
    "Yusuf",
    "Ahmad",
    "Sri",
    "Hendra",
    "Ayu",
    "Bambang",
    "Lestari",
    "Dian",
    "Joko",
    "Maria",
    "Fajar",
    "Indah",
    "Teguh",
    "Ratna",
    "Dimas",
    "Yohanes",
]
LAST_NAMES = [
    "Santoso",
    "Wijaya",
    "Saputra",
    "Rahmawati",
    "Hidayat",
    "Siregar",
    "Nasution",
    "Pratama",
    "Kurniawan",
    "Lubis",
    "Susanti",
    "Setiawan",
    "Gunawan",
    "Harahap",
    "Sembiring",
    "Wibowo",
    "Purnomo",
    "Simanjuntak",
    "Putri",
    "Hakim",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "gmail.com", "ymail.com"]

TOKEN_RE = re.compile(r"^(\W*)([A-Za-z][A-Za-z'-]*)(\W*)$")


def fake_name(rng: random.Random) -> str:
    if rng.random() < 0.3:
        return rng.choice(FIRST_NAMES)
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_nik(rng: random.Random) -> str:
    prov = rng.choice([11, 12, 13, 14, 16, 31, 32, 33, 34, 35, 36, 51, 52, 53, 61, 64, 71, 73])
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        f"{prov:02d}{rng.randint(1, 79):02d}{rng.randint(1, 40):02d}"
        f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) % 100:02d}{rng.randint(1, 9999):04d}"
    )


def fake_phone(rng: random.Random) -> str:
    prefix = rng.choice(["812", "813", "821", "822", "852", "853", "857", "878", "896", "838"])
    a = rng.randint(1000, 9999)
    b = rng.randint(1000, 9999)
    form = rng.randrange(6)
    if form == 0:
        return f"0{prefix}{a}{b}"
    if form == 1:
        return f"0{prefix}-{a}-{b}"
    if form == 2:
        return f"+62 {prefix} {a} {b}"
    if form == 3:
        return f"62{prefix}{a}{b}"
    if form == 4:
        return f"0{prefix} {a} {b}"
    return f"+62{prefix}-{a}{b}"


def fake_email(rng: random.Random) -> str:
    first = rng.choice(FIRST_NAMES).lower()
    last = rng.choice(LAST_NAMES).lower()
    sep = rng.choice([".", "_", ""])
    num = rng.choice(["", str(rng.randint(1, 99)), str(rng.randint(1970, 2005))])
    return f"{first}{sep}{last}{num}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: random.Random) -> str:
    if rng.random() < 0.35:
        return fake_nik(rng)
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(map(str, d))
    return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def add_personal(rng: random.Random, q: str, english: bool) -> str:
    form = rng.randrange(8)
    if form == 0:
        return f"nama saya {fake_name(rng)}, NIK {fake_nik(rng)}. {q}"
    if form == 1:
        return f"sy {fake_name(rng)} NIK {fake_nik(rng)} {q}"
    if form == 2:
        return f"{q}. no hp {fake_phone(rng)}"
    if form == 3:
        return f"{q}, bisa hubungi saya di {fake_phone(rng)}"
    if form == 4:
        tail = "my email" if english else "email saya"
        return f"{q} {tail} {fake_email(rng)}"
    if form == 5:
        return f"{q}. NPWP perusahaan {fake_npwp(rng)}"
    if form == 6:
        return f"{q} atas nama {fake_name(rng)}, wa {fake_phone(rng)}"
    return f"{q} (NIK {fake_nik(rng)}, {fake_email(rng)})"


def abbreviate(rng: random.Random, text: str) -> str:
    if rng.random() < 0.4:
        return text
    intensity = rng.uniform(0.3, 0.9)
    out = []
    for tok in text.split(" "):
        m = TOKEN_RE.match(tok)
        if m:
            core = m.group(2)
            alts = ABBREV.get(core.lower())
            if alts and rng.random() < intensity:
                tok = m.group(1) + rng.choice(alts) + m.group(3)
        out.append(tok)
    return " ".join(out)


def repeat_letters(rng: random.Random, text: str) -> str:
    toks = text.split(" ")
    idx = [i for i, t in enumerate(toks) if t.isalpha()]
    if not idx:
        return text
    i = idx[-1] if rng.random() < 0.6 else rng.choice(idx)
    toks[i] = toks[i] + toks[i][-1] * rng.randint(1, 3)
    return " ".join(toks)


def typo(rng: random.Random, text: str) -> str:
    toks = text.split(" ")
    idx = [i for i, t in enumerate(toks) if t.isalpha() and len(t) >= 4]
    if not idx:
        idx = [i for i, t in enumerate(toks) if t.isalpha() and len(t) >= 2]
    if not idx:
        return text
    for _ in range(20):
        i = rng.choice(idx)
        w = toks[i]
        op = rng.randrange(3)
        if op == 0:
            j = rng.randrange(len(w) - 1)
            nw = w[:j] + w[j + 1] + w[j] + w[j + 2 :]
        elif op == 1:
            j = rng.randrange(1, len(w))
            nw = w[:j] + w[j + 1 :]
        else:
            j = rng.randrange(len(w))
            nw = w[: j + 1] + w[j] + w[j + 1 :]
        if nw != w:
            toks[i] = nw
            return " ".join(toks)
    return text


def finish(rng: random.Random, text: str) -> str:
    text = text.rstrip("?").rstrip()
    r = rng.random()
    if r < 0.38:
        end = ""
    elif r < 0.74:
        end = "?"
    elif r < 0.82:
        end = "??"
    elif r < 0.84:
        end = "?!"
    elif r < 0.89:
        end = "..."
    elif r < 0.94:
        end = " ?"
    else:
        end = "."
    return text + end


def casing(rng: random.Random, text: str, upper_ok: bool = True) -> str:
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.85:
        return text
    if r < 0.97 or not upper_ok:
        return text[:1].upper() + text[1:]
    return text.upper()


class Week:
    def __init__(self, kind: str, start: datetime, seed: int, public, internal) -> None:
        self.kind = kind
        self.hard = kind == "hard"
        self.start = start
        self.end = start + timedelta(days=7)
        self.rng = random.Random(seed)
        self.public = public
        self.internal = internal
        self.by_id = {i[0]: i for i in [*public, *internal]}
        self.by_svc_facet = {(i[2], i[3]): i for i in public}
        self.by_reg_kind = {(i[2], i[3]): i for i in internal}
        s = 0.65 if self.hard else 1.0
        order = list(public)
        if self.hard:
            self.rng.shuffle(order)
        self.public_order = order
        self.public_w = [1.0 / (r + 1) ** s for r in range(len(order))]
        self.internal_w = [1.0 / (r + 1) ** 0.8 for r in range(len(internal))]
        self.p_typo = {"public": 0.27 if self.hard else 0.32, "internal": 0.2, "none": 0.14}
        self.sessions_seen: set[str] = set()

    # -- helpers --------------------------------------------------------------------------
    def session_id(self) -> str:
        while True:
            sid = f"s-{self.rng.getrandbits(48):012x}"
            if sid not in self.sessions_seen:
                self.sessions_seen.add(sid)
                return sid

    def start_time(self, internal: bool) -> datetime:
        rng = self.rng
        day_w = (
            [1.0, 1.0, 1.0, 1.0, 0.95, 0.5, 0.4] if not internal else [1, 1, 1, 1, 1, 0.08, 0.04]
        )
        day = rng.choices(range(7), weights=day_w)[0]
        if internal:
            hour_w = [0] * 7 + [0.4, 1, 1, 1, 0.8, 0.6, 1, 1, 0.9, 0.5, 0.2, 0.1] + [0] * 5
        else:
            hour_w = [0.2, 0.1, 0.05, 0.05, 0.1, 0.3, 0.6, 1.0, 1.6, 1.9, 2.0, 1.8]
            hour_w += [1.4, 1.6, 1.8, 1.7, 1.4, 1.1, 0.9, 1.0, 1.2, 1.2, 0.9, 0.5]
        hour = rng.choices(range(24), weights=hour_w)[0]
        return self.start + timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )

    def fill(self, text: str) -> str:
        rng = self.rng
        prov = rng.choice(PROVINCES)
        if prov in PROVINCE_SHORT and rng.random() < 0.35:
            prov = PROVINCE_SHORT[prov]
        thn = rng.choice([2025, 2026, 2027, 2027, 2028, 2028])
        month_max = 9 if thn == 2028 else 12
        bln = MONTHS[rng.randrange(month_max)]
        if rng.random() < 0.25:
            bln = bln[:3].lower()
        names = P_HARD if self.hard else P_TYPICAL
        return text.format(
            p=rng.choice(names),
            b=rng.choice(B_HARD),
            prov=prov,
            bln=bln,
            thn=thn,
            thn0=thn - 1,
            n=rng.choice(THRESHOLDS),
            k=rng.choice([3, 5, 5, 10]),
        )

    def noisy_public(self, base: str, with_greeting: bool, follow: bool) -> tuple[str, bool]:
        rng = self.rng
        q = self.fill(base)
        if not follow and rng.random() < (0.085 if self.hard else 0.07):
            q = add_personal(rng, q.rstrip("?"), self.hard)
        q = abbreviate(rng, q)
        if with_greeting and rng.random() < (0.2 if follow else 0.33):
            greet = rng.choice(GREET_EN if self.hard and rng.random() < 0.35 else GREET_PUBLIC)
            q = f"{greet}{rng.choice([', ', ' ', '. ', ' '])}{q}"
        if rng.random() < 0.28:
            suf = rng.choice(SUFFIX_EN if self.hard and rng.random() < 0.35 else SUFFIX_PUBLIC)
            q = f"{q.rstrip('?')} {suf}"
        q = casing(rng, q)
        q = finish(rng, q)
        if rng.random() < 0.08:
            q = repeat_letters(rng, q)
        typoed = False
        if rng.random() < self.p_typo["public"]:
            new = typo(rng, q)
            if rng.random() < 0.25:
                new = typo(rng, new)
            typoed = new != q
            q = new
        return q, typoed

    def noisy_internal(self, base: str) -> tuple[str, bool]:
        rng = self.rng
        q = self.fill(base)
        if rng.random() < 0.5:
            q = abbreviate(rng, q)
        if rng.random() < 0.08:
            q = f"{rng.choice(GREET_INTERNAL)} {q}"
        q = casing(rng, q, upper_ok=False)
        if rng.random() < 0.5:
            q = finish(rng, q)
        typoed = False
        if rng.random() < self.p_typo["internal"]:
            new = typo(rng, q)
            typoed = new != q
            q = new
        return q, typoed

    def noisy_none(self, base: str) -> tuple[str, bool]:
        rng = self.rng
        q = casing(rng, base, upper_ok=False)
        if rng.random() < 0.15:
            q = repeat_letters(rng, q)
        if rng.random() < 0.2:
            q += rng.choice(["!", " 🙏", " 👍", "."])
        typoed = False
        if rng.random() < self.p_typo["none"]:
            new = typo(rng, q)
            typoed = new != q
            q = new
        return q, typoed

    def feedback(self, surface: str) -> str | None:
        p = 0.13 if surface == "internal" else 0.1
        if self.rng.random() < p:
            return "up" if self.rng.random() < 0.58 else "down"
        return None

    # -- sessions -------------------------------------------------------------------------
    def public_followup(self, cur) -> tuple | None:
        rng = self.rng
        svc, facet = cur[2], cur[3]
        if facet in NO_FOLLOW_FROM or svc in NO_FOLLOW_SERVICES:
            return None
        options = []
        for (s2, f2), intent in self.by_svc_facet.items():
            if s2 != svc or f2 == facet or f2 not in FOLLOW_PUBLIC:
                continue
            if FOLLOW_ONLY_FOR.get(f2, svc) != svc:
                continue
            options.append(intent)
        if not options:
            return None
        intent = rng.choice(options)
        phr = FOLLOW_SERVICE.get((svc, intent[3]))
        if phr is None:
            phr = list(FOLLOW_PUBLIC[intent[3]])
            if self.hard:
                phr += FOLLOW_PUBLIC_EN.get(intent[3], [])
        return intent, rng.choice(phr)

    def public_session(self) -> list[dict]:
        rng = self.rng
        lines: list[tuple[str, str, str | None, bool]] = []  # (question, label, feedback, typo)
        if rng.random() < 0.011:
            pool = NONE_GREETING + (NONE_EN if self.hard else [])
            q, t = self.noisy_none(rng.choice(pool))
            lines.append((q, "none", None, t))
        else:
            greet_line = rng.random() < 0.025
            if greet_line:
                q, t = self.noisy_none(rng.choice(NONE_GREETING))
                lines.append((q, "none", None, t))
            n_q = rng.choices([1, 2, 3], weights=[0.64, 0.26, 0.10])[0]
            cur = None
            for qi in range(n_q):
                follow = None
                if cur is not None and rng.random() < 0.5:
                    follow = self.public_followup(cur)
                if follow is not None:
                    cur, base = follow
                    q, t = self.noisy_public(base, with_greeting=False, follow=True)
                else:
                    cur = rng.choices(self.public_order, weights=self.public_w)[0]
                    base = rng.choice(cur[4])
                    q, t = self.noisy_public(
                        base, with_greeting=qi == 0 and not greet_line, follow=False
                    )
                lines.append((q, cur[0], self.feedback("public"), t))
            if rng.random() < 0.035:
                pool = NONE_CLOSING + (NONE_EN if self.hard else [])
                q, t = self.noisy_none(rng.choice(pool))
                lines.append((q, "none", None, t))
        return self.stamp(lines, "public")

    def internal_session(self) -> list[dict]:
        rng = self.rng
        lines: list[tuple[str, str, str | None, bool]] = []
        cur = rng.choices(self.internal, weights=self.internal_w)[0]
        q, t = self.noisy_internal(rng.choice(cur[4]))
        lines.append((q, cur[0], self.feedback("internal"), t))
        n_more = rng.choices([0, 1, 2, 3, 4], weights=[0.2, 0.3, 0.25, 0.15, 0.1])[0]
        for _ in range(n_more):
            r = rng.random()
            base = None
            if r < 0.6:
                phr = list(FOLLOW_SAME_INTERNAL[cur[3]])
                if self.hard:
                    phr += FOLLOW_SAME_INTERNAL_EN[cur[3]]
                base = rng.choice(phr)
            elif r < 0.8:
                reg, kind = cur[2], cur[3]
                opts = [
                    (key, SWITCH_REGISTER[key[0]])
                    for key in self.by_reg_kind
                    if key[1] == kind and key[0] != reg
                ]
                opts += [
                    (key, SWITCH_KIND[key[1]])
                    for key in self.by_reg_kind
                    if key[0] == reg and key[1] != kind and key[1] in SWITCH_KIND
                ]
                if opts:
                    key, phr = rng.choice(opts)
                    cur = self.by_reg_kind[key]
                    base = rng.choice(phr)
            if base is None:
                cur = rng.choices(self.internal, weights=self.internal_w)[0]
                base = rng.choice(cur[4])
            q, t = self.noisy_internal(base)
            lines.append((q, cur[0], self.feedback("internal"), t))
        if rng.random() < 0.08:
            q, t = self.noisy_none(rng.choice(NONE_INTERNAL))
            lines.append((q, "none", None, t))
        return self.stamp(lines, "internal")

    def stamp(self, lines, surface: str) -> list[dict]:
        rng = self.rng
        while True:
            t = self.start_time(surface == "internal")
            times = [t]
            for _ in lines[1:]:
                t = t + timedelta(seconds=rng.randint(15, 320))
                times.append(t)
            if times[-1] < self.end:
                break
        sid = self.session_id()
        out = []
        for (q, label, fb, typoed), at in zip(lines, times, strict=True):
            rec = {"at": at.isoformat(), "session": sid, "question": q, "surface": surface}
            if fb is not None:
                rec["feedback"] = fb
            rec["label"] = label
            out.append((rec, typoed))
        return out

    def build(self) -> tuple[list[dict], list[bool]]:
        n_internal = round(LINES_PER_WEEK * INTERNAL_SHARE)
        n_public = LINES_PER_WEEK - n_internal
        recs: list = []
        count = 0
        while count < n_internal:
            sess = self.internal_session()[: n_internal - count]
            recs.extend(sess)
            count += len(sess)
        count = 0
        while count < n_public:
            sess = self.public_session()[: n_public - count]
            recs.extend(sess)
            count += len(sess)
        recs.sort(key=lambda r: (r[0]["at"], r[0]["session"]))
        return [r[0] for r in recs], [r[1] for r in recs]


def write_week(out: Path, kind: str, start: datetime, seed: int, public, internal) -> None:
    week = Week(kind, start, seed, public, internal)
    recs, _typos = week.build()
    seen = {r["label"] for r in recs}
    for intent in [*public, *internal]:
        assert intent[0] in seen, f"{kind}: intent {intent[0]} never sampled"
    with (out / f"{NAME}-{kind}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
        for r in recs:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    covered = {i[0]: i[1] for i in [*public, *internal]}
    truth = {"set": SET_PATH, "covered": covered}
    with (out / f"{NAME}-{kind}.truth.json").open("w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks", help="output directory")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    typical_start = datetime(2028, 10, 2, tzinfo=TZ)
    hard_start = datetime(2028, 10, 9, tzinfo=TZ)
    write_week(out, "typical", typical_start, SEED, TYPICAL_PUBLIC, TYPICAL_INTERNAL)
    write_week(out, "hard", hard_start, SEED + 1, HARD_PUBLIC, HARD_INTERNAL)


if __name__ == "__main__":
    main()
