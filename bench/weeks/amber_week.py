#!/usr/bin/env python3
"""Generate amber's pair of held-out weeks of AHU chatbot traffic.

Typical week 2028-08-07..2028-08-13, hard week 2028-08-14..2028-08-20 (+07:00).
Stdlib only, seeded with random.Random(SEED); every run writes the same bytes.

    python3 bench/weeks/amber_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path
from random import Random

NAME = "amber"
SEED = 4_807_213
SET = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
TOTAL = 3000
INTERNAL = 240

# --------------------------------------------------------------------------------------
# Public intents: (intent id, service, covering golden item or None, phrasings, follow-ups)
# Follow-ups are short questions that only make sense after another question about the
# same service in the same session. Lists are in Zipf rank order (most frequent first).
# --------------------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "akun-lupa-password",
        "akun",
        None,
        [
            "lupa password akun ahu gimana",
            "saya lupa kata sandi ahu online",
            "gak bisa login ahu, lupa password",
            "cara reset password ahu online",
            "password ahu saya salah terus, gimana cara resetnya",
            "akun notaris saya lupa sandinya, gimana",
            "bagaimana cara mengganti password akun ahu yang lupa",
            "lupa pasword ahu online tolong dibantu",
            "udah coba reset password ahu tapi tetep gak bisa masuk",
            "kata sandi akun ahu lupa, mau buat yang baru",
        ],
        [],
    ),
    (
        "pt-perorangan-syarat",
        "ptp",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan pt perorangan",
            "syarat bikin pt perorangan apa aja",
            "syarat pendirian PT perorangan",
            "mau buat pt perorangan syaratnya apa aja ya",
            "pt perorangan syaratnya apa",
            "persyaratan untuk PT perorangan apa saja",
            "kalau mau dirikan pt perorangan harus punya apa aja",
            "umur berapa boleh bikin pt perorangan",
            "wna boleh mendirikan pt perorangan gak",
            "syarat pt perseorangan apa aja",
            "pt perorangan itu syaratnya cuma ktp sama npwp ya?",
            "saya ibu rumah tangga boleh bikin pt perorangan? syaratnya apa",
        ],
        ["syaratnya apa aja?", "kalau syaratnya apa aja ya", "terus yang harus disiapin apa aja?"],
    ),
    (
        "pt-perorangan-cara-daftar",
        "ptp",
        None,
        [
            "cara daftar pt perorangan",
            "bagaimana cara mendirikan pt perorangan",
            "daftar pt perorangan lewat mana",
            "langkah2 buat pt perorangan online",
            "pt perorangan daftarnya dimana",
            "mau bikin pt perorangan mulai dari mana",
            "gimana cara isi pernyataan pendirian pt perorangan",
            "tutorial daftar pt perorangan di ahu",
            "pt perorangan bisa daftar sendiri dari rumah? caranya gimana",
        ],
        ["daftarnya lewat mana?", "caranya gimana kak?", "terus cara daftarnya gmn"],
    ),
    (
        "fidusia-daftar",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "cara daftar fidusia gimana",
            "bagaimana cara mendaftarkan jaminan fidusia",
            "pendaftaran fidusia online caranya",
            "mau daftar jaminan fidusia lewat mana",
            "langkah pendaftaran fidusia",
            "fidusia didaftarkan dimana ya",
            "gimana prosedur daftar fidusia buat leasing",
            "daftar fidusia bisa sendiri atau harus lewat notaris",
            "sertifikat jaminan fidusia cara dapetinnya gimana",
        ],
        ["cara daftarnya gimana?", "terus daftarnya lewat mana"],
    ),
    (
        "pt-perorangan-biaya",
        "ptp",
        None,
        [
            "biaya pendirian pt perorangan berapa",
            "berapa biaya bikin pt perorangan",
            "pt perorangan bayar berapa",
            "pt perorangan gratis atau bayar",
            "biaya pnbp pt perorangan berapa ya",
            "buat pt perorangan habis berapa",
            "berapa tarif pendaftaran pt perorangan",
            "ongkos daftar pt perorangan brp",
            "pt perorangan bayarnya berapa kak, sama notaris juga?",
        ],
        ["biayanya berapa?", "terus bayar berapa kak", "kalau biayanya brp"],
    ),
    (
        "voucher-bayar",
        "voucher",
        None,
        [
            "cara bayar voucher ahu",
            "voucher pnbp bayarnya dimana",
            "bayar voucher ahu bisa lewat m-banking?",
            "kode voucher pembayaran ahu dibayar lewat bank apa",
            "cara pembayaran pnbp ahu online",
            "voucher ahu bisa dibayar via atm?",
            "bayar voucher ahu bisa di teller bank gak",
            "gimana cara bayar kode billing ahu",
        ],
        [],
    ),
    (
        "apostille-biaya",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "biaya apostille berapa",
            "apostille bayar berapa per dokumen",
            "berapa biaya apostille ijazah",
            "tarif apostille sekarang berapa",
            "apostille 1 dokumen berapa",
            "harga apostille akta kelahiran brp",
            "pnbp apostille berapa",
            "apostille ijazah sama transkrip bayar berapa",
        ],
        ["biayanya berapa?", "berapa biayanya untuk satu dokumen", "bayarnya berapa kak?"],
    ),
    (
        "fidusia-roya",
        "fidusia",
        None,
        [
            "cara roya fidusia",
            "bagaimana cara menghapus jaminan fidusia",
            "roya fidusia gimana caranya",
            "kredit udah lunas, fidusianya dihapus gmn",
            "penghapusan sertifikat fidusia",
            "mau hapus fidusia motor yang sudah lunas",
            "roya fidusia online bisa?",
            "leasing sudah lunas tapi fidusia belum dihapus, gimana",
        ],
        ["kalau sudah lunas hapusnya gimana?", "terus roya nya gimana"],
    ),
    (
        "yayasan-pendirian",
        "yayasan",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "bagaimana cara bikin yayasan",
            "prosedur pendirian yayasan gimana",
            "mau buat yayasan sosial caranya gmn",
            "langkah mendirikan yayasan",
            "pendirian yayasan harus lewat notaris?",
            "yayasan pendidikan cara daftarnya gimana",
            "mau bikin yayasan panti asuhan, prosesnya gimana",
        ],
        ["caranya gimana?"],
    ),
    (
        "wasiat-cek",
        "wasiat",
        "wasiat-pencarian",
        [
            "cara cek wasiat orang tua yang sudah meninggal",
            "bagaimana tahu almarhum punya wasiat atau tidak",
            "surat keterangan wasiat cara dapetnya gimana",
            "cek wasiat almarhum bapak saya",
            "mau urus waris, katanya harus cek wasiat dulu, gimana",
            "pencarian wasiat prosedurnya",
            "nenek saya meninggal, gimana cara tau ada wasiat atau ngga",
        ],
        [],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille gak",
            "apakah akta nikah bisa apostille",
            "dokumen apa aja yg bisa di apostil",
            "skck bisa diapostille?",
            "dokumen yang bisa dilayani apostille apa aja",
            "terjemahan tersumpah bisa apostille ga",
            "akta cerai bisa diapostille juga?",
        ],
        ["dokumen apa aja yang bisa?", "ijazah bisa gak?"],
    ),
    (
        "cv-dimana",
        "cv",
        "cv-firma-pendaftaran",
        [
            "daftar cv dimana sekarang",
            "cv didaftarkan di mana",
            "pendaftaran cv masih di pengadilan negeri?",
            "firma daftarnya dimana ya",
            "bikin cv daftar ke mana",
            "cv sekarang daftar lewat sabu ya?",
            "mau daftarin cv, ke pn atau ke ahu",
        ],
        [],
    ),
    (
        "kwn-anak-ganda-usia",
        "kwn",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus pilih umur berapa",
            "sampai umur berapa anak boleh dwi kewarganegaraan",
            "batas usia anak berkewarganegaraan ganda",
            "anak saya punya 2 paspor, kapan harus memilih",
            "umur berapa anak kawin campur harus pilih wni atau wna",
            "anak ganda kewarganegaraan maksimal usia berapa",
        ],
        [],
    ),
    (
        "akun-registrasi",
        "akun",
        None,
        [
            "cara daftar akun ahu online",
            "bagaimana membuat akun ahu",
            "registrasi akun ahu untuk umum",
            "bikin akun di ahu online gimana",
            "mau daftar user ahu",
            "akun ahu untuk pt perorangan daftarnya gmn",
            "cara sign up ahu online",
        ],
        [],
    ),
    (
        "pt-biasa-notaris",
        "ptb",
        "pt-biasa-akta",
        [
            "pt biasa wajib pakai notaris?",
            "apakah pendirian pt harus dengan akta notaris",
            "bikin pt biasa bisa tanpa notaris gak",
            "pt persekutuan modal perlu akta notaris ga",
            "pendirian pt yang bukan perorangan harus notaris?",
            "pt 2 orang harus ke notaris ya",
        ],
        [],
    ),
    (
        "apostille-apa-itu",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksudnya apostille apa",
            "apostil itu buat apa",
            "pengertian apostille",
            "apostille tuh apa sih kak",
        ],
        [],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "cara perkumpulan jadi badan hukum",
            "bagaimana perkumpulan bisa berbadan hukum",
            "pengesahan badan hukum perkumpulan gimana",
            "komunitas kami mau jadi perkumpulan berbadan hukum, caranya?",
            "ormas mau daftar badan hukum perkumpulan caranya",
            "perkumpulan daftar ke ahu prosesnya gimana",
        ],
        [],
    ),
    (
        "apostille-lama",
        "apostille",
        None,
        [
            "apostille berapa lama jadi",
            "lama proses apostille",
            "apostille jadi berapa hari",
            "kapan apostille selesai kalau ajukan hari ini",
            "proses apostille brp hari kerja",
        ],
        ["jadinya berapa lama?", "prosesnya berapa hari kak"],
    ),
    (
        "pt-perorangan-ubah",
        "ptp",
        None,
        [
            "cara ubah data pt perorangan",
            "mau ganti alamat pt perorangan",
            "perubahan pernyataan pt perorangan gimana",
            "ubah kbli pt perorangan",
            "ganti nama pt perorangan bisa?",
            "update modal pt perorangan caranya",
        ],
        ["kalau mau ganti alamat nanti gimana?"],
    ),
    (
        "koperasi-pendirian",
        "koperasi",
        None,
        [
            "cara mendirikan koperasi",
            "pengesahan badan hukum koperasi gimana",
            "bikin koperasi daftar ke mana",
            "koperasi simpan pinjam cara daftarnya",
            "koperasi desa cara daftar badan hukumnya gimana",
        ],
        [],
    ),
    (
        "pt-perorangan-bubar",
        "ptp",
        None,
        [
            "cara membubarkan pt perorangan",
            "pt perorangan mau ditutup gimana",
            "pembubaran pt perorangan",
            "tutup pt perorangan prosedurnya",
            "usaha udah gak jalan, pt perorangannya mau dibubarkan",
        ],
        [],
    ),
    (
        "naturalisasi-syarat",
        "naturalisasi",
        None,
        [
            "syarat naturalisasi jadi wni",
            "wna mau jadi wni syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya wna mau jadi wni, apa syaratnya",
            "syarat permohonan kewarganegaraan indonesia untuk orang asing",
        ],
        [],
    ),
    (
        "fidusia-ubah",
        "fidusia",
        None,
        [
            "cara perubahan sertifikat fidusia",
            "ubah data fidusia",
            "salah input nomor rangka di fidusia, cara benerinnya",
            "perubahan jaminan fidusia gimana",
            "ganti kreditur di sertifikat fidusia",
        ],
        [],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "bedanya apostille dan legalisasi apa",
            "apostille sama legalisasi beda apa",
            "legalisasi vs apostille",
            "apostille itu sama aja kayak legalisasi?",
            "perbedaan apostille dengan legalisasi dokumen",
        ],
        ["bedanya sama legalisasi apa?"],
    ),
    (
        "pt-perorangan-ke-pt-biasa",
        "ptp",
        None,
        [
            "cara ubah pt perorangan jadi pt biasa",
            "pt perorangan mau nambah pemegang saham jadi pt biasa gimana",
            "perubahan status pt perorangan ke pt persekutuan modal",
            "upgrade pt perorangan ke pt biasa",
            "pt perorangan mau jadi pt biasa gimana",
        ],
        [],
    ),
]

HARD_PUBLIC = [
    (
        "pt-perorangan-biaya",
        "ptp",
        None,
        [
            "berapa fee untuk PT perorangan?",
            "PT perorangan PNBP-nya berapa ya",
            "ongkos bikin PT perorangan total brp",
            "how much does it cost to set up a PT perorangan",
            "tarif pendirian PT perseorangan",
            "pt perorangan bayar ke negara berapa",
            "harga daftar pt perorangan via ahu",
            "ada charge gak kalau daftar PT perorangan?",
            "PT perorangan itu free atau berbayar?",
            "PT perorangan keluar duit berapa sampe jadi",
        ],
        ["fee nya berapa?", "ongkosnya?", "how much is it?", "PNBP nya brp"],
    ),
    (
        "pt-perorangan-syarat",
        "ptp",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan kalau mau bikin PT perorangan",
            "dokumen apa yg dibawa untuk PT perorangan",
            "what do I need to open a PT perorangan",
            "kelengkapan berkas PT perorangan",
            "siapa saja yang boleh mendirikan PT perorangan, harus WNI?",
            "minimal umur founder PT perorangan",
            "PT perorangan persyaratannya apa",
            "apa aja syarat mendirikan pt perorangan",
            "saya expat, boleh punya PT perorangan?",
        ],
        ["requirement nya apa?", "yang perlu disiapin apa aja?", "what documents do I need?"],
    ),
    (
        "akun-lupa-password",
        "akun",
        None,
        [
            "forgot password AHU online",
            "reset kata sandi akun AHU",
            "gak bisa masuk akun ahu, password salah terus",
            "cara ganti password yang lupa di ahu",
            "I can't log in to AHU, forgot my password",
            "sandi ahu lupa, link reset gak nongol",
            "akun ahu ke-lock karena lupa password",
        ],
        [],
    ),
    (
        "apostille-biaya",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "tarif apostille 1 dokumen",
            "ongkos apostille ijazah",
            "apostille bayar berapa",
            "PNBP apostille berapa",
            "how much is apostille in Indonesia",
            "apostille 3 dokumen total bayar berapa",
            "harga legalisir apostille transkrip nilai",
        ],
        ["fee nya berapa?", "how much per document?", "terus bayar berapa?"],
    ),
    (
        "fidusia-daftar",
        "fidusia",
        "fidusia-pendaftaran",
        [
            "how to register fiduciary",
            "prosedur pendaftaran fidusia",
            "fidusia didaftarkan lewat apa",
            "langkah-langkah daftar jaminan fidusia online",
            "alur pendaftaran jaminan fidusia untuk leasing",
            "cara input fidusia di ahu",
            "fiduciary registration step by step",
        ],
        ["how do I register it?", "alurnya gimana?"],
    ),
    (
        "pt-perorangan-cara-daftar",
        "ptp",
        None,
        [
            "how to register PT perorangan",
            "alur pendaftaran PT perorangan",
            "step by step bikin PT perorangan online",
            "PT perorangan didaftarkan lewat mana",
            "prosedur mendirikan PT perorangan",
            "di mana PT perorangan didaftarkan sekarang?",
            "PT perorangan daftarnya di website apa",
        ],
        ["how do I apply?", "prosedurnya gimana?", "daftarnya di web apa?"],
    ),
    (
        "apostille-dokumen",
        "apostille",
        "apostille-dokumen",
        [
            "dokumen apa aja yang eligible untuk apostille",
            "can my diploma be apostilled",
            "akta kelahiran bisa di-apostille?",
            "jenis dokumen yang dilayani apostille",
            "dokumen perusahaan bisa apostille gak",
            "surat keterangan dari kelurahan bisa diapostil?",
            "which documents can get an apostille",
        ],
        ["KTP bisa gak?", "is a birth certificate eligible?"],
    ),
    (
        "pt-perorangan-lama",
        "ptp",
        None,
        [
            "berapa lama PT perorangan jadi",
            "PT perorangan prosesnya berapa hari",
            "how long does PT perorangan registration take",
            "kapan sertifikat PT perorangan keluar setelah submit",
            "estimasi selesai pendaftaran PT perorangan",
            "PT perorangan bisa jadi hari itu juga?",
            "processing time PT perorangan",
        ],
        ["berapa lama jadinya?", "how long?", "kapan kelar?"],
    ),
    (
        "fidusia-roya",
        "fidusia",
        None,
        [
            "roya fidusia caranya",
            "hapus fidusia setelah lunas",
            "how to remove fiduciary registration",
            "penghapusan jaminan fidusia online",
            "Bagaimana cara menghapus jaminan fidusia?",
            "leasing udah lunas tapi fidusia belum diroya",
        ],
        ["kalau udah lunas dihapusnya gimana?"],
    ),
    (
        "apostille-apa-itu",
        "apostille",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille itu apa sih",
            "maksud dari apostille",
            "apostille fungsinya buat apa",
            "pengertian apostil",
            "apostille itu semacam stempel ya?",
        ],
        [],
    ),
    (
        "pt-perorangan-ubah",
        "ptp",
        None,
        [
            "cara update data PT perorangan",
            "mau revisi alamat PT perorangan",
            "how to change the address of my PT perorangan",
            "perubahan pernyataan pendirian PT perorangan",
            "ganti KBLI PT perorangan bisa sendiri?",
            "edit modal dasar PT perorangan",
            "PT perorangan salah ketik nama direktur, bisa diperbaiki?",
        ],
        ["kalau mau update datanya nanti gimana?", "can I change it later?"],
    ),
    (
        "yayasan-pendirian",
        "yayasan",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "prosedur pendirian yayasan",
            "alur bikin yayasan",
            "step mendirikan foundation / yayasan",
            "langkah mendirikan yayasan pendidikan",
            "yayasan dibikinnya lewat notaris ya?",
        ],
        ["prosedurnya gimana?"],
    ),
    (
        "pt-biasa-notaris",
        "ptb",
        "pt-biasa-akta",
        [
            "PT biasa harus pakai akta notaris?",
            "apakah PT persekutuan modal wajib notaris",
            "can I set up a regular PT without a notary",
            "pendirian PT non perorangan perlu notaris ga",
            "PT dengan 2 pemegang saham wajib akta notaris?",
            "bikin PT biasa bisa tanpa notaris?",
        ],
        [],
    ),
    (
        "apostille-syarat",
        "apostille",
        None,
        [
            "apa yang perlu disiapkan untuk mengajukan apostille",
            "berkas yg harus diupload pas ajukan apostille apa aja",
            "requirement apostille apa aja",
            "syarat permohonan apostille",
            "berkas pendukung untuk apostille apa saja",
            "mau apostille ijazah, perlu siapin apa",
        ],
        ["syaratnya apa aja?", "what do I need to prepare?"],
    ),
    (
        "cv-dimana",
        "cv",
        "cv-firma-pendaftaran",
        [
            "CV sekarang didaftarkan di mana",
            "where to register a CV",
            "daftar firma ke PN atau ke kemenkum?",
            "pendaftaran CV lewat SABU?",
            "CV daftarnya ke pengadilan negeri masih bisa?",
        ],
        [],
    ),
    (
        "apostille-lama",
        "apostille",
        None,
        [
            "processing time apostille",
            "apostille jadi berapa hari",
            "berapa lama sertifikat apostille terbit",
            "how long for apostille",
            "apostille bisa sehari jadi?",
        ],
        ["how long does it take?", "berapa hari jadinya?"],
    ),
    (
        "wasiat-cek",
        "wasiat",
        "wasiat-pencarian",
        [
            "how to check if my late father left a will",
            "cek wasiat almarhumah ibu",
            "surat keterangan wasiat ngurusnya gmn",
            "bagaimana mengetahui ada tidaknya wasiat dari pewaris",
            "search wasiat online",
        ],
        [],
    ),
    (
        "pt-perorangan-bubar",
        "ptp",
        None,
        [
            "how to close PT perorangan",
            "cara tutup PT perorangan",
            "PT perorangan mau dibubarkan prosedurnya apa",
            "dissolve PT perorangan gimana",
            "pembubaran PT perseorangan",
            "PT perorangan saya sudah tidak aktif, mau ditutup permanen",
        ],
        ["kalau nanti mau ditutup gimana?"],
    ),
    (
        "kwn-anak-ganda-usia",
        "kwn",
        "kewarganegaraan-ganda-anak",
        [
            "anak dual citizenship harus pilih umur berapa",
            "batas usia memilih kewarganegaraan anak",
            "anak kawin campur kapan harus pilih",
            "at what age must a dual citizen child choose",
            "anak saya WNI + WNA, sampai usia berapa boleh dua-duanya",
        ],
        [],
    ),
    (
        "yayasan-syarat",
        "yayasan",
        None,
        [
            "syarat mendirikan yayasan",
            "Apa saja syarat untuk mendirikan yayasan?",
            "requirement yayasan apa aja",
            "berapa minimal pendiri yayasan",
            "dokumen apa yang perlu disiapkan untuk yayasan",
        ],
        ["persyaratannya apa aja?"],
    ),
    (
        "fidusia-biaya",
        "fidusia",
        None,
        [
            "biaya pendaftaran fidusia",
            "PNBP fidusia berapa untuk nilai penjaminan 100 juta",
            "tarif fidusia",
            "fee pendaftaran jaminan fidusia",
            "ongkos daftar fidusia motor",
        ],
        ["biayanya?", "fee nya brp?"],
    ),
    (
        "pt-perorangan-apa-itu",
        "ptp",
        None,
        [
            "bedanya PT perorangan sama PT biasa apa",
            "PT perorangan vs PT persekutuan modal",
            "difference between PT perorangan and regular PT",
            "apa itu PT perorangan",
            "PT perorangan tuh maksudnya gimana",
        ],
        [],
    ),
    (
        "apostille-vs-legalisasi",
        "apostille",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi bedanya",
            "difference between apostille and legalization",
            "legalisasi sama apostille sama aja gak",
            "kenapa sekarang pakai apostille bukan legalisasi lagi",
        ],
        ["bedanya sama legalisasi?"],
    ),
    (
        "voucher-bayar",
        "voucher",
        None,
        [
            "bayar voucher AHU lewat apa",
            "how to pay the PNBP voucher",
            "metode pembayaran voucher ahu",
            "voucher bisa dibayar pakai QRIS?",
        ],
        [],
    ),
    (
        "perkumpulan-badan-hukum",
        "perkumpulan",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi badan hukum gimana",
            "how can an association get legal entity status",
            "pengesahan perkumpulan di ahu",
            "alur perkumpulan berbadan hukum",
        ],
        [],
    ),
    (
        "wasiat-daftar",
        "wasiat",
        None,
        [
            "cara mendaftarkan wasiat",
            "Bagaimana cara mendaftarkan wasiat?",
            "mau bikin wasiat, perlu didaftarkan ke mana",
            "pelaporan akta wasiat oleh notaris",
        ],
        [],
    ),
    (
        "pt-biasa-biaya",
        "ptb",
        None,
        [
            "biaya pendirian PT biasa",
            "PNBP pengesahan PT persekutuan modal",
            "berapa ongkos bikin PT biasa",
            "fee PT biasa via ahu",
        ],
        [],
    ),
    (
        "naturalisasi-syarat",
        "naturalisasi",
        None,
        [
            "syarat pewarganegaraan",
            "requirement naturalisasi WNA jadi WNI",
            "apa yang perlu disiapkan orang asing untuk jadi WNI",
            "dokumen apa yg dibawa untuk permohonan naturalisasi",
        ],
        [],
    ),
    (
        "fidusia-ubah",
        "fidusia",
        None,
        [
            "perubahan sertifikat jaminan fidusia",
            "revisi data fidusia yang salah",
            "how to amend fiduciary certificate",
            "ganti objek jaminan fidusia",
        ],
        [],
    ),
    (
        "cv-biaya",
        "cv",
        None,
        [
            "biaya daftar CV",
            "PNBP pendaftaran CV berapa",
            "ongkos bikin CV",
            "fee CV registration",
        ],
        [],
    ),
    (
        "koperasi-badan-hukum",
        "koperasi",
        None,
        [
            "Bagaimana koperasi bisa menjadi badan hukum?",
            "pengesahan badan hukum koperasi",
            "koperasi didaftarkan lewat mana",
            "how to register a cooperative",
        ],
        [],
    ),
    (
        "yayasan-biaya",
        "yayasan",
        None,
        [
            "biaya pendirian yayasan",
            "PNBP pengesahan yayasan",
            "ongkos bikin yayasan",
            "how much to register a yayasan",
        ],
        ["biayanya berapa?"],
    ),
    (
        "apostille-cara",
        "apostille",
        None,
        [
            "how to apply apostille online",
            "cara mengajukan apostille",
            "apostille daftarnya lewat mana",
            "alur permohonan apostille",
            "apostille bisa diurus online atau harus datang",
        ],
        ["ngajuinnya lewat mana?"],
    ),
    (
        "wasiat-biaya",
        "wasiat",
        None,
        [
            "biaya surat keterangan wasiat",
            "PNBP cek wasiat berapa",
            "fee pencarian wasiat",
        ],
        [],
    ),
    (
        "yayasan-bubar",
        "yayasan",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup",
            "dissolve yayasan",
            "pembubaran yayasan prosedurnya",
        ],
        [],
    ),
]

# --------------------------------------------------------------------------------------
# Internal intents: (intent id, covering item or None, first-question templates, follow-ups)
# Slots: {prov} {periode} {n} {k}. Transitions switch register or kind inside a session.
# --------------------------------------------------------------------------------------

TYPICAL_INTERNAL = [
    (
        "int-count-pt-perorangan",
        "internal-jumlah-pt-bulanan",
        [
            "berapa jumlah pt perorangan yang terdaftar di {prov} {periode}",
            "jumlah pendaftaran pt perorangan {prov} {periode}",
            "tolong tarik jumlah pt perorangan per provinsi {periode}",
            "berapa pt perorangan baru {periode}",
            "pt perorangan yg daftar di {prov} {periode} ada berapa",
            "total pt perorangan nasional {periode}",
            "minta angka pendaftaran PT perorangan {prov} {periode}",
        ],
        ["kalau {prov}?", "{periode} berapa?", "kalau {periode}?", "{prov} gimana?"],
    ),
    (
        "int-rank-prov-pt-perorangan",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "provinsi mana yang paling banyak daftar pt perorangan {periode}",
            "top {k} provinsi pt perorangan {periode}",
            "urutkan provinsi berdasarkan jumlah pt perorangan {periode}",
            "{k} provinsi teratas pendaftaran pt perorangan {periode}",
            "ranking provinsi untuk pt perorangan {periode}",
        ],
        ["kalau {periode}?", "yang {k} besar?", "{periode} urutannya gimana?"],
    ),
    (
        "int-kanwil-fidusia-threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang pendaftaran fidusianya di atas {n} {periode}",
            "daftar kantor wilayah dengan fidusia lebih dari {n} {periode}",
            "kanwil yang fidusianya tembus {n} {periode} apa aja",
            "kantor wilayah mana yg catat fidusia > {n} {periode}",
        ],
        ["kalau batasnya {n}?", "kalau {periode}?", "yang di atas {n} aja"],
    ),
    (
        "int-count-fidusia",
        None,
        [
            "berapa pendaftaran fidusia di {prov} {periode}",
            "jumlah sertifikat fidusia yang terbit {periode}",
            "total pendaftaran fidusia {prov} {periode}",
        ],
        ["kalau {prov}?", "{periode}?"],
    ),
    (
        "int-count-yayasan",
        None,
        [
            "berapa yayasan baru yang disahkan di {prov} {periode}",
            "jumlah pengesahan yayasan {periode}",
            "total yayasan terdaftar di {prov} {periode}",
        ],
        ["kalau {prov}?", "{periode} gimana?"],
    ),
]

TYPICAL_TRANSITIONS = [
    ("int-count-pt-perorangan", "int-count-fidusia", ["kalau fidusia?", "fidusianya berapa?"]),
    ("int-count-pt-perorangan", "int-count-yayasan", ["kalau yayasan berapa?"]),
    (
        "int-count-pt-perorangan",
        "int-rank-prov-pt-perorangan",
        ["provinsi mana yg paling banyak?", "urutan provinsinya gimana?"],
    ),
]

HARD_INTERNAL = [
    (
        "int-count-pt-perorangan",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} {periode}",
            "jumlah registrasi PT perorangan {prov} {periode}",
            "angka PT perorangan per provinsi {periode} dong",
            "berapa banyak PT perseorangan tercatat {periode}",
            "total PT perorangan {prov} {periode} berapa",
            "count of PT perorangan {periode}",
        ],
        ["what about {prov}?", "kalau {periode}?", "and {periode}?", "{prov}?"],
    ),
    (
        "int-rank-prov-pt-perorangan",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top {k} provinces by PT perorangan {periode}",
            "provinsi dengan registrasi PT perorangan terbanyak {periode}",
            "urutan {k} besar provinsi PT perorangan {periode}",
            "which province leads PT perorangan {periode}",
        ],
        ["{periode}?", "top {k} aja", "kalau {periode} urutannya?"],
    ),
    (
        "int-kanwil-fidusia-threshold",
        "internal-fidusia-kantor-wilayah",
        [
            "list kanwil with fidusia above {n} {periode}",
            "kantor wilayah yang fidusianya lebih dari {n} {periode}",
            "kanwil mana aja yg fidusia nya > {n} {periode}",
            "offices with more than {n} fiduciary registrations {periode}",
        ],
        ["threshold {n}?", "kalau {periode}?", "kalau di atas {n}?"],
    ),
    (
        "int-count-fidusia",
        None,
        [
            "how many fidusia registrations in {prov} {periode}",
            "jumlah pendaftaran fidusia {prov} {periode}",
            "total sertifikat fidusia terbit {periode}",
        ],
        ["{prov}?", "kalau {periode}?"],
    ),
    (
        "int-kanwil-pt-threshold",
        None,
        [
            "kanwil mana yang PT perorangannya di atas {n} {periode}",
            "provinsi dengan PT perorangan lebih dari {n} {periode}",
            "list offices with over {n} PT perorangan {periode}",
        ],
        ["kalau batasnya {n}?", "{periode}?"],
    ),
    (
        "int-rank-prov-fidusia",
        None,
        [
            "top {k} provinsi fidusia {periode}",
            "provinsi mana yang fidusianya paling banyak {periode}",
            "ranking kanwil by fidusia {periode}",
        ],
        ["kalau {periode}?", "yang {k} besar aja"],
    ),
]

HARD_TRANSITIONS = [
    ("int-count-pt-perorangan", "int-count-fidusia", ["kalau fidusia?", "and for fidusia?"]),
    (
        "int-count-pt-perorangan",
        "int-rank-prov-pt-perorangan",
        ["which province is highest?", "provinsi mana paling banyak?"],
    ),
    (
        "int-rank-prov-pt-perorangan",
        "int-rank-prov-fidusia",
        ["kalau fidusia urutannya gimana?", "same ranking for fidusia?"],
    ),
    (
        "int-kanwil-fidusia-threshold",
        "int-kanwil-pt-threshold",
        ["kalau PT perorangan di atas {n}?"],
    ),
]

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
    "Aceh",
    "Kalimantan Barat",
    "Sumatera Selatan",
    "Sulawesi Utara",
    "Papua",
    "jabar",
    "jatim",
    "jateng",
    "DKI",
    "sumut",
    "sulsel",
    "kaltim",
    "DIY",
]

PERIODS = [
    "bulan lalu",
    "bulan ini",
    "juli 2028",
    "Juni 2028",
    "mei 2028",
    "tahun 2027",
    "tahun lalu",
    "2026",
    "semester 1 2028",
    "Q2 2028",
    "triwulan II 2028",
    "minggu lalu",
    "tahun ini",
    "januari sampai juli 2028",
    "agustus 2027",
]

HARD_PERIODS = [*PERIODS, "last month", "YTD 2028", "in 2027", "last year", "this year"]

THRESHOLDS = ["500", "1.000", "1000", "1.500", "2.000", "750", "300", "5rb", "2500"]

# --------------------------------------------------------------------------------------
# Lines asking nothing, greetings, closings, chat spellings, fake personal details.
# --------------------------------------------------------------------------------------

NONE_TYPICAL = [
    "makasih kak",
    "ok",
    "oke siap",
    "siap min",
    "mantap",
    "terima kasih banyak",
    "halo",
    "pagi min",
    "p",
    "tes",
    "👍",
    "oke noted",
    "sip",
    "baik terima kasih infonya",
    "halo kak",
    "assalamualaikum",
    "makasih ya",
    "oh gitu ya",
    "ok kak makasih",
    "selamat siang",
    "wah jelas banget, makasih",
    "ya",
    "min",
]

NONE_HARD = [
    *NONE_TYPICAL,
    "thanks",
    "thank you",
    "noted, thanks",
    "ok got it",
    "hi",
    "hello admin",
    "good morning",
    "cool, thx",
]

GREET_TYPICAL = [
    "halo kak",
    "halo min",
    "min",
    "kak",
    "pagi",
    "selamat pagi",
    "siang min",
    "sore kak",
    "malam min",
    "permisi",
    "assalamualaikum",
    "mohon info",
    "mau tanya",
    "maaf mau nanya",
    "hai",
    "gan",
    "selamat siang, mohon info",
    "numpang tanya",
]

GREET_HARD = [*GREET_TYPICAL, "hi", "hello", "good morning", "excuse me", "sorry mau tanya"]

CLOSE_TYPICAL = [
    "ya",
    "dong",
    "makasih",
    "terima kasih",
    "mks",
    "tq",
    "kak",
    "min",
    "ya kak",
    "mohon dibantu",
    "🙏",
    "makasih min",
    "tolong ya",
    "ditunggu jawabannya",
]

CLOSE_HARD = [*CLOSE_TYPICAL, "thanks", "thx", "pls", "please", "asap ya", "urgent"]

CHAT = [
    ("yang", ["yg"]),
    ("bagaimana", ["gmn", "gimana", "bgmn"]),
    ("gimana", ["gmn", "gmna"]),
    ("berapa", ["brp", "brapa"]),
    ("dimana", ["dmn"]),
    ("di mana", ["dmn", "dimana"]),
    ("saya", ["sy", "aku", "sya"]),
    ("untuk", ["utk", "buat", "untk"]),
    ("bisa", ["bs", "bsa"]),
    ("tidak", ["gk", "ga", "tdk", "gak"]),
    ("gak", ["gk", "ga", "ngga"]),
    ("sudah", ["udh", "udah", "sdh"]),
    ("karena", ["krn", "karna"]),
    ("dengan", ["dgn", "sama"]),
    ("tolong", ["tlg"]),
    ("apakah", ["apa", "apkh"]),
    ("kalau", ["kalo", "klo", "kl"]),
    ("saja", ["aja", "aj"]),
    ("sekarang", ["skrg", "skrng"]),
    ("belum", ["blm"]),
    ("terus", ["trs", "trus"]),
    ("juga", ["jg"]),
    ("lagi", ["lg"]),
    ("dari", ["dr"]),
    ("atau", ["ato", "atw"]),
    ("mohon", ["mhn"]),
    ("dokumen", ["dok", "dokumen2"]),
    ("perorangan", ["perorangan", "prorangan", "perseorangan"]),
    ("apa saja", ["apa aja", "apa2 aja", "apa aj"]),
    ("harus", ["hrs"]),
    ("bikin", ["bkin", "bikin"]),
    ("daftar", ["dftr", "daftar"]),
    ("caranya", ["caranya", "crnya"]),
    ("cara", ["cara", "cr"]),
]

FIRST = [
    "Budi",
    "Siti",
    "Agus",
    "Dewi",
    "Rina",
    "Andi",
    "Putu",
    "Made",
    "Yohanes",
    "Nur",
    "Fajar",
    "Ratna",
    "Hendra",
    "Wulan",
    "Dimas",
    "Lestari",
    "Rudi",
    "Maria",
    "Ahmad",
    "Kadek",
]
LAST = [
    "Santoso",
    "Rahmawati",
    "Saputra",
    "Wijaya",
    "Hasibuan",
    "Simanjuntak",
    "Pratama",
    "Nugroho",
    "Lubis",
    "Kusuma",
    "Siregar",
    "Hidayat",
    "Manurung",
    "Setiawan",
    "Purba",
    "Halim",
]
MAILS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "gmail.co.id", "ymail.com"]
NIK_REGIONS = ["3273", "3578", "3174", "5171", "1271", "7371", "3374", "6471", "3201", "3603"]


def fake_nik(rng: Random) -> str:
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        rng.choice(NIK_REGIONS)
        + f"{rng.randint(1, 40):02d}"
        + f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) % 100:02d}"
        + f"{rng.randint(1, 9999):04d}"
    )


def fake_phone(rng: Random) -> str:
    body = f"8{rng.choice('1235789')}{rng.randint(0, 9)}" + "".join(
        str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8, 9]))
    )
    form = rng.randrange(5)
    if form == 0:
        return "0" + body
    if form == 1:
        return "+62 " + body[:3] + " " + body[3:7] + " " + body[7:]
    if form == 2:
        return "62" + body
    if form == 3:
        return "0" + body[:3] + "-" + body[3:7] + "-" + body[7:]
    return "+62" + body


def fake_name(rng: Random) -> str:
    return rng.choice(FIRST) + " " + rng.choice(LAST)


def fake_email(rng: Random) -> str:
    first, last = rng.choice(FIRST).lower(), rng.choice(LAST).lower()
    sep = rng.choice([".", "_", ""])
    num = rng.choice(["", str(rng.randint(1, 99)), str(rng.randint(1970, 2005))])
    return f"{first}{sep}{last}{num}@{rng.choice(MAILS)}"


def fake_npwp(rng: Random) -> str:
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    return f"{''.join(d[0:2])}.{''.join(d[2:5])}.{''.join(d[5:8])}.{d[8]}-{''.join(d[9:12])}.{''.join(d[12:15])}"


def personal(rng: Random) -> str:
    kind = rng.randrange(7)
    if kind == 0:
        return f"sy {fake_name(rng)} NIK {fake_nik(rng)}"
    if kind == 1:
        return f"no hp {fake_phone(rng)}"
    if kind == 2:
        return f"email sy {fake_email(rng)}"
    if kind == 3:
        return f"npwp {fake_npwp(rng)}"
    if kind == 4:
        return f"atas nama {fake_name(rng)}, wa {fake_phone(rng)}"
    if kind == 5:
        return f"nik {fake_nik(rng)} a.n. {fake_name(rng).upper()}"
    return f"hubungi {fake_email(rng)} / {fake_phone(rng)}"


# --------------------------------------------------------------------------------------
# Noise
# --------------------------------------------------------------------------------------


def chatify(rng: Random, text: str, p: float) -> str:
    for word, subs in CHAT:
        pattern = re.compile(r"\b" + re.escape(word) + r"\b", re.IGNORECASE)

        def repl(m: re.Match[str], subs: list[str] = subs) -> str:
            return rng.choice(subs) if rng.random() < p else m.group(0)

        text = pattern.sub(repl, text)
    return text


def typo(rng: Random, text: str) -> str:
    words = [m for m in re.finditer(r"[A-Za-z]{4,}", text)]
    if not words:
        return text
    for _ in range(8):
        m = rng.choice(words)
        w = m.group(0)
        i = rng.randrange(1, len(w) - 1)
        op = rng.randrange(3)
        if op == 0:
            new = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == 1:
            new = w[:i] + w[i + 1 :]
        else:
            new = w[:i] + w[i] + w[i:]
        if new != w:
            return text[: m.start()] + new + text[m.end() :]
    return text


def stretch(rng: Random, text: str) -> str:
    words = list(re.finditer(r"[A-Za-z]{2,}", text))
    if not words:
        return text
    m = words[-1] if rng.random() < 0.7 else rng.choice(words)
    w = m.group(0)
    return text[: m.start()] + w + w[-1] * rng.randint(2, 4) + text[m.end() :]


def case(rng: Random, text: str) -> str:
    r = rng.random()
    if r < 0.55:
        return text.lower()
    if r < 0.78:
        return text
    if r < 0.94:
        return text[:1].upper() + text[1:]
    if r < 0.97:
        return text.upper()
    return text.title()


def punct(rng: Random, text: str) -> str:
    text = text.rstrip("?. ")
    r = rng.random()
    for limit, end in [
        (0.38, "?"),
        (0.72, ""),
        (0.82, "??"),
        (0.85, "?!"),
        (0.90, " ?"),
        (0.94, "..."),
        (0.97, "."),
        (1.0, "???"),
    ]:
        if r < limit:
            return text + end
    return text


class Week:
    def __init__(self, kind: str, start: str, public, internal, transitions, cfg: dict) -> None:
        self.kind = kind
        self.start = datetime.fromisoformat(start).replace(tzinfo=TZ)
        self.public = public
        self.internal = internal
        self.transitions = transitions
        self.cfg = cfg


def zipf(n: int, s: float) -> list[float]:
    return [1.0 / (r**s) for r in range(1, n + 1)]


def noisy(rng: Random, text: str, cfg: dict, *, kind: str, first: bool, stats: dict) -> str:
    """Dress a phrasing as a user would type it. kind: public, internal, none, follow."""
    text = chatify(rng, text, cfg["chat"] if kind != "internal" else cfg["chat"] / 2)
    if kind != "none":
        text = punct(rng, text)
    if kind == "public" and rng.random() < cfg["greet"]:
        sep = rng.choice([", ", " ", ". ", " - ", "\n"])
        text = rng.choice(cfg["greets"]) + sep + text
    if kind in ("public", "follow") and rng.random() < cfg["close"]:
        sep = " " if text.endswith(("?", ".", "!")) else rng.choice([" ", ", ", " ... "])
        text = text + sep + rng.choice(cfg["closes"])
    elif kind == "internal" and first and rng.random() < 0.06:
        text = rng.choice(["tolong ", "mas, ", "min ", "cek dong "]) + text
    text = case(rng, text)
    if rng.random() < cfg["stretch"]:
        text = stretch(rng, text)
    if rng.random() < cfg["typo"]:
        new = typo(rng, text)
        if new != text:
            stats["typos"] += 1
            text = new
    if kind == "public" and rng.random() < cfg["pii"]:
        detail = personal(rng)
        if rng.random() < 0.7:
            text = text + rng.choice([" ", ". ", ", ", "\n"]) + detail
        else:
            text = detail + rng.choice([", ", ". ", " - "]) + text
    return text


def fill(rng: Random, tpl: str, week: Week) -> str:
    periods = HARD_PERIODS if week.kind == "hard" else PERIODS
    return tpl.format(
        prov=rng.choice(PROVINCES),
        periode=rng.choice(periods),
        n=rng.choice(THRESHOLDS),
        k=rng.choice(["3", "5", "10", "tiga", "lima"]),
    )


def build(week: Week, rng: Random) -> tuple[list[dict], dict]:
    cfg = week.cfg
    stats = {"typos": 0}
    sessions: list[list[tuple[str, str, str]]] = []  # (question, surface, label)

    # Internal sessions until INTERNAL lines.
    inames = [x[0] for x in week.internal]
    iw = zipf(len(inames), 0.9)
    idef = {x[0]: x for x in week.internal}
    n_int = 0
    while n_int < INTERNAL:
        cur = rng.choices(inames, iw)[0]
        lines = [(fill(rng, rng.choice(idef[cur][2]), week), cur)]
        for _ in range(rng.choice([0, 1, 1, 2, 2, 3, 4])):
            trans = [t for t in week.transitions if t[0] == cur]
            if trans and rng.random() < 0.3:
                t = rng.choice(trans)
                cur = t[1]
                lines.append((fill(rng, rng.choice(t[2]), week), cur))
            else:
                lines.append((fill(rng, rng.choice(idef[cur][3]), week), cur))
        lines = lines[: INTERNAL - n_int]
        n_int += len(lines)
        sessions.append([(q, "internal", lab) for q, lab in lines])

    # Public sessions until TOTAL - INTERNAL lines.
    pnames = [x[0] for x in week.public]
    pw = zipf(len(pnames), cfg["zipf"])
    pdef = {x[0]: x for x in week.public}
    n_pub = 0
    target = TOTAL - INTERNAL
    while n_pub < target:
        r = rng.random()
        lines: list[tuple[str, str]] = []
        if r < cfg["none_alone"]:
            lines.append((rng.choice(cfg["nones"]), "none"))
        else:
            if rng.random() < cfg["none_greet"]:
                lines.append((rng.choice(cfg["nones_greet"]), "none"))
            first = rng.choices(pnames, pw)[0]
            lines.append((rng.choice(pdef[first][3]), first))
            r2 = rng.random()
            if r2 < cfg["follow"]:
                svc = pdef[first][1]
                cands = [x[0] for x in week.public if x[1] == svc and x[0] != first and x[4]]
                if cands:
                    nxt = rng.choice(cands)
                    lines.append((rng.choice(pdef[nxt][4]), nxt))
            elif r2 < cfg["follow"] + cfg["second"]:
                other = rng.choices(pnames, pw)[0]
                if other != first:
                    lines.append((rng.choice(pdef[other][3]), other))
            if rng.random() < cfg["none_thanks"]:
                lines.append((rng.choice(cfg["nones"]), "none"))
        lines = lines[: target - n_pub]
        n_pub += len(lines)
        sessions.append([(q, "public", lab) for q, lab in lines])

    # Dress, time and id every session.
    rows = []
    used: set[str] = set()
    days = 7
    end = week.start + timedelta(days=days)
    hour_w = [1, 1, 1, 1, 1, 2, 4, 7, 10, 12, 12, 11, 9, 10, 11, 10, 8, 6, 6, 7, 8, 7, 4, 2]
    for sess in sessions:
        surface = sess[0][1]
        sid = ""
        while not sid or sid in used:
            sid = f"s-{rng.getrandbits(40):010x}"
        used.add(sid)
        if surface == "internal":
            day = rng.choice([d for d in range(days) if d not in cfg["staff_off"]])
            hour = rng.choices(range(8, 18), [3, 5, 6, 5, 2, 4, 6, 5, 4, 2])[0]
        else:
            day = rng.choices(range(days), cfg["day_w"])[0]
            hour = rng.choices(range(24), hour_w)[0]
        t = week.start + timedelta(
            days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
        )
        gaps = [rng.randint(12, 240) for _ in sess]
        if t + timedelta(seconds=sum(gaps)) >= end:
            t = end - timedelta(seconds=sum(gaps) + 60)
        prev_label = None
        for i, (q, surf, lab) in enumerate(sess):
            if i:
                t = t + timedelta(seconds=gaps[i])
            if lab == "none":
                kind = "none"
            elif surf == "internal":
                kind = "internal"
            else:
                kind = "follow" if prev_label not in (None, "none") else "public"
            text = noisy(rng, q, cfg, kind=kind, first=i == 0, stats=stats)
            row = {
                "at": t.isoformat(),
                "session": sid,
                "question": text,
                "surface": surf,
            }
            if lab != "none":
                p = cfg["fb_int"] if surf == "internal" else cfg["fb_pub"]
                if rng.random() < p:
                    row["feedback"] = "up" if rng.random() < 0.6 else "down"
            row["label"] = lab
            rows.append((t, sid, i, row))
            prev_label = lab
    rows.sort(key=lambda x: (x[0], x[1], x[2]))
    out = [r[3] for r in rows]

    covered = {x[0]: x[2] for x in week.public}
    covered.update({x[0]: x[1] for x in week.internal})
    seen = {r["label"] for r in out} - {"none"}
    missing = set(covered) - seen
    if missing:
        raise SystemExit(f"{week.kind}: intents never sampled: {sorted(missing)}")
    truth = {"set": SET, "covered": {k: covered[k] for k in sorted(seen)}}
    stats["lines"] = len(out)
    stats["internal"] = sum(r["surface"] == "internal" for r in out)
    stats["none"] = sum(r["label"] == "none" for r in out)
    stats["feedback"] = sum("feedback" in r for r in out)
    stats["intents"] = len(seen)
    stats["covered"] = sum(v is not None for v in truth["covered"].values())
    return out, {"truth": truth, "stats": stats}


COMMON = {
    "greet": 0.3,
    "close": 0.22,
    "stretch": 0.07,
    "pii": 0.06,
    "none_alone": 0.012,
    "none_greet": 0.018,
    "none_thanks": 0.02,
    "follow": 0.12,
    "second": 0.05,
    "fb_pub": 0.07,
    "fb_int": 0.12,
}

TYPICAL_CFG = {
    **COMMON,
    "chat": 0.45,
    "typo": 0.31,
    "zipf": 0.9,
    "greets": GREET_TYPICAL,
    "closes": CLOSE_TYPICAL,
    "nones": NONE_TYPICAL,
    "nones_greet": ["halo", "halo kak", "min", "p", "pagi min", "assalamualaikum", "selamat siang"],
    "staff_off": {5, 6},
    "day_w": [10, 10, 10, 10, 9, 6, 5],
}

HARD_CFG = {
    **COMMON,
    "chat": 0.3,
    "typo": 0.26,
    "zipf": 0.75,
    "greets": GREET_HARD,
    "closes": CLOSE_HARD,
    "nones": NONE_HARD,
    "nones_greet": ["halo", "hi", "hello admin", "min", "p", "good morning", "selamat pagi"],
    "staff_off": {3, 5, 6},
    "day_w": [10, 10, 9, 4, 8, 6, 5],
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true", help="print line counts and shares")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = Random(SEED)
    weeks = [
        Week(
            "typical",
            "2028-08-07T00:00:00",
            TYPICAL_PUBLIC,
            TYPICAL_INTERNAL,
            TYPICAL_TRANSITIONS,
            TYPICAL_CFG,
        ),
        Week("hard", "2028-08-14T00:00:00", HARD_PUBLIC, HARD_INTERNAL, HARD_TRANSITIONS, HARD_CFG),
    ]
    for week in weeks:
        rows, meta = build(week, rng)
        with (out / f"{NAME}-{week.kind}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for row in rows:
                fh.write(json.dumps(row, ensure_ascii=False) + "\n")
        (out / f"{NAME}-{week.kind}.truth.json").write_text(
            json.dumps(meta["truth"], ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        if args.stats:
            s = meta["stats"]
            print(
                week.kind,
                f"lines={s['lines']} intents={s['intents']} covered={s['covered']}",
                f"internal={s['internal'] / s['lines']:.1%} typos={s['typos'] / s['lines']:.1%}",
                f"none={s['none'] / s['lines']:.1%} feedback={s['feedback']}",
            )


if __name__ == "__main__":
    main()
