#!/usr/bin/env python3
"""Fresh held-out weeks of chat traffic (independently written, frozen before tuning).

Stdlib only, seeded: every run writes the same bytes.

    python3 bench/weeks/fresh_week.py --out bench/weeks
    python3 bench/weeks/fresh_week.py --out /tmp/x --stats

Every phrasing below was written by hand; the script only picks phrasings,
adds chat noise (greetings, abbreviations, typos, pasted personal details,
all fake) and lays the lines out in sessions over the week.
"""

import argparse
import json
import os
import random
import re
import sys
from datetime import datetime, timedelta, timezone

SET_PATH = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000

# ---------------------------------------------------------------------------
# Intents: id -> (surface, covering item id or None, base phrasings, hard extras)
# Hard extras (English mixed in, synonyms sharing no word) are used only in
# the hard week, next to the base phrasings.
# ---------------------------------------------------------------------------

I = {}


def intent(iid, surface, covered, base, hard=()):
    I[iid] = {"surface": surface, "covered": covered, "base": list(base), "hard": list(hard)}


# ---- PT perorangan ---------------------------------------------------------
intent(
    "pt-perorangan.syarat",
    "public",
    "pt-perorangan-syarat",
    [
        "Apa saja syarat mendirikan PT perorangan?",
        "syarat pt perorangan apa aja",
        "Saya mau buka usaha kecil sendiri tanpa partner, kalau mau bikin PT perorangan harus memenuhi syarat apa saja?",
        "Siapa saja yang boleh mendirikan PT perorangan? Apakah WNA bisa?",
        "PT perorangan itu minimal umur berapa pendirinya dan harus WNI atau tidak?",
        "persyaratan pendirian PT perseorangan untuk UMK",
        "Saya ibu rumah tangga jualan kue online. Kalau mau punya PT perorangan, apa saja yang harus saya penuhi?",
        "kak, syarat2 bikin pt perorangan apa ya",
        "Apakah untuk PT perorangan cukup satu orang pendiri? Syaratnya apa lagi?",
        "mohon dijelaskan ketentuan pendiri PT perorangan",
        "Umur 19 tahun sudah boleh buat PT perorangan belum? apa syarat lainnya",
    ],
    [
        "requirement apa aja buat PT perorangan?",
        "berkas yang perlu disiapkan untuk PT perseorangan apa saja",
        "who can set up a PT perorangan? harus WNI kah",
        "kriteria pendiri PT perorangan seperti apa",
        "apa yang perlu saya siapkan sebelum isi pernyataan pendirian PT perorangan",
    ],
)

intent(
    "pt-perorangan.biaya",
    "public",
    None,
    [
        "Berapa biaya pendirian PT perorangan?",
        "biaya pt perorangan brp",
        "Bikin PT perorangan bayar berapa ya totalnya?",
        "Saya mau daftarkan warung saya jadi PT perorangan. Kira-kira keluar uang berapa untuk pendaftarannya?",
        "PT perorangan gratis atau ada biayanya?",
        "Berapa PNBP untuk pernyataan pendirian PT perorangan?",
        "Mau tanya, pendaftaran PT perorangan di AHU dikenakan biaya berapa rupiah?",
        "biaya daftar pt perseorangan skrg brp kak",
        "Apakah ada biaya tambahan selain PNBP kalau buat PT perorangan?",
        "harga bikin PT perorangan sendiri tanpa notaris berapa",
    ],
    [
        "how much is the fee for PT perorangan registration?",
        "tarif PT perseorangan sekarang berapa",
        "ongkos urus PT perorangan kira2 habis berapa",
        "fee pendirian pt perorangan di ahu berapa ya",
        "PT perorangan itu bayar ga sih",
    ],
)

intent(
    "pt-perorangan.lama",
    "public",
    None,
    [
        "Berapa lama proses pendirian PT perorangan sampai jadi?",
        "pt perorangan jadinya berapa hari",
        "Kalau saya daftar PT perorangan hari ini, kapan sertifikatnya bisa keluar?",
        "Proses PT perorangan makan waktu lama tidak?",
        "sudah isi pernyataan pendirian pt perorangan dari kemarin, biasanya berapa lama sampai terbit sertifikat",
        "Berapa hari kerja untuk pengesahan PT perorangan?",
        "lama ga sih bikin pt perorangan",
        "PT perorangan bisa jadi dalam sehari?",
        "Saya butuh cepat untuk ikut tender, PT perorangan berapa lama selesainya?",
    ],
    [
        "processing time PT perorangan berapa lama?",
        "estimasi PT perseorangan selesai kapan",
        "kapan jadi sertifikat pendirian pt perorangan saya",
        "how long does it take to set up a PT perorangan",
        "pt perorangan itu instan atau nunggu verifikasi dulu",
    ],
)

intent(
    "pt-perorangan.cara",
    "public",
    None,
    [
        "Bagaimana cara mendaftarkan PT perorangan?",
        "cara bikin pt perorangan gimana",
        "Langkah-langkah mendirikan PT perorangan secara online seperti apa?",
        "Daftar PT perorangan lewat mana? Harus ke notaris atau bisa sendiri?",
        "Saya punya usaha laundry kecil, mau dijadikan PT perorangan, mulainya dari mana ya?",
        "tutorial daftar pt perorangan di ahu online",
        "Di mana saya bisa mengisi pernyataan pendirian PT perorangan?",
        "urutan cara buat PT perseorangan dari awal sampai dapat sertifikat",
        "pt perorangan bisa didaftarkan sendiri lewat hp?",
    ],
    [
        "step by step daftar PT perorangan gimana?",
        "how do I register a PT perorangan online",
        "alur pengajuan PT perseorangan",
        "prosedur pendirian PT perorangan apa saja tahapannya",
    ],
)

intent(
    "pt-perorangan.perubahan",
    "public",
    None,
    [
        "Bagaimana cara mengubah data PT perorangan, misalnya alamat?",
        "mau ganti alamat pt perorangan caranya gmn",
        "Saya salah input KBLI waktu daftar PT perorangan, bisa diperbaiki?",
        "Cara mengisi pernyataan perubahan PT perorangan di AHU",
        "PT perorangan saya mau tambah modal, prosesnya bagaimana?",
        "nama pt perorangan bisa diganti ga",
        "Kalau bidang usaha PT perorangan saya berubah, apa yang harus dilakukan?",
        "Perubahan data PT perseorangan apakah harus lewat notaris?",
    ],
    [
        "update data PT perorangan gimana caranya",
        "revisi pernyataan pendirian PT perorangan yang sudah terbit",
        "how to change the address of my PT perorangan",
    ],
)

intent(
    "pt-perorangan.bubar",
    "public",
    None,
    [
        "Bagaimana cara membubarkan PT perorangan?",
        "tutup pt perorangan caranya gimana",
        "Usaha saya sudah tidak jalan, PT perorangannya mau saya bubarkan. Prosedurnya apa?",
        "pembubaran PT perseorangan harus lewat notaris tidak?",
        "Cara menghapus PT perorangan dari AHU",
        "pt perorangan saya mau dinonaktifkan, bisa?",
        "Kalau pemilik PT perorangan meninggal, PT-nya bagaimana? harus dibubarkan?",
        "pernyataan pembubaran pt perorangan diisi di mana",
    ],
    [
        "how to close a PT perorangan",
        "likuidasi PT perorangan gimana prosedurnya",
    ],
)

intent(
    "pt-perorangan.beda-pt",
    "public",
    None,
    [
        "Apa bedanya PT perorangan dengan PT biasa?",
        "pt perorangan vs pt biasa bedanya apa",
        "Saya bingung pilih PT perorangan atau PT persekutuan modal, apa perbedaannya?",
        "PT perorangan sama PT umum lebih bagus mana untuk usaha kecil?",
        "perbedaan PT perseorangan dan PT dengan 2 pemegang saham",
        "PT perorangan itu beda ga sama PT yang pakai akta notaris?",
        "Kelebihan PT perorangan dibanding PT biasa apa saja?",
        "apa yg membedakan pt perorangan dgn pt pada umumnya",
        "Nanti PT perorangan bisa diubah jadi PT biasa ya? sebenarnya apa beda keduanya",
    ],
    [
        "difference between PT perorangan and regular PT?",
        "PT perorangan vs PT persekutuan modal, mana yang cocok buat UMK",
    ],
)

# ---- PT biasa --------------------------------------------------------------
intent(
    "pt.akta-notaris",
    "public",
    "pt-biasa-akta",
    [
        "Apakah pendirian PT biasa harus pakai akta notaris?",
        "pt biasa wajib notaris ga",
        "Kalau mau bikin PT dengan dua orang teman, perlu ke notaris atau bisa daftar sendiri?",
        "Mendirikan PT persekutuan modal bisa tanpa akta notaris?",
        "PT yang bukan perorangan harus dibuat akta notarisnya dulu ya?",
        "apakah akta pendirian PT wajib dibuat oleh notaris",
        "Saya dan adik mau buat PT. Bisa isi formulir online saja seperti PT perorangan, atau tetap lewat notaris?",
        "pt biasa boleh daftar mandiri tanpa notaris?",
        "Perlukah akta notaris untuk mendirikan perseroan terbatas biasa?",
    ],
    [
        "PT biasa harus pakai notaris or bisa self-service?",
        "is a notary deed mandatory for a regular PT",
    ],
)

intent(
    "pt.biaya",
    "public",
    None,
    [
        "Berapa biaya mendirikan PT biasa?",
        "biaya pendirian pt brp",
        "Kalau bikin PT (bukan perorangan) total biayanya kira-kira berapa?",
        "PNBP pengesahan badan hukum PT berapa?",
        "Saya mau buka PT bersama teman, bayar ke AHU-nya berapa di luar honor notaris?",
        "biaya pesan nama pt dan pengesahan berapa ya",
        "Berapa rupiah yang harus dibayar untuk pendaftaran PT persekutuan modal?",
        "bikin pt biasa mahal ga",
    ],
    [
        "how much does it cost to register a regular PT",
        "tarif pengesahan PT berapa sekarang",
        "fee PT biasa di AHU berapa",
    ],
)

# ---- CV / firma ------------------------------------------------------------
intent(
    "cv.tempat-daftar",
    "public",
    "cv-firma-pendaftaran",
    [
        "Di mana mendaftarkan CV sekarang?",
        "daftar cv dimana ya sekarang",
        "Dulu CV didaftarkan di pengadilan negeri, sekarang masih di sana atau sudah pindah?",
        "CV masih perlu didaftarkan ke PN?",
        "Pendaftaran CV sekarang lewat sistem apa?",
        "mau bikin cv, daftarnya ke instansi mana",
        "Apakah CV sekarang didaftarkan di Kementerian Hukum?",
        "Tempat pendaftaran CV baru itu di mana ya kak",
        "cv didaftarin lewat sabu ahu atau ke pengadilan?",
    ],
    [
        "where do I register a CV now",
        "CV registration sekarang via apa",
    ],
)

intent(
    "firma.tempat-daftar",
    "public",
    "cv-firma-pendaftaran",
    [
        "Firma didaftarkan di mana?",
        "daftar firma sekarang ke mana",
        "Kami kantor konsultan mau bentuk firma. Pendaftarannya di pengadilan atau di Kementerian?",
        "Apakah firma juga didaftarkan melalui AHU?",
        "pendaftaran persekutuan firma dimana",
        "Firma hukum kami belum terdaftar, harus daftar ke instansi mana?",
        "firma masih daftar ke pengadilan negeri ga",
        "Sistem pendaftaran firma itu apa namanya?",
    ],
    [
        "where to register a firma",
    ],
)

intent(
    "cv.biaya",
    "public",
    None,
    [
        "Berapa biaya pendaftaran CV?",
        "biaya bikin cv brp",
        "Daftar CV di SABU bayar berapa?",
        "Kalau mendirikan CV, ada PNBP yang harus dibayar tidak?",
        "Mau bikin CV buat usaha kontraktor kecil, biaya pendaftarannya kira-kira berapa?",
        "cv gratis ga daftarnya",
        "berapa rupiah biaya pendaftaran cv di kementerian",
        "Biaya pesan nama CV berapa ya",
    ],
    [
        "how much to register a CV",
        "tarif pendaftaran CV di sabu berapa",
        "ongkos urus cv kira2",
    ],
)

intent(
    "cv.syarat",
    "public",
    None,
    [
        "Apa saja syarat mendirikan CV?",
        "syarat bikin cv apa aja",
        "Dokumen apa yang dibutuhkan untuk mendaftarkan CV?",
        "CV minimal berapa orang pendirinya?",
        "Saya mau bikin CV sama saudara, yang perlu disiapkan apa saja?",
        "persyaratan pendaftaran CV di SABU",
        "cv butuh ktp dan npwp semua sekutu ga",
        "ketentuan pendirian persekutuan komanditer apa saja",
    ],
    [
        "requirement CV apa aja",
        "berkas untuk daftar CV",
    ],
)

# ---- Yayasan / perkumpulan -------------------------------------------------
intent(
    "yayasan.cara-daftar",
    "public",
    "yayasan-pendirian",
    [
        "Bagaimana cara mendirikan yayasan?",
        "cara bikin yayasan gmn",
        "Saya dan teman-teman mau mendirikan yayasan panti asuhan. Langkah-langkahnya apa saja?",
        "Prosedur pendirian yayasan sampai disahkan seperti apa?",
        "Yayasan didaftarkan lewat mana?",
        "mau buat yayasan pendidikan, mulai dari mana",
        "Bagaimana proses pengesahan badan hukum yayasan?",
        "buat yayasan harus ke notaris dulu ya? terus apa lagi",
        "Tahapan mendirikan yayasan sosial itu bagaimana",
    ],
    [
        "how to set up a foundation (yayasan) in Indonesia",
        "alur pendirian yayasan step by step",
    ],
)

intent(
    "yayasan.biaya",
    "public",
    None,
    [
        "Berapa biaya mendirikan yayasan?",
        "biaya yayasan brp",
        "Pengesahan yayasan di AHU bayar berapa?",
        "Kami mau bikin yayasan masjid, biayanya kira-kira berapa ya?",
        "PNBP pendirian yayasan berapa",
        "bikin yayasan mahal ga",
        "Berapa biaya pesan nama yayasan?",
        "Total biaya urus yayasan sampai SK keluar berapa",
    ],
    [
        "tarif pengesahan yayasan",
        "fee bikin yayasan berapa",
        "ongkos pendirian yayasan kira2",
    ],
)

intent(
    "yayasan.syarat",
    "public",
    None,
    [
        "Apa saja syarat mendirikan yayasan?",
        "syarat yayasan apa aja",
        "Dokumen apa saja yang diperlukan untuk pengesahan yayasan?",
        "Yayasan minimal harus punya berapa pendiri dan kekayaan awal berapa?",
        "Kami mau bikin yayasan yatim piatu, apa saja yang perlu disiapkan?",
        "persyaratan pendirian yayasan oleh WNA",
        "yayasan perlu modal awal ga",
        "organ yayasan wajib ada siapa saja",
    ],
    [
        "requirement bikin yayasan",
        "berkas buat yayasan apa aja",
    ],
)

intent(
    "yayasan.perubahan",
    "public",
    None,
    [
        "Bagaimana cara mengubah pengurus yayasan?",
        "ganti pengurus yayasan gmn",
        "Ketua pembina yayasan kami meninggal, bagaimana prosedur penggantiannya?",
        "Perubahan anggaran dasar yayasan harus lewat notaris?",
        "alamat yayasan pindah, perlu lapor ke AHU?",
        "mau ubah nama yayasan bisa ga",
        "cara update data pengurus yayasan di ahu online",
        "Perubahan data yayasan butuh persetujuan menteri atau cukup pemberitahuan?",
    ],
    [
        "how to change yayasan board members",
    ],
)

intent(
    "perkumpulan.badan-hukum",
    "public",
    "perkumpulan-badan-hukum",
    [
        "Bagaimana perkumpulan bisa menjadi badan hukum?",
        "cara perkumpulan jadi berbadan hukum",
        "Komunitas kami mau jadi perkumpulan berbadan hukum, prosesnya gimana?",
        "Pengesahan badan hukum perkumpulan dilakukan di mana?",
        "Apakah perkumpulan harus disahkan Menteri supaya jadi badan hukum?",
        "ormas kami mau daftar sebagai perkumpulan berbadan hukum, langkahnya apa",
        "prosedur pengesahan perkumpulan di ahu",
        "perkumpulan alumni mau dibadanhukumkan caranya gmn",
    ],
    [
        "how can an association get legal entity status",
        "alur perkumpulan jadi badan hukum",
    ],
)

intent(
    "perkumpulan.biaya",
    "public",
    None,
    [
        "Berapa biaya pengesahan perkumpulan?",
        "biaya perkumpulan berbadan hukum brp",
        "Daftar perkumpulan di AHU ada PNBP-nya?",
        "Komunitas hobi kami mau jadi perkumpulan, biayanya berapa ya?",
        "pengesahan perkumpulan bayar ga",
        "Berapa tarif pesan nama perkumpulan?",
        "kira2 keluar uang berapa buat badan hukum perkumpulan",
        "biaya pendirian perkumpulan di luar notaris",
    ],
    [
        "fee pengesahan perkumpulan",
        "ongkos perkumpulan jadi badan hukum",
    ],
)

# ---- Apostille -------------------------------------------------------------
intent(
    "apostille.dokumen",
    "public",
    "apostille-dokumen",
    [
        "Dokumen apa saja yang bisa diapostille?",
        "ijazah bisa diapostille ga",
        "Saya mau kuliah di Belanda, apakah akta kelahiran dan ijazah saya bisa diapostille di Kementerian Hukum?",
        "Jenis dokumen yang dilayani apostille apa saja?",
        "Dokumen pribadi seperti buku nikah bisa diapostille?",
        "apakah dokumen perusahaan bisa di apostille",
        "Surat keterangan catatan kepolisian bisa apostille?",
        "dokumen apa aja yg bs diapostille",
        "Apakah semua dokumen publik bisa diapostille, termasuk terjemahan?",
        "transkrip nilai bisa diapostille tidak ya",
    ],
    [
        "which documents can be apostilled?",
        "can my diploma be apostilled at the Ministry",
        "apostille berlaku utk dokumen apa aja",
    ],
)

intent(
    "apostille.beda-legalisasi",
    "public",
    "apostille-vs-legalisasi",
    [
        "Apa beda apostille dengan legalisasi?",
        "apostille sama legalisasi bedanya apa",
        "Saya disuruh kampus luar negeri legalisasi ijazah, apakah cukup apostille atau tetap legalisasi kedutaan?",
        "Kalau sudah apostille masih perlu legalisasi di kedutaan?",
        "perbedaan apostille dan legalisasi dokumen",
        "Negara tujuan saya bukan anggota konvensi apostille, jadi harus legalisasi ya? bedanya apa",
        "apostille menggantikan legalisasi ya?",
        "Legalisasi Kemenlu dan apostille itu sama ga sih",
    ],
    [
        "difference between apostille and legalisation?",
        "apostille vs legalisasi mana yang saya butuh",
    ],
)

intent(
    "apostille.apa-itu",
    "public",
    "apostille-biaya-lanjutan",
    [
        "Apa itu apostille?",
        "apostille itu apa ya",
        "Saya baru dengar istilah apostille dari agen visa, maksudnya apa?",
        "pengertian apostille",
        "Apostille itu semacam stempel atau sertifikat?",
        "apostil itu apa sih min",
        "Mohon penjelasan tentang layanan apostille",
        "Apa fungsi apostille?",
    ],
    [
        "what is an apostille",
        "apostille meaning apa",
    ],
)

intent(
    "apostille.biaya",
    "public",
    "apostille-biaya-lanjutan",
    [
        "Berapa biaya apostille per dokumen?",
        "biaya apostille brp",
        "Saya mau apostille 3 dokumen, totalnya bayar berapa?",
        "Apostille ijazah biayanya berapa ya kak",
        "PNBP apostille berapa rupiah?",
        "apostille gratis ga",
        "Untuk satu lembar akta kelahiran, apostillenya dikenakan biaya berapa?",
        "harga apostille sekarang",
        "bayar apostille berapa per lembar",
    ],
    [
        "how much is the apostille fee",
        "tarif apostille per dokumen",
        "ongkos apostille ijazah",
    ],
)

intent(
    "apostille.lama",
    "public",
    None,
    [
        "Berapa lama proses apostille?",
        "apostille jadi berapa hari",
        "Saya berangkat minggu depan, apostille bisa selesai sebelum itu?",
        "Apostille bisa jadi hari itu juga?",
        "Sudah ajukan apostille kemarin, biasanya kapan terbit?",
        "lama ga proses apostille",
        "Berapa hari kerja apostille akta nikah?",
        "apostille butuh waktu brp lama",
    ],
    [
        "processing time apostille?",
        "estimasi apostille selesai",
        "kapan jadi apostille saya",
    ],
)

intent(
    "apostille.cara",
    "public",
    None,
    [
        "Bagaimana cara mengajukan apostille?",
        "cara apostille gmn",
        "Permohonan apostille bisa online? Langkahnya apa saja?",
        "Saya di Surabaya, apostille harus ke Jakarta atau bisa di kanwil?",
        "Prosedur apostille ijazah dari awal sampai selesai seperti apa?",
        "apostille daftarnya lewat web apa",
        "urus apostille bisa diwakilkan?",
        "Tahapan permohonan apostille untuk dokumen kerja ke luar negeri",
    ],
    [
        "how to apply for an apostille",
        "alur apostille step by step",
    ],
)

# ---- Fidusia ---------------------------------------------------------------
intent(
    "fidusia.cara-daftar",
    "public",
    "fidusia-pendaftaran",
    [
        "Bagaimana cara mendaftarkan jaminan fidusia?",
        "cara daftar fidusia",
        "Kami koperasi simpan pinjam, mau daftarkan jaminan fidusia atas motor nasabah. Caranya bagaimana?",
        "Pendaftaran fidusia sekarang online ya? lewat mana?",
        "prosedur pendaftaran jaminan fidusia di ahu",
        "Apakah pendaftaran fidusia harus lewat notaris?",
        "Langkah-langkah mendapatkan sertifikat jaminan fidusia",
        "fidusia didaftarkan di mana sekarang",
        "Leasing mau mendaftarkan fidusia kendaraan, prosesnya seperti apa",
    ],
    [
        "how to register a fiduciary security",
        "alur input fidusia online",
    ],
)

intent(
    "fidusia.biaya",
    "public",
    None,
    [
        "Berapa biaya pendaftaran fidusia?",
        "biaya fidusia brp",
        "PNBP fidusia untuk nilai penjaminan 50 juta berapa?",
        "Biaya daftar jaminan fidusia dihitung dari apa?",
        "Kredit motor saya kena biaya fidusia, sebenarnya resminya berapa sih?",
        "tarif pendaftaran fidusia terbaru",
        "fidusia bayarnya brp per akta",
        "Berapa biaya sertifikat jaminan fidusia?",
    ],
    [
        "how much is the fiduciary registration fee",
        "ongkos fidusia berapa",
        "harga daftar fidusia tergantung nilai pinjaman?",
    ],
)

intent(
    "fidusia.roya",
    "public",
    None,
    [
        "Bagaimana cara menghapus jaminan fidusia?",
        "cara roya fidusia",
        "Kredit mobil saya sudah lunas, fidusianya harus dihapus bagaimana?",
        "Penghapusan fidusia dilakukan oleh siapa?",
        "leasing belum roya fidusia padahal sudah lunas, gimana?",
        "Prosedur penghapusan sertifikat jaminan fidusia online",
        "hapus fidusia harus berapa hari setelah lunas",
        "Apakah debitur bisa sendiri menghapus fidusia?",
    ],
    [
        "how to delete a fiduciary registration after the loan is paid off",
        "coret fidusia yang sudah lunas caranya",
    ],
)

intent(
    "fidusia.perubahan",
    "public",
    None,
    [
        "Bagaimana cara mengubah sertifikat jaminan fidusia?",
        "ubah data fidusia gmn",
        "Ada salah ketik nomor rangka di sertifikat fidusia, bagaimana memperbaikinya?",
        "Perubahan nilai penjaminan fidusia prosesnya apa?",
        "kreditur berganti, fidusia harus diubah?",
        "cara perubahan fidusia di ahu online",
        "Mau ganti objek jaminan di fidusia, bisa?",
        "pernyataan perubahan jaminan fidusia diajukan oleh siapa",
    ],
    [
        "how to amend a fiducia certificate",
        "revisi sertifikat fidusia",
    ],
)

# ---- Wasiat ----------------------------------------------------------------
intent(
    "wasiat.cara-cek",
    "public",
    "wasiat-pencarian",
    [
        "Bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
        "cara cek wasiat orang tua yg sudah meninggal",
        "Ayah saya meninggal bulan lalu. Kami ingin tahu apakah beliau pernah membuat wasiat, bagaimana caranya?",
        "Permohonan surat keterangan wasiat ke mana?",
        "cek wasiat di ahu bisa?",
        "Untuk urus warisan notaris minta surat keterangan wasiat, itu didapat dari mana?",
        "prosedur pencarian data wasiat",
        "apakah bisa tahu ada tidaknya wasiat almarhumah nenek",
        "Ahli waris mau cek daftar pusat wasiat, langkahnya apa?",
    ],
    [
        "how to check whether my late father left a will",
        "search wasiat orang meninggal gimana",
    ],
)

intent(
    "wasiat.biaya",
    "public",
    None,
    [
        "Berapa biaya permohonan surat keterangan wasiat?",
        "biaya cek wasiat brp",
        "Cari data wasiat di AHU bayar tidak?",
        "PNBP surat keterangan wasiat berapa?",
        "Kami mau urus surat keterangan wasiat untuk warisan, biayanya berapa?",
        "cek wasiat gratis ga",
        "berapa tarif pencarian wasiat per nama",
        "biaya skw di ahu online",
    ],
    [
        "fee for will search?",
        "ongkos surat keterangan wasiat",
    ],
)

# ---- Kewarganegaraan -------------------------------------------------------
intent(
    "kewarganegaraan.anak-ganda-usia",
    "public",
    "kewarganegaraan-ganda-anak",
    [
        "Sampai usia berapa anak berkewarganegaraan ganda harus memilih?",
        "anak kewarganegaraan ganda harus pilih umur brp",
        "Anak saya lahir dari ayah WNA, punya dua paspor. Kapan dia harus menentukan kewarganegaraan?",
        "batas usia memilih kewarganegaraan bagi anak ganda terbatas",
        "Anak saya sudah 18 tahun, apakah sekarang wajib pilih WNI atau WNA?",
        "umur berapa anak dwi kewarganegaraan wajib memilih",
        "Kalau anak kewarganegaraan ganda menikah sebelum 18, kapan dia harus memilih?",
        "anak hasil kawin campur kapan harus memilih kewarganegaraan",
        "Sampai umur 21 masih boleh punya dua kewarganegaraan?",
    ],
    [
        "at what age must a dual citizen child choose",
        "deadline pilih kewarganegaraan buat anak ganda umur brp",
    ],
)

intent(
    "kewarganegaraan.pernyataan-memilih",
    "public",
    None,
    [
        "Bagaimana cara anak berkewarganegaraan ganda menyatakan memilih WNI?",
        "cara milih wni buat anak ganda",
        "Anak saya 19 tahun mau pilih WNI, dokumennya diajukan ke mana?",
        "prosedur pernyataan memilih kewarganegaraan Indonesia",
        "Pernyataan memilih WNI bisa online?",
        "anak ganda mau jadi wni, prosesnya apa aja",
        "Di mana mengajukan pernyataan memilih kewarganegaraan bagi anak kawin campur?",
        "Tahapan anak berkewarganegaraan ganda memilih menjadi WNI",
    ],
    [
        "how does a dual citizen child declare Indonesian citizenship",
        "alur pilih WNI untuk anak ganda",
    ],
)

intent(
    "kewarganegaraan.naturalisasi-syarat",
    "public",
    None,
    [
        "Apa syarat menjadi WNI lewat naturalisasi?",
        "syarat naturalisasi jadi wni",
        "Suami saya WNA sudah 10 tahun tinggal di Indonesia, apa syarat dia jadi WNI?",
        "WNA bisa jadi WNI harus tinggal berapa tahun?",
        "persyaratan pewarganegaraan",
        "Apa saja dokumen untuk permohonan pewarganegaraan?",
        "pemain bola asing mau naturalisasi, syaratnya apa aja",
        "orang asing yg nikah dgn wni mau jadi wni, syaratnya?",
    ],
    [
        "requirement naturalisasi apa aja",
        "what are the requirements to become an Indonesian citizen",
    ],
)

intent(
    "kewarganegaraan.naturalisasi-biaya",
    "public",
    None,
    [
        "Berapa biaya naturalisasi jadi WNI?",
        "biaya pewarganegaraan brp",
        "Permohonan jadi WNI bayar berapa?",
        "PNBP pewarganegaraan berapa rupiah",
        "Suami saya WNA mau naturalisasi, biayanya berapa ya?",
        "naturalisasi mahal ga",
        "biaya permohonan kewarganegaraan RI untuk WNA yang kawin dengan WNI",
        "berapa uang yang harus disetor untuk jadi WNI",
    ],
    [
        "how much does naturalisation cost",
        "tarif naturalisasi",
    ],
)

# ---- Akun AHU Online -------------------------------------------------------
intent(
    "akun.lupa-password",
    "public",
    None,
    [
        "Bagaimana cara reset password AHU Online?",
        "lupa password ahu online",
        "Saya notaris, lupa kata sandi akun AHU, bagaimana memulihkannya?",
        "email reset password ahu ga masuk2",
        "Tidak bisa login AHU karena lupa password, harus bagaimana?",
        "cara ganti password akun ahu",
        "Link reset kata sandi AHU kadaluarsa, apa yang harus saya lakukan?",
        "akun ahu saya terkunci krn salah password berkali2",
        "lupa username dan password AHU Online",
    ],
    [
        "forgot my AHU password",
        "reset pw ahu gmn",
    ],
)

intent(
    "akun.daftar",
    "public",
    None,
    [
        "Bagaimana cara membuat akun AHU Online?",
        "daftar akun ahu gmn",
        "Saya mau daftar PT perorangan tapi belum punya akun AHU, buatnya di mana?",
        "Registrasi akun AHU untuk umum bisa?",
        "cara bikin akun ahu online utk pribadi",
        "Verifikasi email pendaftaran akun AHU tidak datang",
        "apakah perlu akun untuk apostille? cara buatnya",
        "Akun AHU Online harus pakai NIK?",
    ],
    [
        "how to create an AHU online account",
        "sign up ahu online",
    ],
)

intent(
    "akun.voucher",
    "public",
    None,
    [
        "Bagaimana cara membayar voucher AHU?",
        "bayar voucher ahu lewat apa",
        "Saya sudah bayar PNBP tapi voucher belum aktif, kenapa?",
        "Kode billing AHU dibayar lewat bank apa saja?",
        "Pembayaran voucher AHU bisa di minimarket?",
        "Bisa bayar voucher AHU pakai m-banking?",
        "cara bayar pnbp ahu online",
        "Cara mendapatkan kode voucher untuk pendaftaran",
        "sudah transfer tapi status pembayaran di ahu masih belum dibayar",
    ],
    [
        "how to pay the AHU voucher",
        "payment PNBP ahu gagal",
    ],
)

# ---- Internal data agent ---------------------------------------------------
intent(
    "internal.pt-perorangan-bulanan-provinsi",
    "internal",
    "internal-jumlah-pt-bulanan",
    [
        "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?",
        "jumlah pt perorangan bulan desember per provinsi",
        "Tolong rekap pendaftaran PT perorangan Desember 2025, dipecah per provinsi",
        "Minta data jumlah PT perseorangan terdaftar bulan kemarin menurut provinsi",
        "pt perorangan bulan lalu breakdown provinsi",
        "Untuk bahan rapat pimpinan, berapa pendaftaran PT perorangan di tiap provinsi selama bulan lalu?",
        "sebaran PT perorangan per provinsi bulan lalu",
        "Bisa tampilkan tabel jumlah PT perorangan per provinsi untuk bulan terakhir?",
    ],
    [
        "PT perorangan registrations last month by province",
        "count PT perorangan per provinsi bulan kemarin",
    ],
)

intent(
    "internal.pt-perorangan-provinsi-tahun",
    "internal",
    "internal-pt-bali-lanjutan",
    [
        "Berapa PT perorangan yang didaftarkan di Bali pada tahun 2025?",
        "jumlah pt perorangan jawa tengah 2025",
        "Total pendaftaran PT perorangan di Sulawesi Selatan sepanjang 2025 berapa?",
        "PT perorangan di NTB tahun lalu ada berapa?",
        "Berapa PT perorangan terdaftar di DIY tahun 2025?",
        "Minta angka PT perseorangan Provinsi Riau tahun 2025",
        "berapa banyak pt perorangan yang terdaftar di kalimantan timur selama 2025",
        "Bali 2025 berapa PT perorangan?",
    ],
    [
        "how many PT perorangan in Bali in 2025",
        "PT perorangan Lampung full year 2025 berapa",
    ],
)

intent(
    "internal.provinsi-terbanyak-pt",
    "internal",
    "internal-provinsi-pt-terbanyak-2025",
    [
        "Tiga provinsi mana yang paling banyak mendaftarkan PT perorangan pada tahun 2025?",
        "top 3 provinsi pt perorangan 2025",
        "Provinsi mana yang pendaftaran PT perorangannya tertinggi tahun 2025?",
        "Urutkan provinsi dengan PT perorangan terbanyak tahun lalu, ambil tiga teratas",
        "ranking provinsi berdasarkan jumlah pt perorangan 2025",
        "Di provinsi mana PT perorangan paling banyak didirikan sepanjang 2025?",
        "5 provinsi teratas pendaftaran pt perseorangan tahun 2025",
        "Mohon data tiga besar provinsi untuk PT perorangan, periode 2025",
    ],
    [
        "which provinces had the most PT perorangan in 2025",
    ],
)

intent(
    "internal.fidusia-kanwil",
    "internal",
    "internal-fidusia-kantor-wilayah",
    [
        "Kantor wilayah mana saja yang mencatat lebih dari 1.000 pendaftaran fidusia pada November 2025?",
        "jumlah pendaftaran fidusia per kanwil november 2025",
        "Rekap fidusia per kantor wilayah bulan November",
        "Kanwil mana yang fidusianya di atas seribu bulan november?",
        "Berapa pendaftaran jaminan fidusia di tiap kanwil untuk November 2025?",
        "minta data fidusia by kanwil nov 2025",
        "Daftar kanwil dengan pendaftaran fidusia tertinggi November kemarin",
        "fidusia per kanwil bulan november berapa aja",
    ],
    [
        "fiduciary registrations per regional office, November 2025",
    ],
)

intent(
    "internal.yayasan-tren",
    "internal",
    None,
    [
        "Bagaimana tren pendaftaran yayasan per bulan sepanjang 2025?",
        "tren yayasan 2025 per bulan",
        "Jumlah pengesahan yayasan tiap bulan tahun lalu naik atau turun?",
        "grafik pendaftaran yayasan bulanan 2025",
        "Berapa yayasan baru yang disahkan setiap bulan di 2025?",
        "pengesahan yayasan bulanan 2025 dong",
        "Tolong lihat perkembangan jumlah yayasan yang didaftarkan dari Januari sampai Desember 2025",
        "yayasan baru per bulan tahun lalu gimana trennya",
    ],
)

intent(
    "internal.apostille-yoy",
    "internal",
    None,
    [
        "Berapa permohonan apostille tahun 2025 dibanding 2024?",
        "apostille 2025 vs 2024",
        "Kenaikan jumlah apostille tahun lalu dibanding tahun sebelumnya berapa persen?",
        "jumlah apostille yg diterbitkan 2025 dan 2024",
        "Bandingkan total layanan apostille tahun 2025 dengan 2024",
        "pertumbuhan apostille yoy 2025",
        "Apakah permohonan apostille naik di 2025? berapa selisihnya dari 2024",
        "total apostille dua tahun terakhir",
    ],
    [
        "apostille growth year over year 2025",
    ],
)

intent(
    "internal.cv-bulanan-provinsi",
    "internal",
    None,
    [
        "Berapa CV yang didaftarkan bulan lalu per provinsi?",
        "jumlah cv bulan desember per provinsi",
        "Rekap pendaftaran CV Desember 2025 dipecah per provinsi",
        "cv baru bulan kemarin by provinsi",
        "Sebaran pendaftaran CV per provinsi untuk bulan lalu",
        "Minta tabel CV terdaftar per provinsi bulan terakhir",
        "berapa banyak cv yg terdaftar di setiap provinsi bulan lalu",
    ],
    [
        "CV registrations last month per province",
    ],
)

# Follow-up turns asked later in the same session (they only make sense there).
FOLLOWUPS = {
    "apostille.apa-itu": (
        "apostille.biaya",
        0.35,
        [
            "Berapa biayanya untuk satu dokumen?",
            "terus biayanya brp?",
            "kalau biayanya berapa kak",
            "oh gitu. bayarnya berapa per dokumen?",
        ],
    ),
    "internal.pt-perorangan-provinsi-tahun": (
        "internal.pt-perorangan-provinsi-tahun",
        0.45,
        [
            "Dan pada tahun sebelumnya?",
            "kalau 2024?",
            "tahun sebelumnya berapa",
            "yang tahun sebelumnya gimana",
            "bandingkan dengan tahun sebelumnya",
        ],
    ),
}

NONE_PUBLIC = [
    "terima kasih",
    "makasih kak",
    "ok",
    "oke makasih",
    "siap",
    "mantap",
    "halo",
    "pagi min",
    "sip, thanks",
    "baik, terima kasih atas infonya",
    "oh gitu ya",
    "ok noted",
    "wah membantu banget",
    "thanks min",
    "p",
    "halo kak",
    "selamat siang",
    "assalamualaikum",
    "oke siap",
    "baik kak",
    "tks",
    "siap, nuhun",
    "oke deh",
    "makasih ya min, sangat membantu",
    "👍",
]
NONE_INTERNAL = ["oke, terima kasih", "noted", "sip", "baik, cukup", "thanks"]

# ---------------------------------------------------------------------------
# Weeks: intents in order of frequency (rank 1 most common).
# ---------------------------------------------------------------------------

WEEKS = {
    "fresh-typical": {
        "seed": 20260105,
        "start": datetime(2026, 1, 5, tzinfo=TZ),
        "hard": False,
        "typo": 0.30,
        "public": [
            "pt-perorangan.syarat",
            "apostille.biaya",
            "pt-perorangan.biaya",
            "akun.lupa-password",
            "fidusia.cara-daftar",
            "apostille.dokumen",
            "pt-perorangan.cara",
            "cv.tempat-daftar",
            "fidusia.roya",
            "yayasan.cara-daftar",
            "pt-perorangan.lama",
            "apostille.lama",
            "akun.voucher",
            "kewarganegaraan.anak-ganda-usia",
            "wasiat.cara-cek",
            "pt.biaya",
            "apostille.beda-legalisasi",
            "cv.biaya",
            "pt.akta-notaris",
            "fidusia.biaya",
            "yayasan.biaya",
            "apostille.apa-itu",
            "perkumpulan.badan-hukum",
            "kewarganegaraan.naturalisasi-syarat",
            "pt-perorangan.beda-pt",
            "firma.tempat-daftar",
        ],
        "internal": [
            "internal.pt-perorangan-bulanan-provinsi",
            "internal.provinsi-terbanyak-pt",
            "internal.pt-perorangan-provinsi-tahun",
            "internal.fidusia-kanwil",
            "internal.yayasan-tren",
        ],
    },
    "fresh-hard": {
        "seed": 20260112,
        "start": datetime(2026, 1, 12, tzinfo=TZ),
        "hard": True,
        "typo": 0.25,
        "public": [
            "pt-perorangan.biaya",
            "pt-perorangan.syarat",
            "apostille.biaya",
            "pt-perorangan.lama",
            "apostille.lama",
            "fidusia.cara-daftar",
            "pt-perorangan.cara",
            "apostille.cara",
            "fidusia.roya",
            "yayasan.syarat",
            "cv.biaya",
            "apostille.dokumen",
            "yayasan.cara-daftar",
            "cv.tempat-daftar",
            "fidusia.biaya",
            "pt.biaya",
            "yayasan.biaya",
            "kewarganegaraan.anak-ganda-usia",
            "kewarganegaraan.pernyataan-memilih",
            "wasiat.cara-cek",
            "cv.syarat",
            "pt-perorangan.perubahan",
            "apostille.beda-legalisasi",
            "wasiat.biaya",
            "fidusia.perubahan",
            "pt.akta-notaris",
            "perkumpulan.badan-hukum",
            "yayasan.perubahan",
            "pt-perorangan.bubar",
        ],
        "internal": [
            "internal.provinsi-terbanyak-pt",
            "internal.pt-perorangan-provinsi-tahun",
            "internal.cv-bulanan-provinsi",
            "internal.fidusia-kanwil",
            "internal.apostille-yoy",
        ],
    },
}

INTERNAL_SHARE = 0.05

# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------

ABBREV = [
    (r"\bbagaimana\b", ["gmn", "gimana", "bgmn"]),
    (r"\bgimana\b", ["gmn"]),
    (r"\bberapa\b", ["brp", "brapa"]),
    (r"\byang\b", ["yg"]),
    (r"\bdengan\b", ["dgn", "dg"]),
    (r"\buntuk\b", ["utk", "buat"]),
    (r"\btidak\b", ["tdk", "gak", "ngga", "ga"]),
    (r"\bsaya\b", ["sy", "aku", "sya"]),
    (r"\bbisa\b", ["bs", "bsa"]),
    (r"\bdi mana\b", ["dmn", "dimana"]),
    (r"\bsudah\b", ["udh", "sdh", "udah"]),
    (r"\bapa saja\b", ["apa aja", "apa aj"]),
    (r"\bkalau\b", ["kalo", "klo", "kl"]),
    (r"\bsekarang\b", ["skrg", "skr"]),
    (r"\bharus\b", ["hrs"]),
    (r"\bterima kasih\b", ["makasih", "trims", "tq"]),
    (r"\bbanget\b", ["bgt"]),
    (r"\bkarena\b", ["krn", "karna"]),
    (r"\bjuga\b", ["jg"]),
    (r"\bbelum\b", ["blm"]),
    (r"\bseperti\b", ["kyk", "spt"]),
    (r"\bdokumen\b", ["dok"]),
    (r"\bpendaftaran\b", ["pendaftran", "daftar"]),
]

GREET_PUBLIC = [
    "halo",
    "halo min",
    "pagi min",
    "siang kak",
    "permisi",
    "mohon info",
    "kak",
    "min",
    "gan",
    "selamat pagi",
    "selamat sore",
    "assalamualaikum, mau tanya",
    "maaf mau tanya",
    "numpang tanya",
    "halo admin",
    "sore min, mau nanya",
    "mohon bantuannya",
    "pagi kak, izin bertanya",
]
TAIL_PUBLIC = [
    "terima kasih",
    "makasih",
    "ya",
    "dong",
    "nih",
    "kak",
    "min",
    "gan",
    "mohon infonya",
    "tks",
    "ditunggu jawabannya",
    "mohon pencerahan",
    "thx",
]
GREET_INTERNAL = ["tolong", "mohon", "halo", "pagi", "minta tolong"]
TAIL_INTERNAL = ["terima kasih", "makasih", "ya", "untuk laporan", "segera ya"]
EN_PREFIX = [
    "hi, ",
    "hello admin, ",
    "quick question: ",
    "sorry mau nanya, ",
    "excuse me, ",
    "hi min, ",
    "btw, ",
]
EN_SUFFIX = [" thanks", " pls", " thx min", " asap ya", " thank you", " please help"]

FIRST = [
    "budi",
    "siti",
    "agus",
    "dewi",
    "rina",
    "andi",
    "putri",
    "yoga",
    "intan",
    "fajar",
    "wulan",
    "eko",
    "sri",
    "dimas",
    "nur",
    "rizky",
    "ayu",
    "hendra",
]
LAST = [
    "santoso",
    "wijaya",
    "lestari",
    "pratama",
    "hidayat",
    "saputra",
    "kurniawan",
    "rahma",
    "susanto",
    "permata",
]
MAIL = ["contoh.id", "mail.test", "example.com", "surel.test"]


def fake_pii(rng):
    kind = rng.choice(["nik", "hp", "mail", "npwp", "hp", "mail"])
    if kind == "nik":
        nik = str(rng.choice([31, 32, 33, 35, 36, 51, 73])) + "".join(
            str(rng.randrange(10)) for _ in range(14)
        )
        return rng.choice(["NIK saya " + nik, "nik: " + nik, "(NIK " + nik + ")", "nik sy " + nik])
    if kind == "hp":
        hp = "08" + str(rng.choice([11, 12, 13, 21, 22, 52, 53, 57, 77, 78, 95, 96]))
        hp += "-" + "".join(str(rng.randrange(10)) for _ in range(4))
        hp += "-" + "".join(str(rng.randrange(10)) for _ in range(4))
        return rng.choice(["no hp " + hp, "hubungi saya di " + hp, "wa " + hp, "nomor saya " + hp])
    if kind == "mail":
        addr = (
            rng.choice(FIRST)
            + rng.choice([".", "_", ""])
            + rng.choice(LAST)
            + str(rng.randrange(10, 99))
            + "@"
            + rng.choice(MAIL)
        )
        return rng.choice(["email saya " + addr, "balas ke " + addr, "email: " + addr])
    d = lambda n: "".join(str(rng.randrange(10)) for _ in range(n))
    npwp = "%s.%s.%s.%s-%s.%s" % (d(2), d(3), d(3), d(1), d(3), d(3))
    return rng.choice(["NPWP " + npwp, "npwp kami " + npwp])


def typo(rng, text):
    words = [(m.start(), m.end()) for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not words:
        return text
    s, e = rng.choice(words)
    w = text[s:e]
    op = rng.choice(["swap", "drop", "double"])
    i = rng.randrange(1, len(w) - 1)
    if op == "swap":
        w = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
    elif op == "drop":
        w = w[:i] + w[i + 1 :]
    else:
        w = w[:i] + w[i] + w[i:]
    return text[:s] + w + text[e:]


def noisy(rng, text, surface, cfg):
    internal = surface == "internal"
    # abbreviations and informal spellings
    if rng.random() < (0.20 if internal else 0.45):
        for pat, subs in ABBREV:
            if rng.random() < 0.65:
                text = re.sub(pat, lambda m: rng.choice(subs), text, flags=re.IGNORECASE)
    # lowercase
    if rng.random() < (0.35 if internal else 0.55):
        text = text.lower()
    # punctuation at the end
    r = rng.random()
    stripped = text.rstrip("?.! ")
    if r < 0.33:
        text = stripped
    elif r < 0.45 and not internal:
        text = stripped + rng.choice(["??", "???", "?", " ?", "??", "?!"])
    # typo in one word
    if rng.random() < cfg["typo"]:
        text = typo(rng, text)
    # greetings / politeness
    if rng.random() < (0.15 if internal else 0.35):
        g = rng.choice(GREET_INTERNAL if internal else GREET_PUBLIC)
        sep = rng.choice([", ", " ", ". ", ",", " - "])
        text = g + sep + text
    if rng.random() < (0.10 if internal else 0.20):
        t = rng.choice(TAIL_INTERNAL if internal else TAIL_PUBLIC)
        if text[-1:] in "?!.":
            text = text + " " + t
        else:
            text = text + rng.choice([" ", ", ", ". "]) + t
    # English wrapper (hard week)
    if cfg["hard"] and rng.random() < 0.14:
        if rng.random() < 0.5:
            text = rng.choice(EN_PREFIX) + text
        else:
            text = text + rng.choice(EN_SUFFIX)
    # personal details pasted in (all fake)
    if not internal and rng.random() < 0.06:
        pii = fake_pii(rng)
        if rng.random() < 0.5:
            text = text + rng.choice([". ", ", ", " ", "\n"]) + pii
        else:
            text = rng.choice(["saya " + rng.choice(FIRST) + ", ", ""]) + pii + ". " + text
    if rng.random() < 0.5 and len(text) > 1 and text[1].islower():
        text = text[0].lower() + text[1:]
    return text.strip()


# ---------------------------------------------------------------------------
# Generation
# ---------------------------------------------------------------------------

DAY_W = [1.15, 1.10, 1.10, 1.05, 1.0, 0.55, 0.45]
HOUR_W = {
    6: 0.3,
    7: 0.8,
    8: 1.6,
    9: 2.2,
    10: 2.4,
    11: 2.2,
    12: 1.4,
    13: 1.9,
    14: 2.1,
    15: 1.9,
    16: 1.5,
    17: 1.0,
    18: 0.8,
    19: 1.0,
    20: 1.1,
    21: 0.9,
    22: 0.5,
}


def zipf(ids, s=1.0):
    return [1.0 / (r**s) for r in range(1, len(ids) + 1)]


def pick_phrase(rng, iid, hard):
    it = I[iid]
    if hard and it["hard"] and rng.random() < 0.40:
        return rng.choice(it["hard"])
    return rng.choice(it["base"])


def build_week(name, cfg):
    rng = random.Random(cfg["seed"])
    pub, intl = cfg["public"], cfg["internal"]
    for iid in pub + intl:
        assert iid in I, iid
        assert len(I[iid]["base"]) >= (7 if I[iid]["surface"] == "internal" else 8), iid
    pw, iw = zipf(pub), zipf(intl, 0.8)
    sessions_seen = set()
    rows = []
    hours = list(HOUR_W)
    hw = [HOUR_W[h] for h in hours]
    while len(rows) < LINES_PER_WEEK:
        sid = "s-%08x" % rng.getrandbits(32)
        if sid in sessions_seen:
            continue
        sessions_seen.add(sid)
        day = rng.choices(range(7), weights=DAY_W)[0]
        hour = rng.choices(hours, weights=hw)[0]
        t = cfg["start"] + timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )
        surface = "internal" if rng.random() < INTERNAL_SHARE * 0.92 else "public"
        ids, weights = (intl, iw) if surface == "internal" else (pub, pw)
        n = rng.choices([1, 2, 3, 4], weights=[50, 28, 15, 7])[0]
        turns = []  # (text, label)
        if surface == "public" and rng.random() < 0.012:
            turns.append((rng.choice(NONE_PUBLIC), "none"))  # a greeting alone
        prev = None
        while len(turns) < n + (1 if turns and turns[0][1] == "none" else 0):
            fu = FOLLOWUPS.get(prev)
            if fu and fu[0] in ids and rng.random() < fu[1]:
                label = fu[0]
                text = rng.choice(fu[2])
                if rng.random() < 0.5:
                    text = text.lower()
                turns.append((text, label))
                prev = None
                continue
            iid = rng.choices(ids, weights=weights)[0]
            if iid == prev:
                continue
            turns.append((noisy(rng, pick_phrase(rng, iid, cfg["hard"]), surface, cfg), iid))
            prev = iid
        if rng.random() < 0.075:
            turns.append(
                (rng.choice(NONE_INTERNAL if surface == "internal" else NONE_PUBLIC), "none")
            )
        for text, label in turns:
            row = {"at": t.isoformat(), "session": sid, "question": text, "surface": surface}
            fr = rng.random()
            if label != "none" and fr < 0.08:
                row["feedback"] = "up"
            elif label != "none" and fr < 0.12:
                row["feedback"] = "down"
            row["label"] = label
            rows.append(row)
            t += timedelta(minutes=rng.randrange(1, 7), seconds=rng.randrange(60))
    rows = rows[:LINES_PER_WEEK]
    rows.sort(key=lambda r: r["at"])  # stable: turns of a session keep their order
    week_ids = pub + intl
    truth = {"set": SET_PATH, "covered": {iid: I[iid]["covered"] for iid in week_ids}}
    return rows, truth


def stats(name, rows, truth):
    cov = truth["covered"]
    lab = [r for r in rows if r["label"] != "none"]
    print("== %s" % name)
    print(
        "  lines: %d (none: %d, %.1f%%)"
        % (len(rows), len(rows) - len(lab), 100.0 * (len(rows) - len(lab)) / len(rows))
    )
    print(
        "  intents: %d (covered: %d, not covered: %d)"
        % (len(cov), sum(1 for v in cov.values() if v), sum(1 for v in cov.values() if not v))
    )
    for surf in ("public", "internal"):
        print("  lines %s: %d" % (surf, sum(1 for r in rows if r["surface"] == surf)))
    c = sum(1 for r in lab if cov[r["label"]])
    print("  covered share (labelled lines): %.1f%% (%d/%d)" % (100.0 * c / len(lab), c, len(lab)))
    for surf in ("public", "internal"):
        sl = [r for r in lab if r["surface"] == surf]
        cs = sum(1 for r in sl if cov[r["label"]])
        print(
            "  covered share %s: %.1f%% (%d/%d)" % (surf, 100.0 * cs / max(1, len(sl)), cs, len(sl))
        )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--stats", action="store_true")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    for name, cfg in WEEKS.items():
        rows, truth = build_week(name, cfg)
        with open(os.path.join(a.out, name + ".jsonl"), "w", encoding="utf-8", newline="\n") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        with open(
            os.path.join(a.out, name + ".truth.json"), "w", encoding="utf-8", newline="\n"
        ) as f:
            f.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
        if a.stats:
            stats(name, rows, truth)


if __name__ == "__main__":
    sys.exit(main())
