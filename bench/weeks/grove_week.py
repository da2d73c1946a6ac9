"""Held-out weeks of AHU chatbot traffic, written by the independent author `grove`.

Stdlib only, seeded: `python3 bench/weeks/grove_week.py --out bench/weeks` writes
grove-typical.jsonl, grove-hard.jsonl and their .truth.json files byte-identically.
The phrasings are hand-written below; the script only samples them and adds noise.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 7142029
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))

# ---------------------------------------------------------------------------
# Public intents: (intent id, service, facet, covering golden item or None, phrasings)
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "t-pt-perorangan-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat bikin PT perorangan",
            "syarat pendirian pt perorangan apa aja",
            "mau buat PT perorangan, syaratnya apa saja ya",
            "persyaratan PT perseorangan untuk usaha mikro apa",
            "pt perorangan syaratnya apa",
            "siapa saja yang boleh mendirikan PT perorangan? ada batas umur?",
            "dokumen yang harus disiapkan untuk daftar PT perorangan apa aja",
            "saya mau daftarin usaha jadi pt perorangan, perlu syarat apa saja",
            "syarat pt perseorangan",
            "umur 19 tahun boleh bikin pt perorangan gak, syaratnya apa",
        ],
    ),
    (
        "t-pt-perorangan-biaya",
        "ptp",
        "biaya",
        None,
        [
            "biaya pendirian PT perorangan berapa",
            "bikin PT perorangan bayar berapa",
            "berapa biaya daftar pt perseorangan di ahu",
            "PNBP PT perorangan berapa ya",
            "pt perorangan gratis atau bayar",
            "harga pendaftaran pt perorangan",
            "tarif pengesahan PT perorangan berapa sekarang",
        ],
    ),
    (
        "t-pt-perorangan-cara",
        "ptp",
        "cara",
        None,
        [
            "cara daftar PT perorangan gimana",
            "langkah langkah mendirikan PT perorangan online",
            "gimana cara isi pernyataan pendirian pt perorangan",
            "daftar pt perorangan lewat mana",
            "tutorial bikin PT perorangan di ahu online",
            "pt perorangan daftarnya dimana",
            "mendirikan pt perorangan bisa sendiri online atau harus ke kantor",
        ],
    ),
    (
        "t-pt-biasa-akta",
        "ptb",
        "akta",
        "pt-biasa-akta",
        [
            "apakah PT biasa harus pakai akta notaris",
            "pendirian PT persekutuan modal wajib akta notaris gak",
            "PT biasa bisa didirikan tanpa notaris?",
            "kalau PT yang pendirinya 2 orang harus lewat notaris ya",
            "bikin pt biasa perlu akta notaris atau cukup isi online",
            "PT umum (bukan perorangan) wajib akta notaris?",
        ],
    ),
    (
        "t-pt-biasa-modal",
        "ptb",
        "modal",
        None,
        [
            "modal minimal PT biasa berapa",
            "modal dasar pt sekarang minimal berapa sih",
            "apakah masih ada ketentuan modal minimal 50 juta untuk PT",
            "berapa modal disetor minimal untuk mendirikan PT",
            "modal pt biasa harus berapa",
        ],
    ),
    (
        "t-cv-daftar-dimana",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "daftar CV sekarang di mana",
            "pendaftaran CV masih di pengadilan negeri atau sudah di kementerian",
            "firma didaftarkan dimana ya",
            "CV daftarnya lewat SABU kah",
            "mau daftarin CV, ke PN atau ke AHU",
            "tempat pendaftaran CV dan firma sekarang dimana",
            "cv didaftar di mana sekarang",
        ],
    ),
    (
        "t-cv-vs-pt",
        "cv",
        "apa",
        None,
        [
            "apa bedanya CV sama PT",
            "lebih baik bikin CV atau PT, bedanya apa",
            "perbedaan CV dan PT apa aja",
            "cv dan pt bedanya apa",
            "CV itu beda gak sama PT",
        ],
    ),
    (
        "t-yayasan-pendirian",
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "cara mendirikan yayasan",
            "gimana cara bikin yayasan",
            "prosedur pendirian yayasan bagaimana",
            "mau buat yayasan sosial, langkahnya gimana",
            "cara mengesahkan yayasan di ahu",
            "pendirian yayasan prosesnya seperti apa",
            "bikin yayasan panti asuhan caranya gimana",
        ],
    ),
    (
        "t-yayasan-ubah-pengurus",
        "yys",
        "ubah",
        None,
        [
            "cara ganti pengurus yayasan",
            "perubahan susunan pembina yayasan gimana",
            "ketua yayasan meninggal, cara ganti pengurusnya bagaimana",
            "update data pengurus yayasan di ahu",
            "mau ganti bendahara yayasan, prosesnya gimana",
        ],
    ),
    (
        "t-perkumpulan-badan-hukum",
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "gimana perkumpulan bisa jadi badan hukum",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan kami mau berbadan hukum, caranya",
            "pengesahan badan hukum perkumpulan bagaimana",
            "ormas bentuk perkumpulan daftar badan hukum di ahu gimana",
            "komunitas kami mau jadi perkumpulan berbadan hukum, langkahnya apa",
        ],
    ),
    (
        "t-koperasi-pendirian",
        "kop",
        "cara",
        None,
        [
            "cara mendirikan koperasi",
            "bikin koperasi simpan pinjam gimana caranya",
            "pengesahan koperasi lewat ahu ya? caranya gimana",
            "pendaftaran koperasi baru caranya gimana",
            "mau bentuk koperasi desa prosesnya gimana",
        ],
    ),
    (
        "t-fidusia-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "cara daftar jaminan fidusia",
            "bagaimana mendaftarkan fidusia online",
            "pendaftaran fidusia gimana caranya",
            "mau daftarin fidusia kendaraan, lewat mana",
            "prosedur pendaftaran jaminan fidusia",
            "fidusia daftarnya gimana",
        ],
    ),
    (
        "t-fidusia-roya",
        "fid",
        "bubar",
        None,
        [
            "cara roya fidusia",
            "gimana cara hapus fidusia setelah kredit lunas",
            "penghapusan jaminan fidusia bagaimana",
            "kredit motor udah lunas, fidusianya dihapus gimana",
            "roya fidusia online caranya",
            "leasing udah lunas tapi fidusia belum dihapus, gimana",
        ],
    ),
    (
        "t-fidusia-biaya",
        "fid",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia berapa",
            "PNBP fidusia berapa ya",
            "daftar fidusia bayar berapa",
            "tarif fidusia untuk nilai penjaminan 100 juta",
            "berapa biaya sertifikat fidusia",
        ],
    ),
    (
        "t-apostille-apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa sih",
            "maksudnya apostille apa ya",
            "apostil itu apa",
            "pengertian apostille",
        ],
    ),
    (
        "t-apostille-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille per dokumen",
            "apostille bayar berapa",
            "biaya apostille ijazah berapa",
            "tarif apostille sekarang",
            "harga apostille 1 dokumen",
        ],
    ),
    (
        "t-apostille-dokumen",
        "apo",
        "dokumen",
        "apostille-dokumen",
        [
            "dokumen apa aja yang bisa diapostille",
            "akta kelahiran bisa diapostille gak",
            "ijazah bisa di apostille?",
            "jenis dokumen yang bisa apostille apa saja",
            "apakah surat keterangan catatan kepolisian bisa diapostille",
        ],
    ),
    (
        "t-apostille-vs-legalisasi",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "beda apostille dan legalisasi apa",
            "apostille sama legalisasi bedanya apa",
            "apakah apostille sama dengan legalisasi",
            "legalisasi dokumen dengan apostille itu beda ya",
            "apostille atau legalisasi, apa perbedaannya",
        ],
    ),
    (
        "t-apostille-lama",
        "apo",
        "lama",
        None,
        [
            "berapa lama proses apostille",
            "apostille jadi berapa hari",
            "apostille prosesnya lama gak",
            "estimasi waktu apostille berapa lama",
            "apostille bisa selesai sehari?",
        ],
    ),
    (
        "t-wasiat-cek",
        "was",
        "cara",
        "wasiat-pencarian",
        [
            "cara cek apakah almarhum punya wasiat",
            "gimana tahu ayah saya meninggalkan wasiat atau tidak",
            "permohonan surat keterangan wasiat gimana",
            "cara mencari wasiat orang tua yang sudah meninggal",
            "cek wasiat almarhumah ibu",
            "mau urus warisan, katanya harus cek wasiat dulu, caranya?",
        ],
    ),
    (
        "t-kwn-anak-ganda-usia",
        "kwn",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa",
            "batas usia anak dwi kewarganegaraan memilih WNI",
            "anak saya punya 2 paspor, sampai umur berapa boleh ganda",
            "anak hasil kawin campur harus pilih kewarganegaraan usia berapa",
            "kapan anak berkewarganegaraan ganda terbatas wajib memilih",
        ],
    ),
    (
        "t-naturalisasi-syarat",
        "nat",
        "syarat",
        None,
        [
            "syarat naturalisasi jadi WNI",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "persyaratan pewarganegaraan",
            "WNA tinggal 10 tahun di indonesia bisa jadi WNI? syaratnya apa",
            "dokumen untuk permohonan kewarganegaraan indonesia apa saja",
        ],
    ),
    (
        "t-akun-lupa-password",
        "akun",
        "password",
        None,
        [
            "lupa password ahu online",
            "gak bisa login ahu, lupa kata sandi",
            "reset password akun ahu gimana",
            "email reset password ahu gak masuk masuk",
            "lupa sandi akun ahu gimana cara masuknya",
        ],
    ),
    (
        "t-akun-registrasi",
        "akun",
        "daftar",
        None,
        [
            "cara daftar akun ahu online",
            "bikin akun ahu untuk umum bisa?",
            "registrasi user ahu online gimana",
            "daftar akun di ahu.go.id caranya",
            "saya bukan notaris, bisa buat akun ahu?",
        ],
    ),
    (
        "t-voucher-bayar",
        "pnbp",
        "cara",
        None,
        [
            "cara bayar voucher ahu",
            "bayar PNBP ahu lewat apa aja",
            "voucher pembayaran bisa dibayar lewat m-banking?",
            "kode billing ahu dibayar dimana",
            "cara pembayaran voucher pendaftaran",
        ],
    ),
]

HARD_PUBLIC = [
    (
        "h-pt-perorangan-syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement PT perorangan apa aja",
            "apa yang perlu disiapkan kalau mau bikin PT perseorangan",
            "dokumen apa yg harus dibawa buat PT perorangan",
            "what are the requirements to set up a PT perorangan",
            "kriteria orang yang boleh punya PT perorangan",
            "ketentuan pendirian perseroan perorangan",
            "PT perorangan for a solo founder needs what documents",
            "siapa yg eligible buat PT perorangan? WNA boleh?",
        ],
    ),
    (
        "h-pt-perorangan-biaya",
        "ptp",
        "biaya",
        None,
        [
            "ongkos bikin PT perorangan",
            "fee pendirian PT perseorangan berapa",
            "PT perorangan PNBP nya berapa",
            "how much does it cost to register PT perorangan",
            "bayar berapa untuk pernyataan pendirian PT perorangan",
            "tarif PT perorangan di AHU",
            "total cost PT perorangan termasuk voucher",
        ],
    ),
    (
        "h-pt-perorangan-lama",
        "ptp",
        "lama",
        None,
        [
            "berapa lama PT perorangan jadi",
            "PT perorangan prosesnya berapa hari",
            "how long does PT perorangan registration take",
            "sertifikat PT perorangan keluar kapan setelah submit",
            "durasi pendirian PT perseorangan",
            "PT perorangan bisa jadi sehari?",
        ],
    ),
    (
        "h-pt-perorangan-cara",
        "ptp",
        "cara",
        None,
        [
            "step by step daftar PT perorangan",
            "alur pendirian PT perseorangan lewat AHU",
            "where do I register a PT perorangan",
            "PT perorangan diurus dimana, online atau ke kantor",
            "prosedur bikin PT perorangan",
            "gimana flow pengisian pernyataan pendirian PT perorangan",
        ],
    ),
    (
        "h-pt-perorangan-ubah",
        "ptp",
        "ubah",
        None,
        [
            "cara ubah data PT perorangan",
            "mau ganti alamat PT perorangan gimana",
            "perubahan pernyataan PT perorangan, misal KBLI",
            "how to amend PT perorangan details",
            "update modal PT perseorangan caranya",
            "revisi data pendiri PT perorangan",
        ],
    ),
    (
        "h-pt-perorangan-bubar",
        "ptp",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "tutup PT perorangan gimana",
            "pembubaran PT perseorangan prosedurnya",
            "how to close a PT perorangan",
            "PT perorangan sudah tidak aktif, mau dibubarin",
            "likuidasi PT perorangan",
        ],
    ),
    (
        "h-pt-perorangan-apa",
        "ptp",
        "apa",
        None,
        [
            "apa bedanya PT perorangan dengan PT biasa",
            "PT perorangan itu apa",
            "difference between PT perorangan and regular PT",
            "PT perseorangan vs PT persekutuan modal",
            "PT perorangan sama PT umum bedanya dimana",
        ],
    ),
    (
        "h-pt-biasa-akta",
        "ptb",
        "akta",
        "pt-biasa-akta",
        [
            "PT biasa wajib notaris?",
            "does a regular PT need a notarial deed",
            "PT dengan 2 pemegang saham harus pakai akta notaris?",
            "pendirian perseroan persekutuan modal pake notaris gak",
            "PT non perorangan bisa tanpa akta?",
            "akta pendirian PT biasa harus dibuat notaris?",
        ],
    ),
    (
        "h-pt-biasa-syarat",
        "ptb",
        "syarat",
        None,
        [
            "syarat mendirikan PT biasa",
            "apa saja syarat untuk mendirikan PT persekutuan modal",
            "requirement PT biasa apa aja",
            "dokumen apa yg disiapkan buat PT dengan 2 pendiri",
            "persyaratan pendirian PT umum",
        ],
    ),
    (
        "h-pt-biasa-biaya",
        "ptb",
        "biaya",
        None,
        [
            "biaya pendirian PT biasa",
            "berapa ongkos bikin PT (bukan perorangan)",
            "PNBP pengesahan PT persekutuan modal",
            "fee PT biasa di AHU",
            "bayar berapa PT umum",
        ],
    ),
    (
        "h-cv-dimana",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "where to register a CV now",
            "CV sekarang daftar ke pengadilan atau ke kementerian",
            "pendaftaran persekutuan komanditer dilakukan dimana",
            "firma registration di SABU ya?",
            "CV masih didaftarkan di PN?",
            "lokasi pencatatan CV",
        ],
    ),
    (
        "h-cv-syarat",
        "cv",
        "syarat",
        None,
        [
            "syarat daftar CV",
            "requirement CV apa aja",
            "dokumen yg dibawa buat daftarin CV",
            "apa yg perlu disiapkan untuk pendirian CV",
            "persyaratan pendaftaran persekutuan komanditer",
        ],
    ),
    (
        "h-yayasan-pendirian",
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "langkah mendirikan yayasan",
            "proses pembentukan yayasan dari awal",
            "bikin foundation di Indonesia gimana",
            "alur pengesahan yayasan baru",
            "mau mendirikan yayasan pendidikan, prosesnya",
        ],
    ),
    (
        "h-yayasan-biaya",
        "yys",
        "biaya",
        None,
        [
            "biaya pengesahan yayasan",
            "bikin yayasan keluar duit berapa",
            "PNBP yayasan berapa",
            "fee to register a foundation",
            "tarif pendirian yayasan di AHU",
        ],
    ),
    (
        "h-yayasan-bubar",
        "yys",
        "bubar",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup, prosedurnya",
            "how to dissolve a yayasan",
            "pembubaran yayasan dan likuidasi",
            "yayasan sudah tidak aktif bisa dihapus?",
        ],
    ),
    (
        "h-yayasan-ubah",
        "yys",
        "ubah",
        None,
        [
            "perubahan anggaran dasar yayasan",
            "ganti nama yayasan gimana",
            "change board members of a foundation",
            "ubah pengurus yayasan",
            "pindah domisili yayasan caranya",
        ],
    ),
    (
        "h-perkumpulan-badan-hukum",
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan jadi legal entity gimana",
            "pengesahan perkumpulan berbadan hukum prosesnya",
            "association mau didaftar sebagai badan hukum, caranya",
            "komunitas hobi mau berbadan hukum lewat perkumpulan, caranya?",
            "status badan hukum untuk perkumpulan didapat gimana",
        ],
    ),
    (
        "h-fidusia-daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "how to register jaminan fidusia",
            "alur pendaftaran fidusia",
            "daftarin jaminan fidusia lewat mana",
            "pendaftaran fiducia online step by step",
            "prosedur mencatatkan fidusia mobil",
            "fidusia bisa didaftar sendiri atau lewat notaris?",
        ],
    ),
    (
        "h-fidusia-biaya",
        "fid",
        "biaya",
        None,
        [
            "biaya fidusia",
            "ongkos daftar jaminan fidusia berapa",
            "PNBP fidusia untuk nilai penjaminan 50 juta",
            "fidusia fee how much",
            "tarif sertifikat fidusia",
        ],
    ),
    (
        "h-fidusia-roya",
        "fid",
        "bubar",
        None,
        [
            "roya fidusia",
            "hapus fidusia setelah kredit lunas",
            "how to delete a fidusia registration",
            "pencoretan jaminan fidusia",
            "leasing sudah lunas, fidusia di-roya gimana",
            "penghapusan sertifikat fidusia",
        ],
    ),
    (
        "h-fidusia-ubah",
        "fid",
        "ubah",
        None,
        [
            "perubahan data fidusia",
            "salah input nomor rangka di sertifikat fidusia, cara ubah",
            "amend fidusia certificate",
            "ganti penerima fidusia gimana",
            "perbaikan sertifikat jaminan fidusia",
        ],
    ),
    (
        "h-apostille-apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille itu maksudnya apa",
            "definisi apostil",
            "penjelasan singkat apostille dong",
            "apostille artinya apa",
        ],
    ),
    (
        "h-apostille-biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "ongkos apostille",
            "bayar berapa buat apostille ijazah",
            "PNBP apostille",
            "apostille cost berapa rupiah",
            "tarif apostille per dokumen",
        ],
    ),
    (
        "h-apostille-dokumen",
        "apo",
        "dokumen",
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "jenis dokumen yg bisa apostille",
            "buku nikah bisa diapostille gak",
            "transkrip nilai bisa di-apostil?",
            "dokumen publik apa saja yg dilayani apostille",
        ],
    ),
    (
        "h-apostille-vs-legalisasi",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi",
            "difference between apostille and legalization",
            "kapan pakai apostille kapan legalisasi",
            "apostille beda gak sama legalisir kedutaan",
            "legalisasi dokumen dan apostille apa bedanya",
        ],
    ),
    (
        "h-apostille-lama",
        "apo",
        "lama",
        None,
        [
            "apostille berapa hari jadi",
            "how long is apostille processing",
            "durasi proses apostille",
            "apostille bisa selesai hari ini?",
            "lama waktu penerbitan apostille",
        ],
    ),
    (
        "h-apostille-cara",
        "apo",
        "cara",
        None,
        [
            "cara mengajukan apostille",
            "apostille diurus dimana",
            "how to apply for apostille online",
            "prosedur permohonan apostille",
            "apostille harus datang ke kantor atau online",
        ],
    ),
    (
        "h-wasiat-cek",
        "was",
        "cara",
        "wasiat-pencarian",
        [
            "cek wasiat almarhum",
            "how to find out if the deceased left a will",
            "surat keterangan wasiat cara dapetnya",
            "ahli waris mau tau ada wasiat atau tidak",
            "pencarian data wasiat orang tua yg wafat",
        ],
    ),
    (
        "h-wasiat-biaya",
        "was",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat",
            "cek wasiat bayar berapa",
            "PNBP pencarian wasiat",
            "fee for a will search",
        ],
    ),
    (
        "h-wasiat-daftar",
        "was",
        "daftar",
        None,
        [
            "cara daftar wasiat",
            "mau bikin wasiat, didaftar kemana",
            "pelaporan wasiat oleh notaris gimana",
            "how to register a will",
        ],
    ),
    (
        "h-kwn-anak-usia",
        "kwn",
        "usia",
        "kewarganegaraan-ganda-anak",
        [
            "umur berapa anak dwi kewarganegaraan harus pilih",
            "dual citizenship child must choose at what age",
            "batas usia anak ganda memilih WNI",
            "anak kawin campur boleh 2 paspor sampai usia berapa",
        ],
    ),
    (
        "h-kwn-anak-cara",
        "kwn",
        "cara",
        None,
        [
            "cara anak ganda menyatakan memilih WNI",
            "prosedur pernyataan memilih kewarganegaraan untuk anak",
            "how does a dual citizen child declare Indonesian citizenship",
            "anak sudah 18, mau pilih WNI, ngurusnya dimana",
        ],
    ),
    (
        "h-akun-password",
        "akun",
        "password",
        None,
        [
            "forgot password AHU online",
            "lupa kata sandi akun ahu",
            "reset password ahu ga bisa",
            "password ahu hilang gimana login",
        ],
    ),
]

# Contextual follow-ups on the same service, by the facet they ask.
FOLLOW_UP = {
    "biaya": ["biayanya berapa?", "kalau biayanya?", "trus bayar berapa?"],
    "syarat": ["syaratnya apa aja?", "trus syaratnya?"],
    "lama": ["berapa lama prosesnya?", "jadinya berapa hari?"],
    "cara": ["caranya gimana?", "daftarnya dimana?"],
    "bubar": ["kalau mau dihapus gimana?", "kalau mau ditutup caranya?"],
    "ubah": ["kalau mau ubah datanya?", "nanti kalau mau ganti data gimana"],
    "apa": ["itu apa sih sebenernya?"],
    "dokumen": ["dokumen apa aja yg bisa?", "kalau ijazah bisa?"],
}
FOLLOW_UP_HARD = {
    "biaya": ["feenya?", "ongkosnya berapa?", "how much?"],
    "syarat": ["requirementnya apa?", "apa yg perlu disiapin?"],
    "lama": ["how long?", "makan waktu berapa lama?"],
    "cara": ["prosedurnya?", "how do I do it?"],
    "bubar": ["kalau mau tutup?", "how to close it?"],
    "ubah": ["kalau mau ubah?", "how to amend?"],
    "apa": ["what is it exactly?"],
    "dokumen": ["dokumen apa aja yg bisa?"],
}

# ---------------------------------------------------------------------------
# Internal intents: (intent id, register, kind, covering golden item or None, phrasings)
# ---------------------------------------------------------------------------

TYPICAL_INTERNAL = [
    (
        "ti-pt-perorangan-jumlah",
        "pt",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "berapa PT perorangan yang terdaftar di {prov} bulan {bulan} {tahun}",
            "jumlah pendaftaran pt perorangan {tahun} per provinsi",
            "total PT perorangan bulan lalu",
            "tolong hitung pt perorangan baru di {prov} tahun {tahun}",
            "pt perorangan {bulan} {tahun} ada berapa",
            "jumlah PT perorangan per bulan di {prov} tahun ini",
        ],
    ),
    (
        "ti-pt-perorangan-ranking",
        "pt",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "5 provinsi dengan pendaftaran PT perorangan terbanyak {tahun}",
            "provinsi mana paling banyak daftar pt perorangan tahun {tahun}",
            "ranking provinsi pt perorangan bulan {bulan} {tahun}",
            "urutan provinsi berdasarkan jumlah pt perorangan {tahun}",
            "top 3 provinsi pt perorangan",
        ],
    ),
    (
        "ti-fidusia-kanwil-ambang",
        "fidusia",
        "above",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil mana saja yang pendaftaran fidusianya di atas {n} bulan {bulan} {tahun}",
            "daftar kantor wilayah dengan fidusia lebih dari {n} di {tahun}",
            "kanwil yg fidusianya tembus {n} bulan lalu apa aja",
            "kantor wilayah fidusia > {n} {bulan} {tahun}",
        ],
    ),
    (
        "ti-fidusia-jumlah",
        "fidusia",
        "count",
        None,
        [
            "jumlah pendaftaran fidusia di {prov} bulan {bulan} {tahun}",
            "berapa fidusia yang terdaftar tahun {tahun}",
            "total sertifikat fidusia bulan lalu",
            "fidusia {prov} {tahun} berapa",
        ],
    ),
    (
        "ti-yayasan-jumlah",
        "yayasan",
        "count",
        None,
        [
            "berapa yayasan baru disahkan tahun {tahun}",
            "jumlah pengesahan yayasan di {prov} bulan {bulan} {tahun}",
            "total yayasan yang terdaftar {bulan} {tahun}",
        ],
    ),
]

HARD_INTERNAL = [
    (
        "hi-pt-perorangan-jumlah",
        "pt",
        "count",
        "internal-jumlah-pt-bulanan",
        [
            "how many PT perorangan registered in {prov} in {bulan} {tahun}",
            "jumlah PT perorangan {prov} {tahun}",
            "count pt perorangan per provinsi bulan lalu",
            "berapa banyak perseroan perorangan baru di {prov} bulan {bulan}",
            "total registrasi PT perorangan {tahun}",
        ],
    ),
    (
        "hi-pt-perorangan-ranking",
        "pt",
        "rank",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "top 5 provinces by PT perorangan registrations {tahun}",
            "provinsi teratas pt perorangan {tahun}",
            "urutkan provinsi dari yg paling banyak PT perorangan bulan {bulan}",
            "ranking PT perorangan per provinsi",
        ],
    ),
    (
        "hi-fidusia-kanwil-ambang",
        "fidusia",
        "above",
        "internal-fidusia-kantor-wilayah",
        [
            "kanwil with more than {n} fidusia registrations in {bulan} {tahun}",
            "kantor wilayah yg fidusianya melebihi {n} bulan lalu",
            "list offices above {n} fidusia {tahun}",
            "kanwil mana aja fidusia > {n}",
        ],
    ),
    (
        "hi-fidusia-ranking",
        "fidusia",
        "rank",
        None,
        [
            "provinsi dengan fidusia terbanyak {tahun}",
            "top 3 kanwil by fidusia volume",
            "ranking fidusia per provinsi bulan {bulan}",
        ],
    ),
    (
        "hi-pt-perorangan-ambang",
        "pt",
        "above",
        None,
        [
            "kanwil mana saja yang mencatat lebih dari {n} PT perorangan bulan {bulan} {tahun}",
            "provinsi dengan PT perorangan di atas {n} tahun {tahun}",
            "list kanwil PT perorangan > {n}",
        ],
    ),
    (
        "hi-fidusia-jumlah",
        "fidusia",
        "count",
        None,
        [
            "berapa pendaftaran fidusia {prov} {bulan} {tahun}",
            "total fidusia bulan lalu",
            "fidusia count {tahun} nasional",
        ],
    ),
]

INT_SAME = {
    "count": [
        "kalau {prov}?",
        "{prov} berapa?",
        "tahun lalu berapa?",
        "dan bulan {bulan}?",
        "kalau tahun {tahun}?",
        "klo {short}?",
    ],
    "rank": [
        "kalau tahun {tahun}?",
        "tahun lalu gimana urutannya?",
        "bulan {bulan} gimana?",
        "top 10 nya dong",
    ],
    "above": [
        "kalau ambangnya {n}?",
        "yg di atas {n} aja",
        "bulan sebelumnya?",
        "kalau tahun {tahun}?",
    ],
}
INT_SAME_HARD = {
    "count": ["what about {prov}?", "and last year?", "{short} gmn?"],
    "rank": ["and last year?", "top 10 please"],
    "above": ["threshold {n} aja", "previous month?"],
}
INT_KIND = {
    "count": ["totalnya berapa?", "jumlah totalnya?", "nasional berapa totalnya?"],
    "rank": ["provinsi mana yg paling banyak?", "urutkan provinsinya dong", "top 5 nya apa aja?"],
    "above": ["kanwil mana aja yg di atas {n}?", "yg lebih dari {n} kantor mana aja?"],
}
INT_REG = ["kalau {reg}?", "sama tapi {reg}", "utk {reg} gimana?"]
INT_REG_HARD = ["same for {reg}?", "how about {reg}?"]
REG_NAMES = {
    "pt": ["PT perorangan", "pt perorangan"],
    "fidusia": ["fidusia", "jaminan fidusia"],
    "yayasan": ["yayasan"],
}

PROVINCES = [
    ("Jawa Timur", "jatim"),
    ("Jawa Barat", "jabar"),
    ("Jawa Tengah", "jateng"),
    ("DKI Jakarta", "dki"),
    ("Bali", "bali"),
    ("Banten", "banten"),
    ("Sumatera Utara", "sumut"),
    ("Sulawesi Selatan", "sulsel"),
    ("Kalimantan Timur", "kaltim"),
    ("DI Yogyakarta", "diy"),
    ("Riau", "riau"),
    ("Nusa Tenggara Barat", "ntb"),
    ("Lampung", "lampung"),
    ("Sumatera Barat", "sumbar"),
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
YEARS = ["2025", "2026", "2027", "2028", "2029"]
PUBLIC_HOURS = (2, 1, 1, 1, 1, 2, 4, 7, 9, 11, 11, 10, 9, 9, 10, 9, 8, 7, 7, 9, 10, 9, 6, 4)
THRESHOLDS = ["500", "1.000", "1000", "2.000", "1,5 rb", "750"]

# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------

GREETINGS = [
    "halo kak",
    "min",
    "pagi",
    "selamat pagi",
    "siang min",
    "permisi",
    "assalamualaikum",
    "mohon info",
    "kak",
    "halo",
    "sore kak",
    "malam min",
    "hai",
    "numpang tanya",
]
GREETINGS_HARD = ["hi", "hello admin", "excuse me", "pls help"]
CLOSINGS = ["ya", "dong", "makasih", "terima kasih", "kak", "min", "ya min", "mohon dibantu", "tq"]
CLOSINGS_HARD = ["thanks", "pls", "thx", "asap ya"]
NONE_LINES = [
    "makasih",
    "terima kasih kak",
    "ok",
    "oke siap",
    "siap min",
    "mantap",
    "halo",
    "pagi",
    "p",
    "ok noted",
    "baik terima kasih",
    "sip",
    "halo kak",
    "assalamualaikum",
    "oke makasih ya",
]
NONE_LINES_HARD = ["thanks a lot", "noted", "ok thx", "hello", "great, thanks"]

ABBREV = {
    "yang": ["yg"],
    "gimana": ["gmn", "gmna"],
    "bagaimana": ["gmn", "bgmn"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dmna"],
    "saya": ["sy", "aku"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "tdk"],
    "gak": ["gk", "ga"],
    "saja": ["aja", "aj"],
    "aja": ["aj"],
    "sudah": ["udh", "sdh", "udah"],
    "udah": ["udh"],
    "karena": ["krn"],
    "dengan": ["dgn"],
    "kalau": ["kalo", "klo"],
    "sama": ["sm"],
    "sekarang": ["skrg"],
    "juga": ["jg"],
    "belum": ["blm"],
    "harus": ["hrs"],
    "tolong": ["tlg"],
    "apa": ["apa", "ap"],
}

NAMES = [
    "Siti Rahayu",
    "Budi Santoso",
    "Dewi Lestari",
    "Agus Prasetyo",
    "Rina Wulandari",
    "I Made Sudarsana",
    "Yohanes Tarigan",
    "Nur Aisyah",
    "Hendra Gunawan",
    "Fitri Handayani",
]
MAIL_HOSTS = ["gmail.com", "yahoo.co.id", "outlook.com", "ymail.com"]


def fake_nik(rng: random.Random) -> str:
    return "".join(str(rng.randint(1, 9) if i == 0 else rng.randint(0, 9)) for i in range(16))


def fake_phone(rng: random.Random) -> str:
    a = rng.choice(["812", "813", "821", "852", "857", "878", "896"])
    b = f"{rng.randint(0, 9999):04d}"
    c = f"{rng.randint(0, 9999):04d}"
    form = rng.randrange(4)
    if form == 0:
        return f"0{a}-{b}-{c}"
    if form == 1:
        return f"+62 {a} {b} {c}"
    if form == 2:
        return f"62{a}{b}{c}"
    return f"0{a}{b}{c}"


def fake_npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(map(str, d))
    return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def fake_pii(rng: random.Random) -> str:
    name = rng.choice(NAMES)
    kind = rng.randrange(5)
    if kind == 0:
        return rng.choice(["NIK saya ", "nik ", "NIK: "]) + fake_nik(rng)
    if kind == 1:
        return rng.choice(["no hp ", "wa ", "hp saya ", "hubungi "]) + fake_phone(rng)
    if kind == 2:
        user = name.lower().replace(" ", rng.choice([".", "_", ""]))
        return (
            rng.choice(["email ", "email saya ", ""])
            + f"{user}{rng.randint(1, 99)}@"
            + (rng.choice(MAIL_HOSTS))
        )
    if kind == 3:
        return rng.choice(["NPWP ", "npwp saya "]) + fake_npwp(rng)
    return rng.choice(["atas nama ", "a.n. ", "saya "]) + name


WORD_RE = re.compile(r"^[A-Za-z]{4,}$")


def add_typo(text: str, rng: random.Random) -> tuple[str, bool]:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if WORD_RE.match(w)]
    if not idx:
        return text, False
    i = rng.choice(idx)
    w = words[i]
    kind = rng.randrange(3)
    p = rng.randrange(1, len(w) - 1)
    if kind == 0:
        if w[p] == w[p + 1]:
            return text, False
        w = w[:p] + w[p + 1] + w[p] + w[p + 2 :]
    elif kind == 1:
        w = w[:p] + w[p + 1 :]
    else:
        w = w[:p] + w[p] + w[p:]
    words[i] = w
    return " ".join(words), True


def abbreviate(text: str, rng: random.Random) -> str:
    out = []
    for w in text.split(" "):
        key = w.lower()
        if key in ABBREV and rng.random() < 0.6:
            out.append(rng.choice(ABBREV[key]))
        else:
            out.append(w)
    return " ".join(out)


def stretch(text: str, rng: random.Random) -> str:
    if text and text[-1].isalpha():
        return text + text[-1] * rng.randint(1, 3)
    return text


def case_and_punct(text: str, rng: random.Random) -> str:
    text = text.rstrip("?.")
    r = rng.random()
    if r < 0.55:
        text = text.lower()
    elif r < 0.62:
        text = text[:1].upper() + text[1:]
    elif r < 0.66:
        text = text.upper()
    r = rng.random()
    if r < 0.45:
        text += "?"
    elif r < 0.53:
        text += "??"
    elif r < 0.58:
        text += "."
    elif r < 0.63:
        text += " ?"
    return text


def fill(template: str, rng: random.Random) -> str:
    prov, short = rng.choice(PROVINCES)
    return template.format(
        prov=prov,
        short=short,
        bulan=rng.choice(MONTHS),
        tahun=rng.choice(YEARS),
        n=rng.choice(THRESHOLDS),
    )


# ---------------------------------------------------------------------------
# Week generation
# ---------------------------------------------------------------------------


class Week:
    def __init__(self, rng: random.Random, hard: bool, public, internal, typo_p: float):
        self.rng = rng
        self.hard = hard
        self.public = public
        self.internal = internal
        self.typo_p = typo_p
        order = list(range(len(public)))
        rng.shuffle(order)
        self.pub_w = [0.0] * len(public)
        for rank, i in enumerate(order, start=1):
            self.pub_w[i] = 1.0 / rank**0.95
        order = list(range(len(internal)))
        rng.shuffle(order)
        self.int_w = [0.0] * len(internal)
        for rank, i in enumerate(order, start=1):
            self.int_w[i] = 1.0 / rank**0.8
        self.typos = 0

    def noisy(self, text: str, *, staff: bool, question: bool, first: bool = True) -> str:
        rng = self.rng
        if rng.random() < (0.35 if staff else 0.55):
            text = abbreviate(text, rng)
        if question and not staff:
            if first and rng.random() < 0.28:
                pool = GREETINGS + (GREETINGS_HARD if self.hard else [])
                g = rng.choice(pool)
                if rng.random() < 0.15:
                    g = stretch(g, rng)
                text = g + rng.choice([" ", ", ", " ", "... "]) + text
            if rng.random() < 0.18:
                pool = CLOSINGS + (CLOSINGS_HARD if self.hard else [])
                text = text.rstrip("?") + rng.choice([" ", ", "]) + rng.choice(pool)
        if rng.random() < self.typo_p:
            text, hit = add_typo(text, rng)
            if hit:
                self.typos += 1
        if rng.random() < 0.06:
            text = stretch(text, rng)
        text = case_and_punct(text, rng) if question else text.lower()
        if question and not staff and rng.random() < 0.08:
            pii = fake_pii(rng)
            text = pii + ", " + text if rng.random() < 0.4 else text + " " + pii
        return text

    def none_line(self) -> tuple[str, str]:
        pool = NONE_LINES + (NONE_LINES_HARD if self.hard else [])
        return self.noisy(self.rng.choice(pool), staff=False, question=False), "none"

    def public_session(self) -> list[tuple[str, str]]:
        rng = self.rng
        r = rng.random()
        if r < 0.008:
            return [self.none_line()]
        lines = []
        if rng.random() < 0.02:
            lines.append(self.none_line())
        i = rng.choices(range(len(self.public)), weights=self.pub_w)[0]
        iid, service, facet, _cov, phr = self.public[i]
        lines.append((self.noisy(rng.choice(phr), staff=False, question=True), iid))
        fu_pool = FOLLOW_UP_HARD if self.hard and rng.random() < 0.5 else FOLLOW_UP
        for depth in range(2):
            if rng.random() >= (0.16 if depth == 0 else 0.25):
                break
            cands = [
                j
                for j, it in enumerate(self.public)
                if it[1] == service and it[2] != facet and it[2] in fu_pool
            ]
            if not cands:
                break
            j = rng.choice(cands)
            iid, service, facet, _cov, _phr = self.public[j]
            text = rng.choice(fu_pool[facet])
            lines.append((self.noisy(text, staff=False, question=True, first=False), iid))
        if rng.random() < 0.03:
            lines.append(self.none_line())
        return lines

    def internal_session(self) -> list[tuple[str, str]]:
        rng = self.rng
        i = rng.choices(range(len(self.internal)), weights=self.int_w)[0]
        iid, reg, kind, _cov, phr = self.internal[i]
        lines = [(self.noisy(fill(rng.choice(phr), rng), staff=True, question=True), iid)]
        n_fu = rng.choices([0, 1, 2, 3, 4], weights=[2, 4, 4, 2, 1])[0]
        for _ in range(n_fu):
            opts = ["same", "same"]
            kinds = [it for it in self.internal if it[1] == reg and it[2] != kind]
            regs = [it for it in self.internal if it[2] == kind and it[1] != reg]
            if kinds:
                opts.append("kind")
            if regs:
                opts.append("reg")
            o = rng.choice(opts)
            if o == "same":
                pool = INT_SAME[kind] + (INT_SAME_HARD[kind] if self.hard else [])
                text = fill(rng.choice(pool), rng)
            elif o == "kind":
                iid, reg, kind, _cov, _phr = rng.choice(kinds)
                text = fill(rng.choice(INT_KIND[kind]), rng)
            else:
                iid, reg, kind, _cov, _phr = rng.choice(regs)
                pool = INT_REG + (INT_REG_HARD if self.hard else [])
                text = rng.choice(pool).format(reg=rng.choice(REG_NAMES[reg]))
            lines.append((self.noisy(text, staff=True, question=True), iid))
        return lines

    def build(self, start: datetime, n_lines: int) -> list[dict]:
        rng = self.rng
        rows: list[dict] = []
        total = 0
        while total < n_lines:
            staff = rng.random() < 0.039
            lines = self.internal_session() if staff else self.public_session()
            lines = lines[: n_lines - total]
            total += len(lines)
            sid = f"s-{rng.getrandbits(48):012x}"
            day = rng.randrange(7)
            if staff:
                while (start + timedelta(days=day)).weekday() >= 5 and rng.random() < 0.8:
                    day = rng.randrange(7)
                hour = rng.choices(range(7, 19), weights=[1, 4, 6, 6, 5, 3, 5, 6, 5, 4, 2, 1])[0]
            else:
                hour = rng.choices(
                    range(24),
                    weights=PUBLIC_HOURS,
                )[0]
            secs = rng.randrange(3300 if hour < 23 else 2000)
            t = start + timedelta(days=day, hours=hour, seconds=secs)
            for text, label in lines:
                row = {
                    "at": t.isoformat(),
                    "session": sid,
                    "question": text,
                    "surface": "internal" if staff else "public",
                }
                if label != "none" and rng.random() < (0.04 if staff else 0.07):
                    row["feedback"] = "up" if rng.random() < 0.6 else "down"
                row["label"] = label
                rows.append(row)
                t += timedelta(seconds=rng.randint(15, 200))
        rows.sort(key=lambda r: (r["at"], r["session"]))
        return rows


def write_week(out: Path, name: str, rows: list[dict], intents: list) -> None:
    with open(out / f"{name}.jsonl", "w", encoding="utf-8", newline="\n") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    used = {r["label"] for r in rows}
    covered = {it[0]: it[3] for it in intents if it[0] in used}
    truth = {"set": GOLDEN, "covered": covered}
    with open(out / f"{name}.truth.json", "w", encoding="utf-8", newline="\n") as fh:
        fh.write(json.dumps(truth, ensure_ascii=False, indent=2) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(SEED)
    specs = [
        ("grove-typical", False, TYPICAL_PUBLIC, TYPICAL_INTERNAL, 0.335, datetime(2029, 2, 5)),
        ("grove-hard", True, HARD_PUBLIC, HARD_INTERNAL, 0.28, datetime(2029, 2, 12)),
    ]
    for name, hard, pub, intl, typo_p, day0 in specs:
        week = Week(rng, hard, pub, intl, typo_p)
        rows = week.build(day0.replace(tzinfo=TZ), 3000)
        write_week(out, name, rows, pub + intl)
        if args.stats:
            n = len(rows)
            labels = {r["label"] for r in rows} - {"none"}
            cov = sum(1 for it in pub + intl if it[0] in labels and it[3])
            internal = sum(r["surface"] == "internal" for r in rows)
            none = sum(r["label"] == "none" for r in rows)
            fb = sum("feedback" in r for r in rows)
            print(
                f"{name}: lines={n} intents={len(labels)} covered={cov} "
                f"internal={internal / n:.3f} typos={week.typos / n:.3f} "
                f"none={none / n:.3f} feedback={fb}"
            )


if __name__ == "__main__":
    main()
