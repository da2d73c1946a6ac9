#!/usr/bin/env python3
"""dune's held-out weeks of AHU chatbot traffic: one typical week and one hard week.

Seeded and stdlib-only. The phrasings below were written by hand; the script only samples
them, adds chat noise (greetings, closings, abbreviations, casing, punctuation, repeated
letters, typos, fake personal details) and writes four files byte-identically on every run:

    python3 bench/weeks/dune_week.py --out bench/weeks
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

NAME = "dune"
SEED = 58213
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
N_LINES = 3000
N_INTERNAL = 240

# ---------------------------------------------------------------------------------------------
# Public intents. "t": typical phrasings, "h": hard phrasings, "obj": noun/verb phrases that fit
# the facet templates of the hard week (FACET_T).
# ---------------------------------------------------------------------------------------------
PUBLIC: dict[str, dict] = {
    "ptp-syarat": {
        "cov": "pt-perorangan-syarat",
        "svc": "ptp",
        "facet": "syarat",
        "t": [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau daftar PT perorangan syaratnya apa ya",
            "persyaratan pendirian PT perorangan",
            "PT perorangan syaratnya apa saja",
            "syarat PT perseorangan untuk usaha mikro apa aja?",
            "kalau mau buat PT perorangan harus punya apa aja",
            "apakah PT perorangan bisa didirikan 1 orang saja? syaratnya apa",
            "syarat pendirian pt perorangan umk",
            "umur berapa boleh bikin PT perorangan, terus syarat lainnya apa",
            "saya mau bikin PT perorangan, apa saja persyaratannya?",
            "dokumen yang dibutuhkan untuk PT perorangan apa saja",
            "syarat PT perorangan",
            "ketentuan mendirikan PT perorangan gimana",
            "WNA boleh bikin PT perorangan gak? syaratnya apa",
        ],
        "h": [
            "requirement PT perorangan apa aja ya",
            "apa yg perlu disiapin sebelum bikin PT perseorangan",
            "PT 1 orang butuh berkas apa aja",
            "what do I need to set up a PT perorangan",
            "kriteria pendiri PT perorangan apa, harus WNI?",
            "PT perorangan boleh didirikan anak 16 tahun gak",
            "modal sendirian mau bikin PT, syarat pendiriannya apa",
            "PT UMK yg pendirinya satu orang itu syaratnya apa saja",
            "kelengkapan buat PT perorangan apa ya, KTP sama NPWP cukup?",
        ],
        "obj": [
            "mendirikan PT perorangan",
            "PT perseorangan",
            "bikin PT 1 orang",
            "pendirian PT perorangan",
            "set up PT perorangan",
        ],
    },
    "ptp-biaya": {
        "cov": None,
        "svc": "ptp",
        "facet": "biaya",
        "t": [
            "berapa biaya pendirian PT perorangan",
            "biaya bikin PT perorangan berapa ya",
            "PT perorangan bayar berapa",
            "biaya daftar PT perseorangan",
            "ada biaya PNBP untuk PT perorangan?",
            "berapa biaya PNBP pendirian PT perorangan",
            "bikin pt perorangan gratis atau bayar?",
            "total biaya PT perorangan sampai jadi berapa",
            "Berapa biaya untuk mendirikan PT perorangan?",
        ],
        "h": [
            "PT perorangan tuh gratis atau ada fee nya",
            "daftar PT 1 orang keluar duit berapa",
            "bikin PT sendirian ongkosnya brp",
            "how much to register PT perorangan",
            "PNBP PT perseorangan sekarang berapa rupiah",
            "Berapa tarif pendirian PT perorangan?",
        ],
        "obj": ["pendirian PT perorangan", "bikin PT perseorangan", "PT 1 orang", "daftar PT UMK"],
    },
    "ptp-lama": {
        "cov": None,
        "svc": "ptp",
        "facet": "lama",
        "t": [
            "berapa lama proses PT perorangan",
            "PT perorangan jadi berapa hari",
        ],
        "h": [
            "sertifikat PT perorangan keluar berapa hari setelah submit",
            "PT perseorangan bisa jadi hari ini juga?",
            "daftar PT 1 orang nunggunya lama gak",
            "Berapa lama mendirikan PT perorangan?",
        ],
        "obj": ["pendirian PT perorangan", "daftar PT perseorangan", "PT 1 orang", "PT perorangan"],
    },
    "ptp-cara": {
        "cov": None,
        "svc": "ptp",
        "facet": "cara",
        "t": [
            "cara daftar PT perorangan gimana",
            "langkah mendirikan PT perorangan",
        ],
        "h": [
            "Bagaimana cara mendirikan PT perorangan?",
            "daftar PT perseorangan itu lewat website apa",
            "PT perorangan bisa diurus sendiri online atau harus ke kantor?",
            "step bikin PT 1 orang dari awal sampai dapat sertifikat",
            "isi pernyataan pendirian PT perorangan di mana",
        ],
        "obj": [
            "daftar PT perorangan",
            "mendirikan PT perseorangan",
            "bikin PT 1 orang",
            "register PT perorangan",
        ],
    },
    "ptp-ubah": {
        "cov": None,
        "svc": "ptp",
        "facet": "ubah",
        "t": ["cara ubah data PT perorangan"],
        "h": [
            "alamat PT perorangan pindah, perlu lapor perubahan?",
            "mau nambah KBLI di PT perseorangan gimana",
            "modal PT perorangan mau dinaikkan, prosedurnya apa",
            "Bagaimana cara mengubah pernyataan pendirian PT perorangan?",
            "salah ketik nama direktur di PT perorangan, bisa dibenerin?",
        ],
        "obj": [
            "data PT perorangan",
            "alamat PT perorangan",
            "KBLI PT perseorangan",
            "modal PT 1 orang",
            "pernyataan perubahan PT perorangan",
        ],
    },
    "ptp-bubar": {
        "cov": None,
        "svc": "ptp",
        "facet": "bubar",
        "t": [
            "cara membubarkan PT perorangan",
            "PT perorangan mau ditutup gimana",
            "pembubaran PT perorangan",
            "tutup PT perorangan karena usaha berhenti caranya",
            "usaha udah gak jalan, PT perorangannya dibubarin gimana",
        ],
        "h": [
            "Bagaimana cara membubarkan PT perorangan?",
            "PT perseorangan saya mau di-close aja",
            "pernyataan pembubaran PT perorangan diisi di mana",
            "PT 1 orang bisa dilikuidasi sendiri tanpa notaris?",
        ],
        "obj": ["PT perorangan", "PT perseorangan", "PT 1 orang saya"],
    },
    "ptp-nama": {
        "cov": None,
        "svc": "ptp",
        "facet": None,
        "t": [
            "cara cek nama PT perorangan",
            "pemesanan nama PT perorangan",
            "cek ketersediaan nama PT",
            "cara pesan nama pt perorangan",
            "gimana cek nama PT yang mau dipakai udah ada atau belum",
            "nama PT yg saya mau katanya sudah dipakai, cek nya dmn",
        ],
        "h": [],
    },
    "ptb-akta": {
        "cov": "pt-biasa-akta",
        "svc": "ptb",
        "facet": "akta",
        "t": [
            "apakah pendirian PT biasa perlu akta notaris",
            "PT biasa harus pakai notaris gak",
            "bikin PT biasa wajib akta notaris?",
            "PT persekutuan modal bisa tanpa notaris?",
            "PT yg pendirinya 2 orang harus lewat notaris kah",
            "pendirian PT umum apa harus akta notaris",
        ],
        "h": [
            "PT biasa wajib notaris ga sih",
            "does a regular PT need a notarial deed",
            "akta notaris mandatory gak buat PT persekutuan modal",
            "bikin PT 2 orang bisa tanpa notaris kayak PT perorangan?",
            "PT non perorangan cukup isi form online atau harus ke notaris",
            "Apakah PT biasa bisa didirikan tanpa akta notaris?",
        ],
    },
    "ptb-biaya": {
        "cov": None,
        "svc": "ptb",
        "facet": "biaya",
        "t": [],
        "h": [
            "Berapa biaya pendirian PT biasa?",
            "PNBP pengesahan PT persekutuan modal berapa",
            "bikin PT biasa habis berapa, belum termasuk notaris",
            "fee pengesahan badan hukum PT berapa ya",
        ],
        "obj": ["PT biasa", "pengesahan PT persekutuan modal", "bikin PT umum", "PT yg 2 orang"],
    },
    "ptb-bubar": {
        "cov": None,
        "svc": "ptb",
        "facet": "bubar",
        "t": [],
        "h": [
            "Bagaimana cara membubarkan PT biasa?",
            "PT kami (bukan perorangan) mau bubar, langkahnya",
            "likuidasi PT persekutuan modal lapor ke mana",
        ],
        "obj": ["PT biasa", "PT persekutuan modal", "PT yg didirikan 2 orang"],
    },
    "cv-daftar": {
        "cov": "cv-firma-pendaftaran",
        "svc": "cv",
        "facet": "cara",
        "t": [
            "di mana CV didaftarkan sekarang",
            "daftar CV sekarang di mana ya, masih di pengadilan?",
            "cara daftar CV",
            "pendaftaran firma di mana",
            "CV sekarang daftarnya lewat ahu?",
            "mau bikin CV daftarnya kemana",
            "pendaftaran CV lewat SABU gimana",
            "firma didaftarkan dimana",
            "CV masih daftar di pengadilan negeri gak",
        ],
        "h": [
            "CV itu register nya di kemenkum atau di PN",
            "persekutuan komanditer sekarang didaftarin lewat sistem apa",
            "SABU itu buat daftar CV ya?",
            "where do I register a CV now",
            "Di mana firma didaftarkan sekarang?",
        ],
        "obj": ["daftar CV", "pendaftaran firma", "register CV", "daftarin persekutuan komanditer"],
    },
    "cv-biaya": {
        "cov": None,
        "svc": "cv",
        "facet": "biaya",
        "t": [],
        "h": [
            "Berapa biaya pendaftaran CV?",
            "daftar firma di SABU bayar brp",
            "CV ada PNBP nya gak",
        ],
        "obj": ["pendaftaran CV", "daftar firma", "CV", "persekutuan komanditer"],
    },
    "cv-beda-firma": {
        "cov": None,
        "svc": "cv",
        "facet": "apa",
        "t": [],
        "h": [
            "Apa beda CV dengan firma?",
            "CV vs firma mana yg cocok buat usaha keluarga",
            "difference between CV and firma",
            "firma itu apa, bedanya sama persekutuan komanditer?",
            "sekutu aktif pasif itu di CV atau firma",
            "CV sama firma sama aja gak sih",
        ],
    },
    "yys-pendirian": {
        "cov": "yayasan-pendirian",
        "svc": "yys",
        "facet": "cara",
        "t": [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan gimana",
            "prosedur pendirian yayasan",
            "mau buat yayasan sosial langkahnya apa aja",
            "cara daftar yayasan ke kemenkum",
            "gimana caranya yayasan jadi badan hukum",
            "langkah langkah mendirikan yayasan pendidikan",
            "yayasan didirikan lewat notaris atau bisa sendiri?",
        ],
        "h": [
            "how to set up a foundation di indonesia",
            "mau bikin panti asuhan berbadan hukum yayasan, alurnya gimana",
            "pengesahan yayasan itu diurus lewat mana",
            "yayasan masjid mau dilegalkan, tahapannya",
        ],
        "obj": ["mendirikan yayasan", "bikin yayasan", "set up foundation", "pendirian yayasan"],
    },
    "yys-syarat": {
        "cov": None,
        "svc": "yys",
        "facet": "syarat",
        "t": [],
        "h": [
            "Apa saja syarat untuk mendirikan yayasan?",
            "minimal kekayaan awal yayasan berapa, syarat lainnya apa",
            "pendiri yayasan harus berapa orang",
            "yayasan butuh dokumen apa aja sebelum ke notaris",
        ],
        "obj": ["mendirikan yayasan", "pendirian yayasan", "bikin foundation", "yayasan sosial"],
    },
    "yys-biaya": {
        "cov": None,
        "svc": "yys",
        "facet": "biaya",
        "t": [],
        "h": [
            "Berapa biaya mendirikan yayasan?",
            "pengesahan yayasan PNBP nya berapa",
            "yayasan bayar berapa ke negara",
        ],
        "obj": ["pendirian yayasan", "pengesahan yayasan", "bikin foundation", "yayasan"],
    },
    "yys-ubah": {
        "cov": None,
        "svc": "yys",
        "facet": "ubah",
        "t": [
            "cara ganti pengurus yayasan",
            "perubahan pengurus yayasan di ahu",
            "mau ubah susunan pembina yayasan gimana",
            "perubahan anggaran dasar yayasan",
            "ganti ketua yayasan prosedurnya",
            "update data pengurus yayasan",
        ],
        "h": [
            "ketua yayasan meninggal, penggantinya dilaporkan gimana",
            "nama yayasan mau diganti bisa?",
            "Bagaimana cara mengubah anggaran dasar yayasan?",
        ],
        "obj": [
            "pengurus yayasan",
            "susunan pembina yayasan",
            "anggaran dasar yayasan",
            "data foundation",
        ],
    },
    "yys-bubar": {
        "cov": None,
        "svc": "yys",
        "facet": "bubar",
        "t": [],
        "h": [
            "Bagaimana cara membubarkan yayasan?",
            "yayasan udah vakum bertahun tahun, bisa ditutup?",
            "sisa aset yayasan kalau dibubarkan ke mana",
        ],
        "obj": ["yayasan", "foundation", "yayasan yg udah gak aktif"],
    },
    "pkm-badan-hukum": {
        "cov": "perkumpulan-badan-hukum",
        "svc": "pkm",
        "facet": "cara",
        "t": [
            "bagaimana perkumpulan bisa menjadi badan hukum",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan berbadan hukum daftarnya gimana",
            "pengesahan badan hukum perkumpulan",
            "ormas mau jadi perkumpulan berbadan hukum caranya",
        ],
        "h": [
            "komunitas kami mau jadi perkumpulan yg legal, prosesnya",
            "arisan RT bisa dibikin perkumpulan badan hukum? lewat mana",
            "SK pengesahan perkumpulan dapatnya gimana",
        ],
        "obj": ["ngesahin perkumpulan jadi badan hukum", "pengesahan perkumpulan"],
    },
    "kop-daftar": {
        "cov": None,
        "svc": "kop",
        "facet": "cara",
        "t": [
            "cara daftar koperasi",
            "pendirian koperasi lewat ahu?",
            "bikin koperasi badan hukum gimana",
            "pengesahan badan hukum koperasi",
            "koperasi simpan pinjam daftarnya dimana",
            "mau bikin koperasi desa caranya",
        ],
        "h": [
            "koperasi merah putih di desa kami, pengesahannya lewat siapa",
            "akta koperasi dari notaris terus diapain",
        ],
        "obj": ["daftar koperasi", "pendirian koperasi", "mengesahkan koperasi"],
    },
    "fid-daftar": {
        "cov": "fidusia-pendaftaran",
        "svc": "fid",
        "facet": "cara",
        "t": [
            "cara daftar jaminan fidusia gimana",
            "bagaimana cara mendaftarkan fidusia secara online",
            "langkah pendaftaran jaminan fidusia",
            "mau daftarin fidusia lewat mana ya",
            "prosedur pendaftaran fidusia online",
            "pendaftaran jaminan fidusia bisa dilakukan dimana",
            "fidusia daftarnya lewat website apa",
            "cara input pendaftaran fidusia di ahu",
            "alur daftar fidusia buat leasing",
            "gimana caranya dapat sertifikat jaminan fidusia",
        ],
        "h": [
            "kami leasing baru, mau register fiduciary, via apa",
            "sertifikat fidusia elektronik dapetnya gimana",
            "notaris daftarin JF lewat menu apa",
            "harus datang ke kanwil gak buat daftar fidusia",
        ],
        "obj": [
            "daftar fidusia",
            "mendaftarkan jaminan fidusia",
            "register fiduciary",
            "input fidusia baru",
        ],
    },
    "fid-biaya": {
        "cov": None,
        "svc": "fid",
        "facet": "biaya",
        "t": [
            "biaya pendaftaran fidusia berapa",
            "tarif PNBP fidusia",
            "biaya fidusia untuk nilai penjaminan 100 juta",
            "daftar fidusia bayar berapa",
            "berapa biaya sertifikat fidusia",
        ],
        "h": [
            "Berapa biaya mendaftarkan jaminan fidusia?",
            "PNBP JF nilai 50 juta kena berapa",
            "fiduciary registration fee berapa",
            "tarif fidusia tergantung nilai penjaminan ya? range nya",
        ],
        "obj": ["pendaftaran fidusia", "jaminan fidusia", "sertifikat fidusia", "daftar JF"],
    },
    "fid-roya": {
        "cov": None,
        "svc": "fid",
        "facet": "hapus",
        "t": [
            "cara roya fidusia",
            "bagaimana cara menghapus jaminan fidusia",
            "hapus fidusia setelah kredit lunas gimana",
            "roya fidusia online caranya",
            "leasing sudah lunas, fidusianya dihapus gimana",
            "penghapusan sertifikat fidusia",
            "pencoretan fidusia prosedurnya",
            "cara mencoret jaminan fidusia yang sudah lunas",
        ],
        "h": [
            "roya JF",
            "kredit motor lunas, fidusianya dicoret sama siapa",
            "delete fidusia yg udah lunas gmn",
            "cancel sertifikat fidusia setelah pelunasan",
            "Bagaimana cara menghapus pendaftaran jaminan fidusia?",
            "fidusia belum dihapus leasing padahal udah lunas, gimana",
            "penghapusan JF harus dalam berapa hari setelah lunas",
        ],
    },
    "fid-ubah": {
        "cov": None,
        "svc": "fid",
        "facet": "ubah",
        "t": [],
        "h": [
            "perubahan sertifikat jaminan fidusia gimana",
            "nilai penjaminan di fidusia salah input, bisa dikoreksi?",
            "Bagaimana cara mengubah data jaminan fidusia?",
        ],
        "obj": [
            "sertifikat fidusia",
            "data penerima fidusia",
            "nilai penjaminan fidusia",
            "objek jaminan fidusia",
        ],
    },
    "apo-apa": {
        "cov": "apostille-biaya-lanjutan",
        "svc": "apo",
        "facet": "apa",
        "t": [
            "apa itu apostille",
            "apostille itu apa ya",
            "maksudnya apostille apa",
            "pengertian apostille",
            "apostille tu apaan",
            "apostille fungsinya apa",
        ],
        "h": [
            "apostille tuh apaan sih",
            "what is an apostille",
            "pengertian apostil",
            "apostille artinya apa",
            "penjelasan singkat soal apostille dong",
            "disuruh kampus luar bawa apostille, itu sebenarnya apa",
        ],
    },
    "apo-biaya": {
        "cov": "apostille-biaya-lanjutan",
        "svc": "apo",
        "facet": "biaya",
        "t": [
            "berapa biaya apostille",
            "biaya apostille per dokumen berapa",
            "apostille ijazah bayarnya berapa",
            "tarif apostille sekarang berapa ya",
            "biaya apostille akta kelahiran",
            "kalau apostille 3 dokumen bayar berapa",
            "harga apostille berapa",
            "PNBP apostille satu dokumen berapa",
        ],
        "h": [
            "apostille fee per document",
            "apostil ijazah + transkrip total bayar brp",
            "berapa rupiah sekali apostille",
            "Berapa biaya apostille untuk satu dokumen?",
        ],
        "obj": ["apostille", "apostille ijazah", "apostil akta lahir", "apostille per dokumen"],
    },
    "apo-dokumen": {
        "cov": "apostille-dokumen",
        "svc": "apo",
        "facet": "lingkup",
        "t": [],
        "h": [
            "dokumen apa aja yg bisa diapostille",
            "which documents can be apostilled",
            "ijazah bisa diapostille gak",
            "akta nikah bisa apostille?",
            "apostille berlaku utk dokumen apa saja",
            "SKCK bisa diapostille di kemenkum?",
            "surat keterangan dari kelurahan bisa diapostil ga",
            "jenis dokumen yg dilayani apostille apa aja",
            "dokumen perusahaan bisa di-apostille juga?",
        ],
    },
    "apo-vs-legalisasi": {
        "cov": "apostille-vs-legalisasi",
        "svc": "apo",
        "facet": "beda",
        "t": [
            "apa beda apostille dan legalisasi",
            "bedanya apostille sama legalisir apa",
            "apostille atau legalisasi, mana yg dipakai",
            "perbedaan apostille dengan legalisasi kedutaan",
            "apostille sama legalisasi sama gak",
        ],
        "h": [
            "apostille vs legalisasi bedanya?",
            "difference between apostille and legalization",
            "negara tujuan gak ikut konvensi apostille, berarti tetap legalisasi?",
            "kalau udah apostille masih perlu legalisir kedutaan?",
        ],
    },
    "apo-lama": {
        "cov": None,
        "svc": "apo",
        "facet": "lama",
        "t": [
            "berapa lama proses apostille",
            "apostille jadi berapa hari",
            "apostille bisa selesai sehari?",
            "lama proses apostille ijazah",
            "apostille prosesnya lama gak",
        ],
        "h": [
            "Berapa lama proses apostille satu dokumen?",
            "apostille urgent bisa kelar besok?",
            "submit apostille kemarin, biasanya kapan terbit",
        ],
        "obj": ["apostille", "apostille ijazah", "apostil akta lahir", "pengajuan apostille"],
    },
    "apo-syarat": {
        "cov": None,
        "svc": "apo",
        "facet": "syarat",
        "t": [],
        "h": [
            "apa yg perlu disiapkan buat ngajuin apostille",
            "persyaratan permohonan apostille",
            "ngajuin apostille perlu paspor pemohon gak",
            "scan dokumen buat apostille harus berwarna?",
            "Apa saja syarat mengajukan apostille?",
        ],
        "obj": ["ngajuin apostille", "permohonan apostille", "apostille ijazah", "apply apostille"],
    },
    "wsi-cek": {
        "cov": "wasiat-pencarian",
        "svc": "wsi",
        "facet": "cara",
        "t": [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat",
            "cara cek wasiat orang tua yang sudah meninggal",
            "bapak saya meninggal, gimana tau ada wasiat atau tidak",
            "cara mengurus surat keterangan wasiat",
            "permohonan surat keterangan wasiat gimana",
            "cek wasiat pewaris",
            "cara mencari wasiat almarhumah ibu",
            "mau urus warisan, perlu cek wasiat dulu caranya?",
        ],
        "h": [
            "ortu meninggal, want to check ada wasiat or not",
            "notaris minta SK wasiat buat bagi waris, ngurusnya di mana",
            "gimana tahu kakek dulu bikin wasiat di notaris atau nggak",
        ],
        "obj": [
            "cek wasiat almarhum",
            "cari wasiat orang tua yg meninggal",
            "mengurus surat keterangan wasiat",
        ],
    },
    "wsi-biaya": {
        "cov": None,
        "svc": "wsi",
        "facet": "biaya",
        "t": [],
        "h": [
            "Berapa biaya surat keterangan wasiat?",
            "cek wasiat bayar gak",
            "PNBP permohonan SK wasiat",
        ],
        "obj": ["surat keterangan wasiat", "pencarian wasiat", "cek wasiat almarhum"],
    },
    "wsi-daftar": {
        "cov": None,
        "svc": "wsi",
        "facet": None,
        "t": [
            "cara mendaftarkan wasiat",
            "mau bikin wasiat, didaftarkan kemana",
            "pendaftaran akta wasiat",
            "wasiat harus didaftarkan ke kemenkum?",
            "notaris lapor wasiat lewat ahu gimana",
        ],
        "h": [],
    },
    "kwn-anak-usia": {
        "cov": "kewarganegaraan-ganda-anak",
        "svc": "kwn",
        "facet": "usia",
        "t": [
            "sampai usia berapa anak kewarganegaraan ganda harus memilih",
            "anak saya dwi kewarganegaraan, umur berapa harus pilih",
            "batas usia anak berkewarganegaraan ganda memilih",
            "anak kawin campur kapan harus pilih WNI",
            "anak ganda kewarganegaraan harus memilih di umur 18 atau 21?",
            "kapan batas waktu anak berkewarganegaraan ganda menyatakan memilih",
        ],
        "h": [
            "anak dwi kewarganegaraan deadline milih umur brp",
            "dual citizenship child must choose at what age",
            "batas umur anak WN ganda terbatas",
            "anak saya paspor jepang + indonesia, sampai kapan boleh dua2nya",
            "kalau anak ganda udah nikah sebelum 18, tetap harus pilih?",
        ],
    },
    "kwn-nat-syarat": {
        "cov": None,
        "svc": "kwn",
        "facet": "syarat",
        "t": [
            "syarat naturalisasi jadi WNI",
            "WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "suami saya WNA mau jadi WNI apa saja syaratnya",
            "syarat permohonan kewarganegaraan indonesia bagi orang asing",
            "berapa lama harus tinggal di indonesia biar bisa naturalisasi",
        ],
        "h": [
            "requirements to become Indonesian citizen",
            "istri WN filipina mau ganti jadi WNI, berkasnya apa",
        ],
        "obj": ["naturalisasi", "pewarganegaraan", "jadi WNI buat WNA", "naturalization"],
    },
    "akun-lupa-password": {
        "cov": None,
        "svc": "akun",
        "facet": None,
        "t": [
            "lupa password akun AHU online gimana",
            "cara reset password AHU",
            "sy lupa kata sandi akun ahu online",
            "password akun AHU saya lupa, bagaimana cara mengembalikannya",
            "link reset password gak masuk ke email",
            "gimana cara ganti password akun ahu kalau lupa",
            "akun ahu lupa password dan email lama sudah tidak aktif",
            "lupa sandi login ahu",
            "reset kata sandi AHU online caranya?",
            "tidak bisa login karena lupa password",
        ],
        "h": [
            "forgot password AHU online",
            "ga inget kata kunci akun ahu",
            "reset pw ahu gak dapet email",
            "sandi akun lupa total, recovery nya gimana",
            "udah klik lupa kata sandi tapi emailnya ga nyampe",
        ],
    },
    "akun-registrasi": {
        "cov": None,
        "svc": "akun",
        "facet": None,
        "t": [
            "cara daftar akun AHU online",
            "bagaimana membuat akun di AHU online",
            "registrasi akun ahu untuk umum bisa?",
            "mau bikin akun AHU buat ngurus PT perorangan caranya?",
            "daftar user ahu online gimana",
            "cara registrasi akun notaris di ahu",
            "buat akun ahu pakai email apa aja bisa?",
        ],
        "h": [],
    },
    "voucher-bayar": {
        "cov": None,
        "svc": "voucher",
        "facet": None,
        "t": [
            "cara bayar voucher AHU gimana",
            "bayar voucher PNBP bisa lewat bank apa aja",
            "voucher pembayaran bisa dibayar lewat m-banking?",
            "bayar kode voucher ahu lewat atm bisa?",
            "cara pembayaran PNBP AHU online",
            "voucher ahu bayar di mana",
            "bisa bayar voucher pakai virtual account?",
            "metode pembayaran voucher apa saja",
        ],
        "h": [
            "cara payment voucher ahu",
            "bayar PNBP pake QRIS bisa?",
            "kode billing ahu dibayar lewat teller bank bisa",
            "how to pay the AHU voucher",
            "voucher udah dapet, setor duitnya ke mana",
        ],
    },
}

# Facet templates for the hard week ({s} takes one of the intent's "obj" phrases).
FACET_T: dict[str, list[str]] = {
    "biaya": [
        "biaya {s} berapa?",
        "tarif {s} skrg brp",
        "ongkos ngurus {s} kena berapa",
        "fee {s} how much ya",
        "{s} bayar berapa sih",
        "PNBP {s} berapa",
        "how much does {s} cost",
        "total yg harus dibayar utk {s}?",
        "kira2 keluar duit brp buat {s}",
        "cost for {s}?",
        "{s} itu berbayar? nominalnya?",
    ],
    "syarat": [
        "syarat {s} apa aja",
        "requirement {s} apa saja?",
        "apa yang perlu disiapkan buat {s}",
        "dokumen apa yg harus dibawa utk {s}",
        "{s} butuh berkas apa aja",
        "what documents do I need for {s}",
        "kelengkapan {s} apa ya",
        "persyaratan {s}",
        "harus punya apa dulu sebelum {s}",
        "ketentuan {s} apa saja",
    ],
    "lama": [
        "{s} berapa lama prosesnya",
        "berapa hari {s} selesai",
        "kapan jadi kalau {s}",
        "processing time {s} berapa",
        "estimasi waktu {s}",
        "{s} bisa sehari jadi gak",
        "{s} nunggunya lama ga",
        "SLA {s} berapa hari",
        "how long does {s} take",
        "durasi {s}",
    ],
    "cara": [
        "cara {s} gimana",
        "gimana caranya {s}",
        "step by step {s}",
        "prosedur {s}",
        "alur {s} kayak apa",
        "how to {s}",
        "{s} lewat mana",
        "{s} di mana ngurusnya",
        "tahapan {s}",
        "{s} bisa online?",
    ],
    "ubah": [
        "cara ubah {s}",
        "ganti {s} gimana",
        "mau revisi {s}",
        "update {s} prosedurnya",
        "perubahan {s} lewat mana",
        "how to change {s}",
        "{s} salah, bisa diedit?",
        "{s} mau diganti, caranya?",
    ],
    "bubar": [
        "cara bubarin {s}",
        "{s} mau ditutup gimana",
        "prosedur pembubaran {s}",
        "cancel {s} bisa?",
        "likuidasi {s} langkahnya",
        "how to close {s}",
        "{s} udah gak jalan, tutupnya gimana",
        "menutup {s} secara resmi",
    ],
}

# Follow-ups that only make sense in their session: facet -> phrasings (typical, hard extra).
ANAPHORA: dict[str, tuple[list[str], list[str]]] = {
    "biaya": (
        ["biayanya berapa?", "trus bayarnya brp", "kalau biayanya?", "tarifnya berapa ya"],
        ["fee nya?", "PNBP nya brp", "ongkosnya?", "how much?"],
    ),
    "syarat": (
        ["syaratnya apa aja?", "kalau persyaratannya?", "dokumennya apa aja yg perlu"],
        ["what are the requirements?", "yg perlu disiapin apa aja", "berkasnya?"],
    ),
    "lama": (
        ["prosesnya berapa lama?", "berapa hari jadinya?", "lama gak prosesnya"],
        ["how long?", "kapan kelarnya kira2", "estimasinya?"],
    ),
    "cara": (
        ["caranya gimana?", "daftarnya dimana?", "prosedurnya gimana"],
        ["how to nya?", "alurnya?", "ngurusnya lewat mana"],
    ),
    "ubah": (
        ["kalau mau diubah gimana?", "nanti kalau mau ganti data caranya?"],
        ["kalau ada perubahan gmn?", "revisinya lewat mana"],
    ),
    "bubar": (
        ["kalau mau dibubarkan gimana?", "trus kalau mau tutup?"],
        ["kalau mau close?", "bubarnya gmn"],
    ),
    "hapus": (
        ["kalau udah lunas hapusnya gimana?", "trus roya nya gimana?"],
        ["kalau mau di-delete?", "penghapusannya gimana"],
    ),
    "apa": (
        ["itu sebenarnya apa sih?", "maksudnya apa ya?"],
        ["itu apaan sih?", "what is it exactly?"],
    ),
    "lingkup": (
        ["itu berlaku buat dokumen apa aja?", "dokumen jenis apa aja yg bisa?"],
        ["which docs are eligible?", "bisa buat dokumen apa aja emang"],
    ),
    "beda": (
        ["bedanya sama legalisasi apa?", "sama gak sama legalisir?"],
        ["vs legalisasi?", "beda sama legalisir kedutaan?"],
    ),
}

# ---------------------------------------------------------------------------------------------
# Internal surface: register x kind of figure.
# ---------------------------------------------------------------------------------------------
INTERNAL_COV = {
    "int-ptp-jumlah": "internal-jumlah-pt-bulanan",
    "int-ptp-ranking": "internal-provinsi-pt-terbanyak-2025",
    "int-fid-ambang": "internal-fidusia-kantor-wilayah",
    "int-fid-jumlah": None,
    "int-ptp-ambang": None,
    "int-fid-ranking": None,
}
REG_NAMES = {
    "ptp": ["PT perorangan", "PT perseorangan", "PT perorangan"],
    "fid": ["fidusia", "jaminan fidusia", "fidusia"],
}
PROVINCES = [
    "Jawa Barat",
    "Jabar",
    "Jawa Timur",
    "Jatim",
    "Jawa Tengah",
    "Jateng",
    "DKI Jakarta",
    "DKI",
    "Banten",
    "Bali",
    "Sumatera Utara",
    "Sumut",
    "Sulawesi Selatan",
    "Sulsel",
    "Kalimantan Timur",
    "Kaltim",
    "Riau",
    "Lampung",
    "DIY",
    "NTB",
    "NTT",
    "Aceh",
    "Sumatera Barat",
    "Papua",
]
PERIODS = [
    "bulan lalu",
    "Oktober 2028",
    "September 2028",
    "Agustus 2028",
    "tahun 2027",
    "2027",
    "Q3 2028",
    "semester 1 2028",
    "Januari-Oktober 2028",
    "minggu lalu",
    "tahun ini",
    "bulan ini",
    "tahun 2026",
]
THRESHOLDS = ["1.000", "500", "2.000", "1500", "5 ribu", "300", "750"]

INT_FIRST: dict[str, tuple[list[str], list[str]]] = {
    "jumlah": (
        [
            "berapa {reg} yg didaftarkan di {prov} {per}?",
            "jumlah pendaftaran {reg} {prov} {per}",
            "tolong cek total {reg} di {prov} {per}",
            "{reg} {prov} {per} ada berapa",
            "minta angka {reg} per provinsi {per}",
            "total registrasi {reg} {per} se-Indonesia",
            "hitungin {reg} yg masuk {per} di {prov}",
            "Berapa {reg} yang didaftarkan {per} per provinsi?",
        ],
        [
            "how many {reg} registered in {prov} {per}?",
            "count {reg} {prov} {per} pls",
            "{reg} {per} {prov} totalnya brp ya",
            "angka registrasi {reg} buat {prov}, periode {per}",
        ],
    ),
    "ranking": (
        [
            "provinsi mana yg paling banyak daftar {reg} {per}?",
            "top {k} provinsi {reg} terbanyak {per}",
            "urutkan provinsi berdasarkan jumlah {reg} {per}",
            "ranking provinsi {reg} {per}",
            "{k} besar provinsi utk {reg} {per} apa aja",
            "provinsi dgn {reg} paling sedikit {per}",
            "Tiga provinsi mana yang paling banyak mendaftarkan {reg} {per}?",
        ],
        [
            "top {k} provinces by {reg} {per}",
            "peringkat daerah dgn {reg} tertinggi {per}",
            "leaderboard provinsi {reg} {per} dong",
        ],
    ),
    "ambang": (
        [
            "kanwil mana aja yg pendaftaran {reg} di atas {n} {per}?",
            "kantor wilayah dgn {reg} lebih dari {n} {per}",
            "daftar kanwil yg catat > {n} {reg} {per}",
            "kanwil yg pendaftaran {reg} tembus {n} {per} mana aja",
            "list kanwil {reg} di atas {n} {per}",
            "Kantor wilayah mana saja yang mencatat lebih dari {n} pendaftaran {reg} {per}?",
        ],
        [
            "which kanwil recorded more than {n} {reg} {per}",
            "kanwil mana yg lewat {n} utk {reg} {per}",
            "filter kanwil {reg} {per} yg > {n}",
        ],
    ),
}
INT_SAME: dict[str, list[str]] = {
    "jumlah": [
        "kalau {prov}?",
        "{prov} berapa?",
        "tahun lalu berapa?",
        "kalau {per}?",
        "yg {per} gimana",
        "trus {prov}",
        "oke, {prov} sekalian",
        "bulan sebelumnya?",
    ],
    "ranking": [
        "kalau {per}?",
        "top {k} aja",
        "tahun lalu urutannya gimana?",
        "yg paling bawah provinsi apa?",
        "{per} gimana rankingnya",
    ],
    "ambang": [
        "kalau ambangnya {n}?",
        "yg di atas {n} aja",
        "bulan sebelumnya gimana?",
        "{per}?",
        "turunin jadi {n}",
    ],
}
INT_SWITCH_KIND: dict[str, list[str]] = {
    "jumlah": ["totalnya brp se-Indonesia?", "berapa jumlahnya di {prov}?", "angka totalnya aja"],
    "ranking": [
        "urutin provinsinya dong dari yg terbanyak",
        "provinsi mana yg paling banyak?",
        "top {k} nya apa aja",
    ],
    "ambang": ["kanwil mana yg di atas {n}?", "yg lebih dari {n} kanwil mana aja"],
}
INT_SWITCH_REG = ["kalau {reg}?", "sama, tapi utk {reg}", "utk {reg} gimana", "{reg} nya?"]

# ---------------------------------------------------------------------------------------------
# Weeks.
# ---------------------------------------------------------------------------------------------
WEEKS = {
    "typical": {
        "start": datetime(2028, 11, 6, tzinfo=TZ),
        "typo": 0.31,
        "zipf": 1.0,
        "hard": False,
        "public": [
            "ptp-syarat",
            "akun-lupa-password",
            "fid-daftar",
            "ptp-biaya",
            "apo-biaya",
            "voucher-bayar",
            "yys-pendirian",
            "cv-daftar",
            "akun-registrasi",
            "fid-roya",
            "wsi-cek",
            "ptp-nama",
            "apo-apa",
            "kwn-anak-usia",
            "ptb-akta",
            "fid-biaya",
            "yys-ubah",
            "kop-daftar",
            "kwn-nat-syarat",
            "apo-lama",
            "ptp-bubar",
            "apo-vs-legalisasi",
            "pkm-badan-hukum",
            "wsi-daftar",
        ],
        "internal": ["int-ptp-jumlah", "int-ptp-ranking", "int-fid-ambang", "int-fid-jumlah"],
    },
    "hard": {
        "start": datetime(2028, 11, 13, tzinfo=TZ),
        "typo": 0.255,
        "zipf": 0.85,
        "hard": True,
        "public": [
            "ptp-syarat",
            "ptp-biaya",
            "fid-daftar",
            "apo-biaya",
            "akun-lupa-password",
            "ptp-cara",
            "yys-pendirian",
            "fid-roya",
            "apo-dokumen",
            "voucher-bayar",
            "cv-daftar",
            "ptp-lama",
            "yys-syarat",
            "fid-biaya",
            "apo-apa",
            "ptb-akta",
            "wsi-cek",
            "apo-syarat",
            "kwn-anak-usia",
            "ptp-ubah",
            "yys-biaya",
            "apo-lama",
            "cv-biaya",
            "apo-vs-legalisasi",
            "fid-ubah",
            "ptb-biaya",
            "yys-ubah",
            "ptp-bubar",
            "kwn-nat-syarat",
            "cv-beda-firma",
            "pkm-badan-hukum",
            "yys-bubar",
            "kop-daftar",
            "wsi-biaya",
            "ptb-bubar",
        ],
        "internal": [
            "int-ptp-jumlah",
            "int-fid-ambang",
            "int-ptp-ranking",
            "int-fid-jumlah",
            "int-ptp-ambang",
            "int-fid-ranking",
        ],
    },
}

# ---------------------------------------------------------------------------------------------
# Noise.
# ---------------------------------------------------------------------------------------------
NONE_SOLO = [
    "halo",
    "halo min",
    "p",
    "pagi",
    "selamat siang",
    "tes",
    "min",
    "assalamualaikum",
    "hai kak",
    "ok",
    "oke",
    "siap",
    "mantap",
    "makasih",
    "terima kasih",
    "sip",
    "ok makasih min",
    "👍",
    "halo ada orang?",
]
NONE_TAIL = [
    "makasih kak",
    "terima kasih infonya",
    "ok siap",
    "mantap, makasih min",
    "oke paham",
    "sip",
    "baik terima kasih",
    "ok",
    "siap kak",
    "wah makasih banyak",
    "oke noted",
    "mantap",
]
NONE_HEAD = ["halo min", "selamat pagi", "permisi", "assalamualaikum min", "halo kak", "hai"]
NONE_HARD = ["thanks", "thank u min", "ok noted", "hi", "hello", "oke thx", "good, makasih"]

GREETINGS = [
    "halo kak",
    "min",
    "pagi",
    "pagi min",
    "siang min",
    "malam kak",
    "halo",
    "permisi",
    "mohon info",
    "mau tanya",
    "kak mau nanya",
    "assalamualaikum",
    "selamat siang",
    "admin",
    "sore kak",
]
GREETINGS_HARD = ["hi", "hello min", "excuse me", "morning kak", "hi admin, mau tanya", "btw"]
CLOSINGS = [
    "makasih",
    "terima kasih",
    "ya",
    "dong",
    "kak",
    "min",
    "mohon dibantu",
    "tks",
    "makasih kak",
    "🙏",
    "mohon infonya",
    "ya kak",
]
CLOSINGS_HARD = ["thanks", "pls", "asap ya", "thank you", "thx"]
STAFF_PREFIX = ["tolong", "mohon", "cek dong", "minta", "bro", "mas"]

ABBREV: dict[str, list[str]] = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "gimana": ["gmn", "gmana"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "nggak", "tdk"],
    "gak": ["gk", "ga", "ngga"],
    "saja": ["aja", "sj"],
    "sudah": ["udh", "udah", "sdh"],
    "karena": ["krn", "karna"],
    "dengan": ["dgn", "dg"],
    "tolong": ["tlg"],
    "apakah": ["apa", "apkh"],
    "sama": ["sm"],
    "juga": ["jg"],
    "kalau": ["kalo", "klo", "kl"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "belum": ["blm"],
    "lagi": ["lg"],
    "harus": ["hrs"],
    "pendaftaran": ["daftar"],
    "perorangan": ["perorgn", "perorangn"],
    "terima": ["trima"],
    "dokumen": ["dok", "dokumen2"],
    "mau": ["mo", "mw"],
    "ada": ["ad"],
    "apa": ["ap", "apaa"],
    "caranya": ["crnya", "cara nya"],
    "syaratnya": ["syrtnya", "syarat nya"],
    "biaya": ["biaya", "by"],
}
REPEATABLE = ["kak", "min", "halo", "dong", "ya", "makasih", "tolong", "pagi", "siang", "please"]
KEY_NEIGHBOURS = {
    "a": "sq",
    "b": "vn",
    "c": "xv",
    "d": "sf",
    "e": "wr",
    "f": "dg",
    "g": "fh",
    "h": "gj",
    "i": "uo",
    "j": "hk",
    "k": "jl",
    "l": "k",
    "m": "n",
    "n": "bm",
    "o": "ip",
    "p": "o",
    "r": "et",
    "s": "ad",
    "t": "ry",
    "u": "yi",
    "w": "qe",
    "y": "tu",
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
    "Yusuf",
    "Nur",
    "Fitri",
    "Hendra",
    "Wahyu",
    "Ratna",
    "Joko",
    "Lestari",
    "Rizky",
    "Intan",
    "Fajar",
    "Yohanes",
]
LAST_NAMES = [
    "Santoso",
    "Rahmawati",
    "Hidayat",
    "Saputra",
    "Wijaya",
    "Siregar",
    "Nasution",
    "Pratama",
    "Kurniawan",
    "Handayani",
    "Simanjuntak",
    "Lubis",
    "Sari",
    "Wibowo",
    "Setiawan",
]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "gmail.com", "ymail.com"]


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (r + 1) ** s for r in range(n)]


def fake_nik(rng: random.Random) -> str:
    prov = rng.choice(["31", "32", "33", "35", "36", "51", "12", "73", "64", "18"])
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    return (
        f"{prov}{rng.randint(1, 79):02d}{rng.randint(1, 40):02d}"
        f"{day:02d}{rng.randint(1, 12):02d}{rng.randint(60, 99) % 100:02d}{rng.randint(1, 9999):04d}"
    )


def fake_phone(rng: random.Random) -> str:
    body = f"{rng.choice(['11', '12', '13', '21', '22', '52', '53', '56', '57', '77', '78', '95', '96', '81', '82', '38'])}"
    rest = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8])))
    digits = body + rest
    form = rng.randrange(5)
    if form == 0:
        return "08" + digits
    if form == 1:
        return f"08{digits[:2]}-{digits[2:6]}-{digits[6:]}"
    if form == 2:
        return f"+62 8{digits[:2]} {digits[2:6]} {digits[6:]}"
    if form == 3:
        return "628" + digits
    return f"08{digits[:2]} {digits[2:6]} {digits[6:]}"


def fake_name(rng: random.Random) -> str:
    return f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}"


def fake_email(rng: random.Random) -> str:
    first, last = rng.choice(FIRST_NAMES).lower(), rng.choice(LAST_NAMES).lower()
    sep = rng.choice([".", "_", ""])
    tail = str(rng.randint(1, 99)) if rng.random() < 0.6 else ""
    return f"{first}{sep}{last}{tail}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    if rng.random() < 0.5:
        s = "".join(d)
        return f"{s[:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"
    return "0" + fake_nik(rng)[:15]


def pii_phrase(rng: random.Random) -> str:
    kind = rng.randrange(7)
    if kind == 0:
        return rng.choice(["NIK saya ", "nik ", "NIK: "]) + fake_nik(rng)
    if kind == 1:
        return rng.choice(["no hp ", "wa ", "hp saya ", "bisa hubungi "]) + fake_phone(rng)
    if kind == 2:
        return rng.choice(["email saya ", "email ", "akun "]) + fake_email(rng)
    if kind == 3:
        return rng.choice(["NPWP ", "npwp saya "]) + fake_npwp(rng)
    if kind == 4:
        return rng.choice(["atas nama ", "a.n. ", "saya "]) + fake_name(rng)
    if kind == 5:
        return f"saya {fake_name(rng)}, NIK {fake_nik(rng)}"
    return f"{fake_name(rng)} / {fake_phone(rng)}"


def abbreviate(rng: random.Random, text: str, p: float) -> str:
    out = []
    for tok in text.split(" "):
        core = tok.rstrip("?,.!")
        tail = tok[len(core) :]
        alts = ABBREV.get(core.lower())
        if alts and rng.random() < p:
            out.append(rng.choice(alts) + tail)
        else:
            out.append(tok)
    return " ".join(out)


def typo_word(rng: random.Random, w: str) -> str:
    for _ in range(10):
        op = rng.randrange(4)
        i = rng.randrange(len(w) - 1)
        if op == 0:
            cand = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == 1:
            cand = w[:i] + w[i + 1 :]
        elif op == 2:
            cand = w[:i] + w[i] + w[i:]
        else:
            ch = w[i].lower()
            if ch not in KEY_NEIGHBOURS:
                continue
            cand = w[:i] + rng.choice(KEY_NEIGHBOURS[ch]) + w[i + 1 :]
        if cand != w:
            return cand
    return w[:-1]


def add_typos(rng: random.Random, text: str) -> tuple[str, bool]:
    toks = text.split(" ")
    idx = [i for i, t in enumerate(toks) if len(t) >= 4 and t.isalpha()]
    if not idx:
        idx = [i for i, t in enumerate(toks) if len(t) >= 2 and t.isalpha()]
    if not idx:
        return text, False
    n = 1 if rng.random() < 0.8 else 2
    for i in rng.sample(idx, min(n, len(idx))):
        toks[i] = typo_word(rng, toks[i])
    new = " ".join(toks)
    return new, new != text


def repeat_letters(rng: random.Random, text: str) -> str:
    toks = text.split(" ")
    for i, t in enumerate(toks):
        if t.lower() in REPEATABLE and rng.random() < 0.5:
            toks[i] = t + t[-1] * rng.randint(1, 4)
    return " ".join(toks)


def finish(rng: random.Random, text: str, closed: bool = False) -> str:
    body = text.rstrip("?.! ")
    r = rng.random()
    if r < 0.45:
        body = body.lower()
    elif r < 0.55:
        body = body[:1].upper() + body[1:]
    elif r < 0.59 and "@" not in body:
        body = body.upper()
    if closed:
        punct = rng.choice(["", "", "", ".", "!", " 🙏", "..."])
    else:
        punct = rng.choices(
            ["", "?", "??", " ?", "...", "?!", ".", "???", "?"], [30, 35, 6, 5, 5, 3, 6, 2, 8]
        )[0]
    return (body + punct) if body else text


def decorate(
    rng: random.Random,
    q: str,
    hard: bool,
    typo_p: float,
    pii_p: float,
    internal: bool,
    followup: bool = False,
) -> tuple[str, bool]:
    """Turn a hand-written phrasing into a chat line; returns (line, has_typo)."""
    q = abbreviate(rng, q, 0.6) if rng.random() < 0.5 else q
    typo = False
    if rng.random() < typo_p:
        q, typo = add_typos(rng, q)
    if internal:
        if rng.random() < 0.15:
            q = f"{rng.choice(STAFF_PREFIX)} {q}"
    else:
        greets = GREETINGS + (GREETINGS_HARD if hard else [])
        closes = CLOSINGS + (CLOSINGS_HARD if hard else [])
        if rng.random() < (0.03 if followup else 0.28):
            q = f"{rng.choice(greets)}{rng.choice([' ', ', ', ' .. '])}{q}"
        closed = rng.random() < 0.22
        if closed:
            q = f"{q}{rng.choice([' ', ', ', ' '])}{rng.choice(closes)}"
        if rng.random() < 0.1:
            q = repeat_letters(rng, q)
        if rng.random() < pii_p:
            p = pii_phrase(rng)
            q = f"{q}. {p}" if rng.random() < 0.6 else f"{p}, {q}"
        return finish(rng, q, closed), typo
    return finish(rng, q), typo


def decorate_none(rng: random.Random, q: str, typo_p: float) -> tuple[str, bool]:
    typo = False
    if rng.random() < typo_p and len(q) >= 4:
        q, typo = add_typos(rng, q)
    if rng.random() < 0.15:
        q = repeat_letters(rng, q)
    if rng.random() < 0.3:
        q = q.lower()
    return q + rng.choice(["", "", "", "!", ".", " 🙏"]), typo


# ---------------------------------------------------------------------------------------------
# Phrasing of intents.
# ---------------------------------------------------------------------------------------------
def public_phrase(rng: random.Random, iid: str, hard: bool) -> str:
    d = PUBLIC[iid]
    if not hard:
        return rng.choice(d["t"] or d["h"])
    r = rng.random()
    if d.get("obj") and d["facet"] in FACET_T and r < 0.45:
        return rng.choice(FACET_T[d["facet"]]).format(s=rng.choice(d["obj"]))
    if d["h"] and r < 0.9:
        return rng.choice(d["h"])
    return rng.choice(d["t"] or d["h"])


def internal_ctx(rng: random.Random) -> dict[str, str]:
    return {
        "prov": rng.choice(PROVINCES),
        "per": rng.choice(PERIODS),
        "n": rng.choice(THRESHOLDS),
        "k": rng.choice(["3", "5", "10", "tiga", "lima"]),
    }


def internal_first(rng: random.Random, iid: str, hard: bool) -> str:
    _, reg, kind = iid.split("-")
    base, extra = INT_FIRST[kind]
    pool = base + extra if hard else base
    ctx = internal_ctx(rng)
    return rng.choice(pool).format(reg=rng.choice(REG_NAMES[reg]), **ctx)


def internal_followup(rng: random.Random, cur: str, avail: list[str]) -> tuple[str, str]:
    """A follow-up line in a staff session: (text, intent it asks)."""
    _, reg, kind = cur.split("-")
    ctx = internal_ctx(rng)
    other_reg = "fid" if reg == "ptp" else "ptp"
    kinds = [k for k in ("jumlah", "ranking", "ambang") if k != kind and f"int-{reg}-{k}" in avail]
    r = rng.random()
    if r < 0.22 and kinds:
        k2 = rng.choice(kinds)
        return rng.choice(INT_SWITCH_KIND[k2]).format(**ctx), f"int-{reg}-{k2}"
    if r < 0.36 and f"int-{other_reg}-{kind}" in avail:
        txt = rng.choice(INT_SWITCH_REG).format(reg=rng.choice(REG_NAMES[other_reg]))
        return txt, f"int-{other_reg}-{kind}"
    return rng.choice(INT_SAME[kind]).format(**ctx), cur


# ---------------------------------------------------------------------------------------------
# Sessions and times.
# ---------------------------------------------------------------------------------------------
HOUR_W_PUBLIC = [1, 1, 1, 1, 1, 2, 4, 7, 10, 12, 12, 11, 9, 10, 11, 10, 9, 8, 7, 8, 8, 6, 4, 2]
HOUR_W_STAFF = [0, 0, 0, 0, 0, 0, 0, 1, 6, 10, 10, 8, 4, 8, 10, 9, 6, 2, 1, 0, 0, 0, 0, 0]


def session_start(rng: random.Random, start: datetime, staff: bool) -> datetime:
    if staff:
        day = rng.choices(range(7), [10, 10, 10, 10, 9, 1, 0])[0]
        hour = rng.choices(range(24), HOUR_W_STAFF)[0]
    else:
        day = rng.choices(range(7), [10, 10, 10, 10, 10, 7, 6])[0]
        hour = rng.choices(range(24), HOUR_W_PUBLIC)[0]
    return start + timedelta(
        days=day, hours=hour, minutes=rng.randrange(60), seconds=rng.randrange(60)
    )


def new_sid(rng: random.Random, used: set[str]) -> str:
    while True:
        sid = f"s-{rng.getrandbits(48):012x}"
        if sid not in used:
            used.add(sid)
            return sid


def build_week(rng: random.Random, wk: dict) -> tuple[list[dict], dict[str, int]]:
    hard = wk["hard"]
    pub, intl = wk["public"], wk["internal"]
    pw = zipf_weights(len(pub), wk["zipf"])
    iw = zipf_weights(len(intl), 0.8)
    typo_p = wk["typo"]
    used: set[str] = set()
    sessions: list[tuple[bool, list[tuple[str, str, bool]]]] = []
    stats = {"typo": 0}

    # Staff sessions on the internal surface.
    n_int = 0
    while n_int < N_INTERNAL:
        cur = rng.choices(intl, iw)[0]
        lines = []
        text, typo = decorate(rng, internal_first(rng, cur, hard), hard, typo_p, 0.0, True)
        lines.append((text, cur, typo))
        n_follow = rng.choices([0, 1, 2, 3, 4, 5], [18, 26, 24, 16, 10, 6])[0]
        for _ in range(n_follow):
            raw, cur = internal_followup(rng, cur, intl)
            text, typo = decorate(rng, raw, hard, typo_p, 0.0, True)
            lines.append((text, cur, typo))
        lines = lines[: N_INTERNAL - n_int]
        n_int += len(lines)
        sessions.append((True, lines))

    # Public sessions.
    n_pub = 0
    target = N_LINES - N_INTERNAL
    none_pool = NONE_SOLO + (NONE_HARD if hard else [])
    tail_pool = NONE_TAIL + (NONE_HARD if hard else [])
    while n_pub < target:
        lines = []
        if rng.random() < 0.012:
            text, typo = decorate_none(rng, rng.choice(none_pool), typo_p)
            lines.append((text, "none", typo))
        else:
            if rng.random() < 0.015:
                text, typo = decorate_none(rng, rng.choice(NONE_HEAD), typo_p)
                lines.append((text, "none", typo))
            cur = rng.choices(pub, pw)[0]
            text, typo = decorate(rng, public_phrase(rng, cur, hard), hard, typo_p, 0.07, False)
            lines.append((text, cur, typo))
            for _ in range(2):
                if rng.random() >= 0.2:
                    break
                d = PUBLIC[cur]
                same_svc = [
                    i
                    for i in pub
                    if i != cur and PUBLIC[i]["svc"] == d["svc"] and PUBLIC[i]["facet"] in ANAPHORA
                ]
                if same_svc and rng.random() < 0.6:
                    nxt = rng.choice(same_svc)
                    base, extra = ANAPHORA[PUBLIC[nxt]["facet"]]
                    raw = rng.choice(base + extra if hard else base)
                    text, typo = decorate(rng, raw, hard, typo_p, 0.0, False, True)
                else:
                    nxt = rng.choices(pub, pw)[0]
                    text, typo = decorate(
                        rng, public_phrase(rng, nxt, hard), hard, typo_p, 0.04, False
                    )
                cur = nxt
                lines.append((text, cur, typo))
            if rng.random() < 0.03:
                text, typo = decorate_none(rng, rng.choice(tail_pool), typo_p)
                lines.append((text, "none", typo))
        lines = lines[: target - n_pub]
        n_pub += len(lines)
        sessions.append((False, lines))

    rows: list[tuple[datetime, str, int, dict]] = []
    end = wk["start"] + timedelta(days=7) - timedelta(seconds=1)
    for staff, lines in sessions:
        sid = new_sid(rng, used)
        gaps = [rng.randint(40, 600) if staff else rng.randint(15, 300) for _ in lines[1:]]
        t0 = session_start(rng, wk["start"], staff)
        overflow = t0 + timedelta(seconds=sum(gaps)) - end
        if overflow > timedelta(0):
            t0 -= overflow
        t = t0
        for j, (text, label, typo) in enumerate(lines):
            if j:
                t += timedelta(seconds=gaps[j - 1])
            rec: dict = {
                "at": t.isoformat(),
                "session": sid,
                "question": text,
                "surface": "internal" if staff else "public",
            }
            if label != "none" and rng.random() < (0.08 if staff else 0.06):
                rec["feedback"] = "up" if rng.random() < 0.6 else "down"
            rec["label"] = label
            stats["typo"] += int(typo)
            rows.append((t, sid, j, rec))
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    return [r[3] for r in rows], stats


def truth_for(wk: dict, records: list[dict]) -> dict:
    seen = {r["label"] for r in records}
    ids = wk["public"] + wk["internal"]
    missing = [i for i in ids if i not in seen]
    assert not missing, missing
    cov = {}
    for i in sorted(ids):
        cov[i] = PUBLIC[i]["cov"] if i in PUBLIC else INTERNAL_COV[i]
    assert sum(v is not None for v in cov.values()) * 3 >= len(cov)
    return {"set": GOLDEN, "covered": cov}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True, help="directory for the four output files")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    for week in ("typical", "hard"):
        wk = WEEKS[week]
        records, stats = build_week(rng, wk)
        assert len(records) == N_LINES
        truth = truth_for(wk, records)
        with (out / f"{NAME}-{week}.jsonl").open("w", encoding="utf-8", newline="\n") as fh:
            for rec in records:
                fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
        with (out / f"{NAME}-{week}.truth.json").open("w", encoding="utf-8", newline="\n") as fh:
            fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")
        n_int = sum(r["surface"] == "internal" for r in records)
        n_none = sum(r["label"] == "none" for r in records)
        n_cov = sum(v is not None for v in truth["covered"].values())
        print(
            f"{week}: lines={len(records)} intents={len(truth['covered'])} covered={n_cov} "
            f"internal={n_int / len(records):.1%} none={n_none / len(records):.1%} "
            f"typos={stats['typo'] / len(records):.1%}"
        )


if __name__ == "__main__":
    main()
