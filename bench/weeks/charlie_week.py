"""Generate charlie's pair of held-out weeks of AHU chatbot traffic.

Written by hand by an independent author (charlie). Stdlib only, seeded: every run writes
byte-identical files.

    python3 bench/weeks/charlie_week.py --out bench/weeks

Writes charlie-typical.jsonl, charlie-hard.jsonl and their .truth.json files.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import re
from pathlib import Path
from random import Random

NAME = "charlie"
SEED = 8_150_327
GOLDEN = "src/goldeneval/data/golden-set.example.yaml"
LINES_PER_WEEK = 3000
TZ = dt.timezone(dt.timedelta(hours=7))

# ---------------------------------------------------------------------------
# Public intents: (intent id, service, facet, covering item or None, phrasings)
# facet is used only to pick follow-ups inside a session ("kalau biayanya?").
# ---------------------------------------------------------------------------

TYPICAL_PUBLIC = [
    (
        "ptp.syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "apa saja syarat mendirikan PT perorangan?",
            "syarat bikin PT perorangan apa aja",
            "mau buat PT perorangan syaratnya apa ya",
            "persyaratan pendirian PT perorangan",
            "PT perorangan syaratnya apa saja kak",
            "siapa saja yang boleh mendirikan PT perorangan? harus WNI?",
            "umur berapa boleh bikin PT perorangan",
            "syarat pendirian PT perseorangan untuk usaha mikro",
            "kalau mau daftar PT perorangan harus punya apa saja",
            "apa yang dibutuhkan untuk mendirikan PT perorangan",
            "syarat PT perorangan apakah cukup KTP dan NPWP",
            "PT perorangan bisa didirikan WNA tidak?",
            "syarat-syarat PT perorangan terbaru",
        ],
    ),
    (
        "akun.lupa-password",
        "akun",
        None,
        None,
        [
            "lupa password akun AHU online bagaimana",
            "cara reset password AHU",
            "saya lupa kata sandi akun ahu online",
            "akun AHU saya tidak bisa login, lupa password",
            "gimana cara ganti password ahu online kalau lupa",
            "password ahu saya lupa min tolong",
            "tidak bisa masuk akun ahu karena lupa sandi",
            "lupa password ahu, mau reset lewat email gimana",
            "cara memulihkan akun ahu yang lupa kata sandinya",
        ],
    ),
    (
        "ptp.cara",
        "ptp",
        "cara",
        None,
        [
            "bagaimana cara daftar PT perorangan?",
            "cara mendirikan PT perorangan online gimana",
            "langkah-langkah bikin PT perorangan",
            "daftar PT perorangan lewat mana ya",
            "PT perorangan daftarnya dimana",
            "mau bikin PT perorangan alurnya gimana",
            "gimana cara isi pernyataan pendirian PT perorangan",
            "tata cara pendaftaran PT perorangan di AHU",
            "bikin PT perorangan bisa sendiri lewat online kah",
            "prosedur pendirian PT perorangan",
        ],
    ),
    (
        "fid.daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "bagaimana cara mendaftarkan jaminan fidusia",
            "cara daftar fidusia online",
            "pendaftaran fidusia lewat mana",
            "prosedur pendaftaran jaminan fidusia gimana",
            "mau daftar fidusia untuk kredit motor caranya gimana",
            "fidusia didaftarkan dimana ya",
            "cara input pendaftaran fidusia di ahu online",
            "langkah mendaftarkan fidusia buat leasing",
            "daftar jaminan fidusia harus lewat notaris kah",
        ],
    ),
    (
        "pnbp.bayar-voucher",
        "pnbp",
        None,
        None,
        [
            "cara bayar voucher AHU gimana",
            "voucher PNBP bayarnya dimana",
            "bayar voucher ahu bisa lewat m-banking?",
            "kode voucher sudah ada, cara pembayarannya bagaimana",
            "pembayaran PNBP AHU bisa di bank apa saja",
            "bayar voucher lewat teller bisa?",
            "gimana cara bayar PNBP pakai kode billing",
            "voucher ahu bisa dibayar pakai BNI mobile?",
        ],
    ),
    (
        "ptp.biaya",
        "ptp",
        "biaya",
        None,
        [
            "berapa biaya mendirikan PT perorangan",
            "biaya PT perorangan berapa",
            "bikin PT perorangan bayar berapa",
            "biaya pendaftaran PT perorangan berapa ya",
            "PT perorangan gratis atau bayar",
            "PNBP PT perorangan berapa",
            "total biaya buat PT perorangan",
            "daftar PT perorangan kena biaya berapa min",
        ],
    ),
    (
        "apo.biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "berapa biaya apostille",
            "biaya apostille per dokumen berapa",
            "apostille ijazah bayar berapa",
            "tarif apostille berapa ya",
            "apostille 3 dokumen biayanya berapa",
            "biaya apostille akta kelahiran",
            "apostille berbayar? berapa per dokumen",
        ],
    ),
    (
        "cv.tempat-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "dimana daftar CV sekarang",
            "pendaftaran CV sekarang di mana? masih di pengadilan?",
            "CV didaftarkan dimana",
            "firma daftarnya ke mana ya",
            "daftar CV lewat AHU atau pengadilan negeri",
            "mau bikin CV, daftarnya dimana",
            "pendaftaran firma sekarang lewat apa",
            "CV masih didaftar di PN gak sih",
            "daftar CV lewat SABU ya?",
        ],
    ),
    (
        "fid.roya",
        "fid",
        "hapus",
        None,
        [
            "cara roya fidusia",
            "bagaimana menghapus jaminan fidusia setelah lunas",
            "kredit sudah lunas, fidusianya gimana dihapus",
            "penghapusan fidusia caranya",
            "roya fidusia lewat mana",
            "cara hapus sertifikat fidusia yang sudah lunas",
            "pencoretan fidusia gimana",
        ],
    ),
    (
        "yys.pendirian",
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "bagaimana cara mendirikan yayasan",
            "cara bikin yayasan",
            "mau mendirikan yayasan sosial prosedurnya gimana",
            "pendirian yayasan gimana caranya",
            "langkah membuat yayasan berbadan hukum",
            "cara daftar yayasan di kemenkum",
            "bikin yayasan pendidikan caranya gimana",
            "mendirikan yayasan harus lewat notaris?",
        ],
    ),
    (
        "wsi.cek",
        "wsi",
        "cara",
        "wasiat-pencarian",
        [
            "bagaimana cara mengetahui almarhum meninggalkan wasiat",
            "cara cek wasiat orang tua yang sudah meninggal",
            "gimana tahu ayah saya punya wasiat atau tidak",
            "cara mengurus surat keterangan wasiat",
            "cek wasiat almarhum dimana",
            "cara cari tahu ada wasiat atau tidak dari almarhumah ibu",
            "permohonan surat keterangan wasiat gimana",
            "mau urus warisan, perlu cek wasiat dulu, caranya?",
        ],
    ),
    (
        "apo.apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "apa itu apostille",
            "apostille itu apa sih",
            "apostille maksudnya apa",
            "pengertian apostille",
            "apostille itu buat apa ya",
            "apostille artinya apa min",
            "apa fungsi apostille",
        ],
    ),
    (
        "kwn.ganda-usia",
        "kwn-anak",
        None,
        "kewarganegaraan-ganda-anak",
        [
            "anak kewarganegaraan ganda harus memilih umur berapa",
            "sampai usia berapa anak dwi kewarganegaraan harus pilih",
            "batas usia anak berkewarganegaraan ganda",
            "anak saya kewarganegaraan ganda, kapan harus milih WNI",
            "umur berapa anak hasil kawin campur harus memilih kewarganegaraan",
            "anak dwi kewarganegaraan wajib pilih di usia 18 atau 21?",
            "batas waktu memilih kewarganegaraan untuk anak ganda",
        ],
    ),
    (
        "akun.registrasi",
        "akun-reg",
        None,
        None,
        [
            "cara daftar akun AHU online",
            "bagaimana membuat akun ahu",
            "registrasi akun ahu online untuk umum bisa?",
            "bikin akun AHU gimana",
            "daftar user baru ahu online",
            "mau buat akun di ahu online, caranya?",
        ],
    ),
    (
        "ptp.pesan-nama",
        "ptp-nama",
        None,
        None,
        [
            "cara pesan nama PT",
            "pemesanan nama PT perorangan gimana",
            "cek nama PT sudah dipakai atau belum",
            "gimana cara pesan nama perseroan",
            "pengajuan nama PT di ahu caranya",
            "mau booking nama PT dulu bisa?",
        ],
    ),
    (
        "ptp.perubahan",
        "ptp",
        "ubah",
        None,
        [
            "cara mengubah data PT perorangan",
            "bagaimana perubahan pernyataan PT perorangan",
            "mau ganti alamat PT perorangan caranya",
            "ubah KBLI PT perorangan gimana",
            "cara ganti modal PT perorangan",
            "perubahan data PT perorangan lewat mana",
            "PT perorangan saya mau ganti nama, bisa?",
        ],
    ),
    (
        "apo.vs-legalisasi",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apa beda apostille dengan legalisasi",
            "bedanya apostille sama legalisasi apa",
            "apostille dan legalisasi sama tidak",
            "perbedaan legalisasi dan apostille",
            "apostille sama legalisir kedutaan beda ya",
        ],
    ),
    (
        "apo.dokumen",
        "apo",
        None,
        "apostille-dokumen",
        [
            "dokumen apa saja yang bisa diapostille",
            "ijazah bisa diapostille?",
            "akta kelahiran bisa diapostille gak",
            "dokumen yang dapat diapostille apa aja",
            "apakah SKCK bisa diapostille",
            "jenis dokumen yang bisa apostille",
            "dokumen perusahaan bisa diapostille tidak",
        ],
    ),
    (
        "ptb.notaris",
        "ptb",
        None,
        "pt-biasa-akta",
        [
            "apakah pendirian PT biasa perlu akta notaris",
            "PT biasa wajib pakai notaris?",
            "bikin PT biasa harus ke notaris gak",
            "PT persekutuan modal harus dengan akta notaris?",
            "mendirikan PT 2 orang perlu notaris tidak",
            "PT biasa bisa tanpa notaris gak",
        ],
    ),
    (
        "pkm.badan-hukum",
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "bagaimana perkumpulan menjadi badan hukum",
            "cara mengesahkan perkumpulan jadi badan hukum",
            "perkumpulan mau jadi berbadan hukum prosedurnya apa",
            "pengesahan badan hukum perkumpulan gimana",
            "cara daftar perkumpulan ke kemenkum biar berbadan hukum",
            "organisasi kami mau jadi perkumpulan berbadan hukum, caranya?",
        ],
    ),
    (
        "kop.pendirian",
        "kop",
        "cara",
        None,
        [
            "cara mendirikan koperasi",
            "pendirian koperasi lewat AHU?",
            "bikin koperasi simpan pinjam caranya gimana",
            "pengesahan koperasi di mana",
            "prosedur pendirian koperasi desa merah putih",
            "koperasi daftarnya lewat mana",
        ],
    ),
    (
        "apo.lama",
        "apo",
        "lama",
        None,
        [
            "apostille berapa lama jadinya",
            "lama proses apostille berapa hari",
            "apostille selesai berapa hari kerja",
            "apostille saya sudah 3 hari belum selesai, normalnya berapa lama",
            "berapa lama apostille ijazah",
        ],
    ),
    (
        "fid.cetak-sertifikat",
        "fid-cetak",
        None,
        None,
        [
            "cara cetak sertifikat fidusia",
            "sertifikat fidusia tidak bisa dicetak",
            "download sertifikat jaminan fidusia dimana",
            "cetak ulang sertifikat fidusia",
            "sertifikat fidusia elektronik cara printnya",
        ],
    ),
    (
        "kwn.naturalisasi-syarat",
        "kwn-nat",
        "syarat",
        None,
        [
            "syarat jadi WNI bagi orang asing",
            "persyaratan naturalisasi",
            "suami saya WNA mau jadi WNI syaratnya apa",
            "syarat pewarganegaraan",
            "WNA mau pindah kewarganegaraan Indonesia butuh apa saja",
        ],
    ),
    (
        "ptp.pembubaran",
        "ptp",
        "bubar",
        None,
        [
            "cara membubarkan PT perorangan",
            "PT perorangan mau ditutup gimana",
            "pembubaran PT perorangan",
            "tutup PT perorangan yang sudah tidak jalan",
            "cara bubarin PT perorangan",
        ],
    ),
]

HARD_PUBLIC = [
    (
        "ptp.syarat",
        "ptp",
        "syarat",
        "pt-perorangan-syarat",
        [
            "requirement buat PT perorangan apa aja?",
            "dokumen apa yg harus disiapkan kalau mau punya PT sendiri (perseorangan)",
            "what do I need to set up a PT perorangan",
            "kriteria pendiri PT perseorangan",
            "PT satu orang, yang perlu disiapkan apa saja",
            "PT UMK perorangan prerequisites nya apa",
            "boleh gak WNA jadi pendiri PT perorangan",
            "minimal umur pendiri PT individu",
            "PT perorangan: apa yang perlu saya siapkan sebelum daftar?",
            "ketentuan siapa yang bisa dirikan PT perorangan",
            "kalau mau PT sendirian tanpa partner, harus punya apa aja",
        ],
    ),
    (
        "ptp.biaya",
        "ptp",
        "biaya",
        None,
        [
            "fee PT perorangan berapa?",
            "how much to register a PT perorangan",
            "ongkos bikin PT perseorangan",
            "PNBP pendirian PT individu",
            "tarif PT UMK perorangan",
            "bayar berapa kalau mau punya PT sendiri",
            "PT satu orang cost nya berapa ya",
            "PT perorangan free atau ada charge?",
            "harga pendaftaran PT perorangan",
            "apa saja biaya untuk mendirikan PT perorangan?",
        ],
    ),
    (
        "ptp.lama",
        "ptp",
        "lama",
        None,
        [
            "PT perorangan berapa lama jadi?",
            "how long does PT perorangan registration take",
            "sertifikat PT perorangan keluar berapa hari",
            "proses PT perseorangan makan waktu brp lama",
            "PT individu bisa selesai sehari?",
            "estimasi waktu PT perorangan sampai terbit",
        ],
    ),
    (
        "ptp.cara",
        "ptp",
        "cara",
        None,
        [
            "how to register PT perorangan online",
            "step by step bikin PT perseorangan",
            "PT individu daftarnya lewat website apa",
            "alur pengajuan PT satu orang",
            "gimana prosesnya urus PT perorangan sendiri dari rumah",
            "where do I apply for PT perorangan",
            "mekanisme pendirian PT UMK",
            "bagaimana cara mendirikan PT perorangan?",
        ],
    ),
    (
        "ptp.perubahan",
        "ptp",
        "ubah",
        None,
        [
            "mau update alamat PT perorangan, how?",
            "revisi data PT perseorangan",
            "ganti bidang usaha PT individu gimana",
            "isi pernyataan perubahan PT perorangan gimana",
            "how to change the details of my PT perorangan",
            "PT perorangan mau tambah modal, prosesnya?",
        ],
    ),
    (
        "ptp.pembubaran",
        "ptp",
        "bubar",
        None,
        [
            "how to close a PT perorangan",
            "menutup PT perseorangan yang udah gak aktif",
            "bubarin PT individu prosedurnya",
            "PT perorangan mau dihentikan, gimana",
            "likuidasi PT perorangan",
            "dissolve PT perorangan caranya",
        ],
    ),
    (
        "ptp.beda-pt-biasa",
        "ptp",
        "beda",
        None,
        [
            "beda PT perorangan sama PT biasa apa",
            "PT perseorangan vs PT persekutuan modal, apa bedanya?",
            "difference between PT perorangan and regular PT",
            "PT individu dan PT umum bedanya dimana",
            "mending PT perorangan atau PT biasa, apa perbedaannya",
        ],
    ),
    (
        "ptb.notaris",
        "ptb",
        None,
        "pt-biasa-akta",
        [
            "PT biasa wajib akta notaris?",
            "do I need a notary to set up a regular PT",
            "PT persekutuan modal bisa tanpa notaris?",
            "pendirian PT dengan 2 pemegang saham harus lewat notaris kah",
            "akta pendirian PT umum dibuat siapa, notaris?",
            "PT non perorangan need notarial deed or not",
        ],
    ),
    (
        "ptb.biaya",
        "ptb",
        "biaya",
        None,
        [
            "biaya PT biasa berapa",
            "fee pendirian PT persekutuan modal",
            "how much does a regular PT cost to register",
            "PNBP pengesahan PT umum",
            "ongkos bikin PT dengan 2 pemegang saham",
            "apakah pendirian PT biasa memerlukan biaya PNBP?",
        ],
    ),
    (
        "cv.tempat-daftar",
        "cv",
        "cara",
        "cv-firma-pendaftaran",
        [
            "CV sekarang register dimana?",
            "where to register a CV company in Indonesia",
            "persekutuan komanditer didaftarkan ke instansi mana",
            "firma masih ke pengadilan negeri atau sudah online",
            "pendaftaran CV pindah ke SABU ya?",
            "CV/firma registration ke kemenkum atau PN",
        ],
    ),
    (
        "cv.perubahan-sekutu",
        "cv",
        "ubah",
        None,
        [
            "ganti sekutu CV gimana",
            "mau keluar dari CV, prosedur perubahan anggaran dasarnya?",
            "how to change partners in a CV",
            "tambah sekutu komanditer caranya",
            "ubah data CV di SABU",
            "pindah alamat CV perlu lapor kemana",
        ],
    ),
    (
        "cv.pembubaran",
        "cv",
        "bubar",
        None,
        [
            "cara bubarin CV",
            "how to dissolve a CV",
            "CV sudah tidak aktif mau ditutup",
            "pembubaran persekutuan komanditer",
            "tutup firma prosedurnya",
            "di mana CV atau firma dibubarkan sekarang?",
        ],
    ),
    (
        "yys.pendirian",
        "yys",
        "cara",
        "yayasan-pendirian",
        [
            "how to establish a yayasan",
            "langkah bikin foundation di Indonesia",
            "mendirikan yayasan sosial step nya apa",
            "proses pengesahan yayasan baru",
            "mau buka yayasan panti asuhan, gimana mulainya",
            "pembentukan yayasan gimana caranya",
        ],
    ),
    (
        "yys.biaya",
        "yys",
        "biaya",
        None,
        [
            "biaya pengesahan yayasan",
            "yayasan bayar PNBP berapa",
            "fee bikin yayasan",
            "how much to register a foundation",
            "ongkos pendirian yayasan",
        ],
    ),
    (
        "yys.perubahan-pengurus",
        "yys",
        "ubah",
        None,
        [
            "ganti pengurus yayasan gimana",
            "how to change yayasan board members",
            "perubahan data pengurus yayasan di AHU",
            "ketua pembina yayasan meninggal, gantinya gimana",
            "update susunan organ yayasan",
        ],
    ),
    (
        "yys.pembubaran",
        "yys",
        "bubar",
        None,
        [
            "cara membubarkan yayasan",
            "yayasan mau ditutup prosesnya",
            "dissolve a foundation in Indonesia",
            "likuidasi yayasan",
            "yayasan sudah tidak aktif mau dihentikan",
            "bagaimana cara menutup yayasan?",
        ],
    ),
    (
        "pkm.badan-hukum",
        "pkm",
        "cara",
        "perkumpulan-badan-hukum",
        [
            "perkumpulan bisa jadi legal entity gimana",
            "cara mengesahkan ormas berbentuk perkumpulan",
            "komunitas kami mau jadi badan hukum perkumpulan, prosesnya?",
            "how does an association get legal status",
            "pengesahan perkumpulan di AHU online gimana",
            "perkumpulan berbadan hukum, langkahnya apa",
        ],
    ),
    (
        "pkm.beda-yayasan",
        "pkm",
        "beda",
        None,
        [
            "beda perkumpulan dan yayasan apa",
            "yayasan vs perkumpulan, mana yang cocok untuk komunitas, apa bedanya",
            "difference between yayasan and perkumpulan",
            "perkumpulan itu beda sama yayasan dimananya",
        ],
    ),
    (
        "kop.pendirian",
        "kop",
        "cara",
        None,
        [
            "how to set up a koperasi",
            "bikin koperasi desa caranya",
            "pendirian koperasi sekarang lewat sistem apa",
            "langkah membentuk koperasi",
            "mau dirikan koperasi karyawan prosedurnya",
        ],
    ),
    (
        "fid.daftar",
        "fid",
        "cara",
        "fidusia-pendaftaran",
        [
            "how to register fiduciary security",
            "cara input jaminan fidusia",
            "daftarin fidusia mobil kredit lewat mana",
            "pendaftaran fidusia online step nya",
            "fiduciary registration gimana prosesnya",
            "leasing wajib daftar fidusia, caranya gimana",
        ],
    ),
    (
        "fid.biaya",
        "fid",
        "biaya",
        None,
        [
            "biaya pendaftaran fidusia",
            "PNBP fidusia berapa untuk nilai penjaminan 50 juta",
            "tarif fidusia",
            "fidusia fee nya berapa",
            "ongkos daftar jaminan fidusia",
            "how much is fiduciary registration",
        ],
    ),
    (
        "fid.roya",
        "fid",
        "hapus",
        None,
        [
            "roya fidusia gimana",
            "hapus fidusia setelah lunas",
            "how to remove fiduciary after the loan is paid",
            "penghapusan jaminan fidusia",
            "cara coret fidusia",
            "kredit lunas, fidusia harus dihapus? gimana caranya",
            "bagaimana cara menghapus jaminan fidusia?",
        ],
    ),
    (
        "fid.perubahan",
        "fid",
        "ubah",
        None,
        [
            "perubahan sertifikat fidusia",
            "ganti data di sertifikat fidusia",
            "fidusia salah input nomor rangka, cara revisinya",
            "how to amend a fiduciary certificate",
            "perubahan penerima fidusia",
        ],
    ),
    (
        "apo.apa",
        "apo",
        "apa",
        "apostille-biaya-lanjutan",
        [
            "what is apostille",
            "apostille itu maksudnya apa",
            "definisi apostille",
            "apostille tuh apa ya",
            "sebenarnya apostille itu apa",
        ],
    ),
    (
        "apo.biaya",
        "apo",
        "biaya",
        "apostille-biaya-lanjutan",
        [
            "apostille fee per document",
            "tarif apostille",
            "ongkos apostille ijazah",
            "apostille bayar berapa per lembar",
            "PNBP apostille",
            "how much is apostille",
        ],
    ),
    (
        "apo.dokumen",
        "apo",
        None,
        "apostille-dokumen",
        [
            "which documents can be apostilled",
            "ijazah bisa apostille gak",
            "dokumen apa yang bisa diapostille",
            "SKCK bisa di apostille kah",
            "akta nikah bisa apostille?",
            "jenis surat yg boleh diapostille apa aja",
        ],
    ),
    (
        "apo.syarat",
        "apo",
        "syarat",
        None,
        [
            "dokumen apa yang harus saya siapkan untuk mengajukan apostille",
            "requirement apostille apa aja",
            "syarat permohonan apostille",
            "apa yang perlu dibawa untuk apostille",
            "mau apostille ijazah, perlu siapin apa",
        ],
    ),
    (
        "apo.vs-legalisasi",
        "apo",
        "beda",
        "apostille-vs-legalisasi",
        [
            "apostille vs legalisasi bedanya apa",
            "difference between apostille and legalization",
            "legalisir kedutaan sama apostille sama gak",
            "masih perlu legalisasi kalau sudah apostille?",
            "apostille atau legalisasi, apa perbedaannya",
        ],
    ),
    (
        "apo.lama",
        "apo",
        "lama",
        None,
        [
            "apostille berapa hari",
            "how long apostille process",
            "apostille jadi dalam berapa lama",
            "durasi proses apostille",
            "apostille bisa selesai hari ini?",
        ],
    ),
    (
        "apo.cara",
        "apo",
        "cara",
        None,
        [
            "how to apply apostille",
            "pengajuan apostille lewat mana",
            "cara mengajukan apostille online",
            "apostille di mana ngurusnya",
            "proses permohonan apostille gimana",
        ],
    ),
    (
        "wsi.cek",
        "wsi",
        "cara",
        "wasiat-pencarian",
        [
            "cara cek wasiat almarhum",
            "how to know if my late father left a will",
            "mau tau ortu yg sudah meninggal ninggalin wasiat gak",
            "pencarian wasiat orang meninggal",
            "surat keterangan wasiat gimana dapetnya",
            "cek ada wasiat atau tidak sebelum bagi warisan",
        ],
    ),
    (
        "wsi.biaya",
        "wsi",
        "biaya",
        None,
        [
            "biaya surat keterangan wasiat",
            "cek wasiat bayar berapa",
            "PNBP pencarian wasiat",
            "fee untuk search wasiat",
            "tarif permohonan keterangan wasiat",
        ],
    ),
    (
        "kwn.ganda-usia",
        "kwn-anak",
        None,
        "kewarganegaraan-ganda-anak",
        [
            "anak dwi kewarganegaraan max umur berapa harus pilih",
            "at what age must a dual citizen child choose",
            "batas umur anak kewarganegaraan ganda terbatas",
            "anak kawin campur kapan wajib milih WNI atau WNA",
            "dual citizenship anak sampai umur berapa",
        ],
    ),
    (
        "kwn.ganda-daftar",
        "kwn-anak",
        None,
        None,
        [
            "cara daftar anak kewarganegaraan ganda",
            "how to register my child for dual citizenship",
            "pendaftaran anak berkewarganegaraan ganda lewat mana",
            "affidavit anak gimana ngurusnya",
            "anak lahir dari ibu WNI ayah WNA, daftar kewarganegaraan ganda gimana",
            "sampai usia berapa anak berkewarganegaraan ganda harus didaftarkan?",
        ],
    ),
    (
        "kwn.naturalisasi-syarat",
        "kwn-nat",
        "syarat",
        None,
        [
            "syarat pewarganegaraan WNA",
            "requirements to become an Indonesian citizen",
            "istri saya WNA mau jadi WNI perlu dokumen apa",
            "persyaratan naturalisasi",
            "apa aja yang harus disiapkan untuk ganti kewarganegaraan jadi WNI",
        ],
    ),
    (
        "akun.lupa-password",
        "akun",
        None,
        None,
        [
            "forgot password AHU online",
            "lupa kata sandi akun AHU",
            "reset password ahu gimana",
            "gak bisa login ahu, passwordnya lupa",
            "can't remember my AHU password",
        ],
    ),
    (
        "pnbp.bayar-voucher",
        "pnbp",
        None,
        None,
        [
            "how to pay the AHU voucher",
            "bayar PNBP pakai kode billing lewat mana",
            "voucher ahu bisa dibayar via m-banking?",
            "payment voucher AHU lewat teller bank",
            "kode voucher sudah dapat, pembayarannya gimana",
        ],
    ),
]

# Follow-up questions inside a public session: they name no service, the service comes
# from the session (the previous line). Keyed by facet.
FOLLOW_TYP = {
    "biaya": ["biayanya berapa?", "kalau biayanya?", "terus bayarnya berapa", "ada biayanya gak"],
    "syarat": ["syaratnya apa aja?", "kalau syaratnya?", "dokumennya apa saja yang perlu"],
    "lama": ["berapa lama prosesnya?", "jadinya berapa hari"],
    "cara": ["kalau mau daftar, caranya gimana?", "daftarnya lewat mana?", "ngurusnya di mana?"],
    "ubah": ["kalau nanti mau ubah datanya gimana?"],
    "bubar": ["kalau mau dibubarkan gimana?"],
    "hapus": ["kalau sudah lunas hapusnya gimana?"],
}
FOLLOW_HARD = {
    "biaya": ["fee nya berapa?", "how much?", "ongkosnya?", "kalau tarifnya?", "bayarnya brp"],
    "syarat": ["requirement nya apa aja?", "yg harus disiapin apa?", "dokumen apa yg dibawa?"],
    "lama": ["berapa lama?", "how long?", "prosesnya makan waktu brp hari"],
    "cara": ["ngajuinnya lewat mana?", "how do I apply for it?", "where do I register it?"],
    "ubah": ["kalau mau ganti datanya gimana?", "and if I need to change it later?"],
    "bubar": ["kalau mau ditutup gimana?", "and to dissolve it?"],
    "hapus": ["kalau udah lunas, roya nya gimana?", "and removing it after payoff?"],
}

# ---------------------------------------------------------------------------
# Internal surface: (register, kind) -> intent id, covering item, templates.
# ---------------------------------------------------------------------------

INTERNAL_IDS = {
    ("ptp", "count"): ("int.ptp-jumlah", "internal-jumlah-pt-bulanan"),
    ("ptp", "rank"): ("int.ptp-ranking-provinsi", "internal-provinsi-pt-terbanyak-2025"),
    ("fid", "thr"): ("int.fid-kanwil-di-atas", "internal-fidusia-kantor-wilayah"),
    ("fid", "count"): ("int.fid-jumlah", None),
    ("ptp", "thr"): ("int.ptp-kanwil-di-atas", None),
    ("ptp", "cmp"): ("int.ptp-banding-periode", None),
    ("fid", "rank"): ("int.fid-ranking-provinsi", None),
}

INT_TYP = {
    ("ptp", "count"): [
        "berapa PT perorangan yang didaftarkan di {prov} {periode}?",
        "jumlah pendaftaran PT perorangan {prov} {periode}",
        "tolong hitung PT perorangan baru per provinsi {periode}",
        "PT perorangan yang terdaftar {periode} ada berapa",
        "total PT perorangan se-Indonesia {periode}",
        "minta data jumlah PT perorangan {prov} {periode}",
        "ada berapa PT perorangan baru di {prov} {periode}",
    ],
    ("ptp", "rank"): [
        "provinsi mana yang paling banyak mendaftarkan PT perorangan {periode}?",
        "{n} provinsi teratas pendaftaran PT perorangan {periode}",
        "ranking provinsi untuk PT perorangan {periode}",
        "urutkan provinsi berdasarkan jumlah PT perorangan {periode}",
        "top {n} provinsi PT perorangan {periode}",
    ],
    ("fid", "count"): [
        "berapa pendaftaran fidusia di {prov} {periode}?",
        "jumlah sertifikat fidusia yang terbit {periode}",
        "total pendaftaran jaminan fidusia {prov} {periode}",
        "fidusia yang didaftarkan {periode} per provinsi berapa",
        "ada berapa fidusia masuk {periode} di {prov}",
    ],
    ("fid", "thr"): [
        "kanwil mana saja yang mencatat lebih dari {thr} pendaftaran fidusia {periode}?",
        "daftar kantor wilayah dengan fidusia di atas {thr} {periode}",
        "kanwil yang fidusianya lebih dari {thr} {periode} apa aja",
        "kantor wilayah mana yang pendaftaran fidusianya tembus {thr} {periode}",
    ],
}
INT_HARD = {
    ("ptp", "count"): [
        "how many PT perorangan registered in {prov} {periode}?",
        "PT individu baru {prov} {periode} totalnya?",
        "number of PT perseorangan registrations {periode}",
        "jml PT UMK perorangan {prov} {periode}",
        "berapa PT perorangan yang didaftarkan {periode} per provinsi?",
    ],
    ("ptp", "rank"): [
        "top {n} provinces for PT perorangan {periode}",
        "which province leads in PT perseorangan {periode}",
        "peringkat provinsi PT individu {periode}",
        "{n} provinsi dengan PT perorangan terbanyak {periode}",
    ],
    ("fid", "count"): [
        "how many fiduciary registrations in {prov} {periode}",
        "volume fidusia {prov} {periode}",
        "jumlah akta jaminan fidusia terdaftar {periode}",
        "berapa fidusia yang didaftarkan {periode} per provinsi?",
    ],
    ("fid", "thr"): [
        "kanwil with fidusia > {thr} {periode}?",
        "which regional offices exceeded {thr} fiduciary registrations {periode}",
        "kantor wilayah yang fidusianya di atas {thr} {periode}, list dong",
        "kanwil mana aja yg pendaftaran jaminan fidusianya lebih dari {thr} {periode}",
    ],
    ("ptp", "thr"): [
        "kantor wilayah mana saja yang mencatat lebih dari {thr} pendaftaran PT perorangan {periode}?",
        "list kanwil with more than {thr} PT perorangan registrations {periode}",
        "kanwil yg PT perseorangannya tembus {thr} {periode}",
    ],
    ("ptp", "cmp"): [
        "bandingkan pendaftaran PT perorangan {periode} vs {periode2}",
        "PT perorangan {tahun} naik atau turun dibanding {tahun0}?",
        "growth PT perorangan {prov} {periode} compared to {periode2}",
        "selisih jumlah PT perseorangan {periode} dan {periode2}",
    ],
    ("fid", "rank"): [
        "{n} provinsi dengan fidusia terbanyak {periode}",
        "ranking kanwil by fidusia registrations {periode}",
        "which provinces had the most fiduciary registrations {periode}",
        "urutan provinsi berdasarkan jumlah jaminan fidusia {periode}",
    ],
}

INT_FOLLOW_TYP = {
    "place": ["kalau {prov}?", "{prov} gimana?", "coba untuk {prov}", "yang {prov}?"],
    "period": ["kalau {periode}?", "yang {periode}?", "tahun sebelumnya?", "coba {periode}"],
    "period_count": ["tahun lalu berapa?", "bulan sebelumnya berapa?"],
    "thr": ["kalau di atas {thr}?", "kalau batasnya {thr}?", "yang lebih dari {thr}?"],
    "topn": ["kalau top {n}?", "{n} besarnya?", "yang {n} teratas?"],
    "reg": ["kalau {reg}?", "untuk {reg} gimana?", "sama, tapi untuk {reg}"],
    "to_rank": ["provinsi mana yang paling banyak?", "urutkan per provinsi dong"],
    "to_count": ["totalnya berapa?", "total se-Indonesia berapa?"],
    "to_thr": ["kanwil mana aja yang di atas {thr}?", "yang lebih dari {thr} kanwil mana?"],
    "to_cmp": ["dibanding tahun lalu naik gak?", "bandingin sama {periode2}"],
}
INT_FOLLOW_HARD = {
    "place": ["what about {prov}?", "{prov}?", "and {prov}?", "kalau {prov}?"],
    "period": ["same for {periode}", "what about {periode}?", "yg {periode}?", "previous year?"],
    "period_count": ["last year berapa?", "tahun lalu brp?"],
    "thr": ["and above {thr}?", "kalau threshold {thr}?", "naikin batasnya ke {thr}"],
    "topn": ["top {n} only", "{n} teratas aja", "kalau {n} besar?"],
    "reg": ["same for {reg}?", "how about {reg}?", "kalau {reg}?"],
    "to_rank": ["which province is highest?", "rank them by province", "siapa paling tinggi?"],
    "to_count": ["total count?", "totalnya brp?", "sum nasional?"],
    "to_thr": ["which offices are above {thr}?", "kanwil yg lewat {thr} mana aja?"],
    "to_cmp": [
        "growth nya vs tahun lalu?",
        "compare with {periode2}",
        "naik gak dibanding {periode2}?",
    ],
}

REG_NAMES_TYP = {"ptp": ["PT perorangan"], "fid": ["fidusia", "jaminan fidusia"]}
REG_NAMES_HARD = {
    "ptp": ["PT perorangan", "PT perseorangan", "PT individu"],
    "fid": ["fidusia", "fiduciary", "jaminan fidusia"],
}

PROVS = [
    ("Jawa Barat", "Jabar"),
    ("Jawa Timur", "Jatim"),
    ("Jawa Tengah", "Jateng"),
    ("DKI Jakarta", "DKI"),
    ("Banten", "Banten"),
    ("Bali", "Bali"),
    ("Sumatera Utara", "Sumut"),
    ("Sulawesi Selatan", "Sulsel"),
    ("Kalimantan Timur", "Kaltim"),
    ("DI Yogyakarta", "DIY"),
    ("Riau", "Riau"),
    ("Lampung", "Lampung"),
    ("Sumatera Barat", "Sumbar"),
    ("Nusa Tenggara Barat", "NTB"),
    ("Nusa Tenggara Timur", "NTT"),
    ("Kalimantan Barat", "Kalbar"),
    ("Aceh", "Aceh"),
    ("Sulawesi Utara", "Sulut"),
    ("Papua", "Papua"),
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
]
PERIODS_TYP = [
    "bulan lalu",
    "bulan ini",
    "{bulan} {tahun}",
    "{bulan} {tahun}",
    "tahun {tahun}",
    "tahun ini",
    "triwulan III {tahun}",
    "semester I {tahun}",
    "minggu lalu",
    "sepanjang {tahun}",
]
PERIODS_HARD = [
    *PERIODS_TYP,
    "last month",
    "in {tahun}",
    "Q{q} {tahun}",
    "YTD",
    "{bulan} {tahun}",
]
THR_FID = ["1.000", "500", "2.000", "1500", "750", "3 ribu", "1.200"]
THR_PTP = ["100", "250", "500", "1.000", "300"]

# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------

ABBR = {
    "yang": ["yg"],
    "bagaimana": ["gmn", "bgmn", "gimana"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn", "dmana"],
    "saya": ["sy", "aku", "sya"],
    "untuk": ["utk", "buat"],
    "bisa": ["bs", "bsa"],
    "tidak": ["gk", "ga", "nggak", "tdk", "gak"],
    "gak": ["gk", "ga"],
    "sudah": ["udh", "udah", "sdh"],
    "karena": ["krn", "karna"],
    "saja": ["aja", "aj"],
    "aja": ["aj"],
    "dengan": ["dgn"],
    "tolong": ["tlg"],
    "sekarang": ["skrg", "skrng"],
    "kalau": ["kalo", "klo", "kl"],
    "harus": ["hrs"],
    "lewat": ["lwt"],
    "mau": ["mo", "mw"],
    "tahun": ["thn"],
    "bulan": ["bln"],
    "jumlah": ["jml"],
    "dokumen": ["dok", "dokumen"],
    "sertifikat": ["sertif", "sertipikat"],
    "password": ["pw", "pass"],
    "juga": ["jg"],
    "belum": ["blm"],
    "sama": ["sm"],
    "atau": ["ato", "atw"],
    "tapi": ["tp"],
    "kenapa": ["knp"],
    "provinsi": ["prov", "prop"],
    "pakai": ["pake"],
    "dulu": ["dl"],
    "ini": ["ni"],
    "apakah": ["apa"],
    "terus": ["trs", "trus"],
    "caranya": ["crnya", "caranya"],
    "bikin": ["bkin"],
    "kantor": ["ktr"],
    "persyaratan": ["persyaratan", "prsyaratan"],
    "pendaftaran": ["pendaftaran", "pendftran"],
}

GREET_TYP = [
    "halo kak",
    "halo",
    "min",
    "pagi",
    "pagi min",
    "selamat siang",
    "permisi",
    "mohon info",
    "assalamualaikum",
    "hai",
    "kak mau tanya",
    "izin bertanya",
    "selamat sore",
    "maaf mau tanya",
]
GREET_HARD = [*GREET_TYP, "hi min", "hello", "good morning kak", "excuse me", "mau nanya dong"]
TAIL_INLINE = ["ya", "dong", "kak", "min", "ka", "sih", "nih"]
TAIL_AFTER_TYP = ["makasih", "terima kasih", "mohon infonya", "tq", "🙏", "mohon dibantu"]
TAIL_AFTER_HARD = [*TAIL_AFTER_TYP, "thanks", "thx", "pls"]
NONE_OPEN_TYP = ["halo", "halo kak", "pagi", "selamat pagi", "siang min", "p", "permisi", "hai"]
NONE_OPEN_HARD = [*NONE_OPEN_TYP, "hi", "hello", "good morning", "assalamualaikum"]
NONE_CLOSE_TYP = [
    "makasih",
    "terima kasih kak",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "sip",
    "baik",
    "oke makasih infonya",
    "👍",
    "ok noted",
    "wah membantu sekali, terima kasih",
]
NONE_CLOSE_HARD = [*NONE_CLOSE_TYP, "thank you", "noted", "ok thx", "great, thanks", "oke clear"]

FIRST = [
    "Budi", "Siti", "Agus", "Dewi", "Rina", "Andi", "Made", "Wayan", "Putu", "Yohanes",
    "Fitri", "Rizky", "Nur", "Ahmad", "Maria", "Hendra", "Lestari", "Fajar", "Indah",
    "Bambang", "Sri", "Dimas", "Ayu", "Teguh", "Novita", "Ketut", "Samuel", "Intan",
]  # fmt: skip
LAST = [
    "Santoso", "Wijaya", "Saputra", "Lestari", "Hidayat", "Siregar", "Nasution", "Pratama",
    "Kurniawan", "Susanti", "Gunawan", "Simanjuntak", "Setiawan", "Rahayu", "Manurung",
    "Wibowo", "Sari", "Putri", "Halim", "Tanjung",
]  # fmt: skip
PII_TYP = [
    "atas nama {name}",
    "sy {name}, NIK {nik}",
    "NIK {nik}",
    "no hp {phone}",
    "wa {phone}",
    "email sy {email}",
    "npwp {npwp}",
    "nama {name} hp {phone}",
    "akun sy {email}",
    "data sy: {name} / {nik}",
]
PII_HARD = [*PII_TYP, "my email is {email}", "contact me at {phone}", "NPWP perusahaan {npwp}"]


class Week:
    def __init__(self, key, start, public, follow, internal, int_follow, reg_names, periods):
        self.key = key
        self.start = start
        self.public = public
        self.follow = follow
        self.internal = internal
        self.int_follow = int_follow
        self.reg_names = reg_names
        self.periods = periods
        hard = key == "hard"
        self.typo_p = 0.27 if hard else 0.32
        self.zipf_s = 0.75 if hard else 0.92
        self.greet = GREET_HARD if hard else GREET_TYP
        self.tail_after = TAIL_AFTER_HARD if hard else TAIL_AFTER_TYP
        self.none_open = NONE_OPEN_HARD if hard else NONE_OPEN_TYP
        self.none_close = NONE_CLOSE_HARD if hard else NONE_CLOSE_TYP
        self.pii = PII_HARD if hard else PII_TYP
        self.internal_lines = 246 if hard else 238


def zipf_weights(n, s):
    return [1.0 / (r + 1) ** s for r in range(n)]


def nik(rng):
    prov = rng.choice(["31", "32", "33", "34", "35", "36", "51", "12", "73", "64", "18"])
    day = rng.randint(1, 28) + (40 if rng.random() < 0.5 else 0)
    kab = rng.randint(1, 79)
    kec = rng.randint(1, 40)
    month = rng.randint(1, 12)
    year = rng.randint(60, 99) if rng.random() < 0.7 else rng.randint(0, 7)
    serial = rng.randint(1, 9999)
    return f"{prov}{kab:02d}{kec:02d}{day:02d}{month:02d}{year:02d}{serial:04d}"


def phone(rng):
    pre = rng.choice(["12", "13", "21", "22", "52", "53", "57", "58", "77", "78", "95", "96"])
    body = "".join(str(rng.randint(0, 9)) for _ in range(rng.choice([7, 8])))
    digits = "8" + pre + body
    form = rng.randrange(6)
    if form == 0:
        return "0" + digits[:3] + "-" + digits[3:7] + "-" + digits[7:]
    if form == 1:
        return "0" + digits[:3] + " " + digits[3:7] + " " + digits[7:]
    if form == 2:
        return "+62 " + digits[:3] + " " + digits[3:7] + " " + digits[7:]
    if form == 3:
        return "62" + digits
    if form == 4:
        return "+62" + digits
    return "0" + digits


def person(rng):
    return rng.choice(FIRST), rng.choice(LAST)


def email(rng):
    first, last = person(rng)
    dom = rng.choice(["gmail.com", "yahoo.co.id", "yahoo.com", "outlook.com", "ymail.com"])
    if rng.random() < 0.5:
        return f"{first.lower()}.{last.lower()}{rng.randint(1, 99)}@{dom}"
    return f"{first.lower()}{last.lower()[:3]}{rng.randint(70, 2005)}@{dom}"


def npwp(rng):
    d = [str(rng.randint(0, 9)) for _ in range(15)]
    if rng.random() < 0.3:
        return nik(rng)
    s = "".join(d)
    return f"{s[:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def pii_text(rng, wk):
    first, last = person(rng)
    name = first + " " + last if rng.random() < 0.7 else first
    return rng.choice(wk.pii).format(
        name=name, nik=nik(rng), phone=phone(rng), email=email(rng), npwp=npwp(rng)
    )


WORD = re.compile(r"(\w+)")
LETTERS = re.compile(r"[A-Za-z]{4,}")


def chatify(rng, text, p):
    if p <= 0:
        return text
    if "di mana" in text and rng.random() < p:
        text = text.replace("di mana", rng.choice(["dimana", "dmn"]))
    out = []
    for part in WORD.split(text):
        low = part.lower()
        if low in ABBR and rng.random() < p:
            out.append(rng.choice(ABBR[low]))
        else:
            out.append(part)
    return "".join(out)


def typo(rng, text):
    orig = text
    for _ in range(1 if rng.random() < 0.7 else 2):
        spans = [m.span() for m in LETTERS.finditer(text)]
        if not spans:
            break
        a, b = rng.choice(spans)
        w = text[a:b]
        i = rng.randrange(1, len(w) - 1)
        op = rng.choice(("swap", "drop", "double"))
        if op == "swap" and w[i] == w[i + 1]:
            op = "drop"
        if op == "swap":
            w = w[:i] + w[i + 1] + w[i] + w[i + 2 :]
        elif op == "drop":
            w = w[:i] + w[i + 1 :]
        else:
            w = w[:i] + w[i] + w[i:]
        text = text[:a] + w + text[b:]
    return text, text != orig


def stretch(rng, text):
    words = [m for m in re.finditer(r"[A-Za-z]{2,}", text)]
    if not words:
        return text
    m = words[-1] if rng.random() < 0.6 else rng.choice(words)
    end = m.end()
    return text[:end] + text[end - 1] * rng.randint(2, 4) + text[end:]


def set_punct(rng, text):
    core = text.rstrip("?!. ")
    r = rng.random()
    if r < 0.45:
        return core
    if r < 0.75:
        return core + "?"
    if r < 0.85:
        return core + rng.choice(["??", "???", "?!", " ?"])
    if r < 0.93:
        return core + rng.choice(["...", "..", "."])
    return core + "!"


def casing(rng, text):
    r = rng.random()
    if r < 0.45:
        return text.lower()
    if r < 0.9:
        return text
    if r < 0.93:
        return text.upper()
    return text[:1].upper() + text[1:]


def noisy(rng, wk, text, *, internal=False, follow=False, allow_pii=True):
    """Return (question, had_typo)."""
    p_chat = rng.choice([0.0, 0.0, 0.3, 0.6, 0.9]) if not internal else rng.choice([0.0, 0.4])
    text = chatify(rng, text, p_chat)
    had = False
    if rng.random() < wk.typo_p:
        text, had = typo(rng, text)
    if rng.random() < 0.05:
        text = stretch(rng, text)
    if not follow and rng.random() < 0.12:
        text = text.rstrip("?!. ") + " " + rng.choice(TAIL_INLINE)
    text = set_punct(rng, text)
    if not internal and not follow and rng.random() < 0.28:
        sep = rng.choice([" ", ", ", ". ", " - ", "... "])
        text = rng.choice(wk.greet) + sep + text
    elif internal and not follow and rng.random() < 0.08:
        text = rng.choice(["pagi, ", "tolong ", "mas, ", "mbak, ", "bro "]) + text
    if not internal and rng.random() < 0.08:
        text = text + " " + rng.choice(wk.tail_after)
    text = casing(rng, text)
    if allow_pii and not internal and rng.random() < 0.07:
        text = text + rng.choice([". ", ", ", " "]) + pii_text(rng, wk)
    return text, had


def feedback(rng, internal):
    if rng.random() < (0.09 if internal else 0.06):
        return "up" if rng.random() < 0.6 else "down"
    return None


# ---------------------------------------------------------------------------
# Sessions
# ---------------------------------------------------------------------------


def public_session(rng, wk, pick):
    """A list of (label, question, had_typo, surface, feedback)."""
    out = []

    def none_line(pool):
        q = rng.choice(pool)
        q = casing(rng, q)
        had = False
        if rng.random() < wk.typo_p:
            q, had = typo(rng, q)
        if rng.random() < 0.1:
            q = stretch(rng, q)
        out.append(("none", q, had, "public", None))

    if rng.random() < 0.012:
        none_line(wk.none_open + wk.none_close)
        return out
    if rng.random() < 0.025:
        none_line(wk.none_open)
    intent = pick()
    iid, service, facet, _item, phr = intent
    q, had = noisy(rng, wk, rng.choice(phr))
    out.append((iid, q, had, "public", feedback(rng, False)))
    r = rng.random()
    if r < 0.13:
        targets = [
            t
            for t in wk.public
            if t[1] == service
            and t[2] is not None
            and t[2] != facet
            and t[2] in wk.follow
            and facet != "beda"
            and not (t[2] == "cara" and facet in ("ubah", "bubar", "hapus"))
        ]
        if targets:
            t = rng.choice(targets)
            q, had = noisy(rng, wk, rng.choice(wk.follow[t[2]]), follow=True)
            out.append((t[0], q, had, "public", feedback(rng, False)))
    elif r < 0.18:
        t = pick()
        q, had = noisy(rng, wk, rng.choice(t[4]), follow=True)
        out.append((t[0], q, had, "public", feedback(rng, False)))
    if rng.random() < 0.016:
        none_line(wk.none_close)
    return out


def fill(rng, wk, template, reg=None):
    tahun = rng.choice([2025, 2026, 2026, 2027, 2027, 2027])
    per = rng.choice(wk.periods)
    per2 = rng.choice(wk.periods)
    while per2 == per:
        per2 = rng.choice(wk.periods)
    prov = rng.choice(PROVS)
    vals = {
        "bulan": rng.choice(MONTHS),
        "tahun": tahun,
        "q": rng.randint(1, 4),
    }
    periode = per.format(**vals)
    vals["tahun"] = rng.choice([2025, 2026, 2027])
    periode2 = per2.format(**vals)
    thr = rng.choice(THR_PTP if reg == "ptp" else THR_FID)
    regname = ""
    if reg is not None:
        regname = rng.choice(wk.reg_names[reg])
    return template.format(
        prov=prov[1] if rng.random() < 0.4 else prov[0],
        periode=periode,
        periode2=periode2,
        tahun=tahun,
        tahun0=tahun - 1,
        n=rng.choice([3, 3, 5, 10]),
        thr=thr,
        reg=regname,
    ).replace("  ", " ")


def internal_session(rng, wk, kinds, weights):
    out = []
    key = rng.choices(kinds, weights)[0]
    q, had = noisy(rng, wk, fill(rng, wk, rng.choice(wk.internal[key]), key[0]), internal=True)
    out.append((INTERNAL_IDS[key][0], q, had, "internal", feedback(rng, True)))
    for _ in range(rng.choice([0, 1, 1, 2, 2, 2, 3, 4])):
        reg, kind = key
        opts = [("period", key)]
        if kind in ("count", "cmp"):
            opts.append(("place", key))
        if kind == "count":
            opts.append(("period_count", key))
        if kind == "thr":
            opts.append(("thr", key))
        if kind == "rank":
            opts.append(("topn", key))
        other = "fid" if reg == "ptp" else "ptp"
        if (other, kind) in wk.internal:
            opts.append(("reg", (other, kind)))
        for k2, name in (("rank", "to_rank"), ("count", "to_count"), ("thr", "to_thr")):
            if k2 != kind and (reg, k2) in wk.internal:
                opts.append((name, (reg, k2)))
        if kind != "cmp" and (reg, "cmp") in wk.internal:
            opts.append(("to_cmp", (reg, "cmp")))
        how, new = rng.choice(opts)
        tmpl = rng.choice(wk.int_follow[how])
        q = fill(rng, wk, tmpl, new[0] if how == "reg" else key[0])
        q, had = noisy(rng, wk, q, internal=True, follow=True)
        out.append((INTERNAL_IDS[new][0], q, had, "internal", feedback(rng, True)))
        key = new
    if rng.random() < 0.07:
        q = rng.choice(["ok makasih", "sip", "thanks", "oke", "noted, makasih"])
        out.append(("none", q, False, "internal", None))
    return out


def day_weights(start, internal):
    ws = []
    for d in range(7):
        wd = (start + dt.timedelta(days=d)).weekday()
        if internal:
            ws.append(1.0 if wd < 5 else (0.15 if wd == 5 else 0.05))
        else:
            ws.append(1.0 if wd < 5 else 0.6)
    return ws


HOURS_PUBLIC = [
    0.2, 0.1, 0.05, 0.05, 0.1, 0.3, 0.7, 1.2, 2.0, 2.6, 2.8, 2.6,
    2.0, 2.4, 2.5, 2.2, 1.8, 1.3, 1.0, 1.3, 1.5, 1.3, 0.9, 0.5,
]  # fmt: skip
HOURS_INTERNAL = [
    0, 0, 0, 0, 0, 0, 0, 0.3, 1.5, 2.5, 2.5, 2.0,
    0.8, 2.0, 2.4, 2.0, 1.2, 0.4, 0.1, 0.1, 0.05, 0, 0, 0,
]  # fmt: skip


def place_session(rng, wk, lines, internal, used):
    day = rng.choices(range(7), day_weights(wk.start, internal))[0]
    hour = rng.choices(range(24), HOURS_INTERNAL if internal else HOURS_PUBLIC)[0]
    t = hour * 3600 + rng.randrange(3600)
    gaps = [rng.randint(25, 320 if internal else 240) for _ in lines[1:]]
    t = min(t, 86399 - sum(gaps))
    sid = f"s-{rng.getrandbits(48):012x}"
    while sid in used:
        sid = f"s-{rng.getrandbits(48):012x}"
    used.add(sid)
    base = dt.datetime.combine(wk.start + dt.timedelta(days=day), dt.time(), TZ)
    rows = []
    for i, line in enumerate(lines):
        if i:
            t += gaps[i - 1]
        rows.append((base + dt.timedelta(seconds=t), sid, i, line))
    return rows


def build(rng, wk):
    order = list(wk.public)
    if wk.key == "hard":
        rng.shuffle(order)
    weights = zipf_weights(len(order), wk.zipf_s)

    def pick():
        return rng.choices(order, weights)[0]

    kinds = [k for k in INTERNAL_IDS if k in wk.internal]
    kweights = [3.0 if k == ("ptp", "count") else 1.5 for k in kinds]
    used = set()
    rows = []
    n_int = 0
    while n_int < wk.internal_lines:
        lines = internal_session(rng, wk, kinds, kweights)
        lines = lines[: wk.internal_lines - n_int]
        n_int += len(lines)
        rows += place_session(rng, wk, lines, True, used)
    n_pub = 0
    target = LINES_PER_WEEK - wk.internal_lines
    while n_pub < target:
        lines = public_session(rng, wk, pick)
        lines = lines[: target - n_pub]
        n_pub += len(lines)
        rows += place_session(rng, wk, lines, False, used)
    rows.sort(key=lambda r: (r[0], r[1], r[2]))
    out = []
    for when, sid, _i, (label, q, had, surface, fb) in rows:
        rec = {"at": when.isoformat(), "session": sid, "question": q, "surface": surface}
        if fb:
            rec["feedback"] = fb
        rec["label"] = label
        out.append((rec, had))
    covered = {}
    for iid, _s, _f, item, _p in wk.public:
        covered[iid] = item
    for key in kinds:
        covered[INTERNAL_IDS[key][0]] = INTERNAL_IDS[key][1]
    seen = {r["label"] for r, _h in out}
    missing = [k for k in covered if k not in seen]
    if missing:
        raise SystemExit(f"intents never sampled: {missing}")
    return out, dict(sorted(covered.items()))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true", help="print counts to stdout")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = Random(SEED)
    weeks = [
        Week(
            "typical",
            dt.date(2027, 12, 6),
            TYPICAL_PUBLIC,
            FOLLOW_TYP,
            INT_TYP,
            INT_FOLLOW_TYP,
            REG_NAMES_TYP,
            PERIODS_TYP,
        ),
        Week(
            "hard",
            dt.date(2027, 12, 13),
            HARD_PUBLIC,
            FOLLOW_HARD,
            {**INT_TYP, **INT_HARD},
            INT_FOLLOW_HARD,
            REG_NAMES_HARD,
            PERIODS_HARD,
        ),
    ]
    for wk in weeks:
        rows, covered = build(rng, wk)
        text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r, _h in rows)
        (out / f"{NAME}-{wk.key}.jsonl").write_text(text, encoding="utf-8", newline="\n")
        truth = {"set": GOLDEN, "covered": covered}
        (out / f"{NAME}-{wk.key}.truth.json").write_text(
            json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8", newline="\n"
        )
        if args.stats:
            n = len(rows)
            n_int = sum(1 for r, _h in rows if r["surface"] == "internal")
            n_typo = sum(1 for _r, h in rows if h)
            n_none = sum(1 for r, _h in rows if r["label"] == "none")
            n_cov = sum(1 for v in covered.values() if v)
            print(
                f"{wk.key} lines={n} intents={len(covered)} covered={n_cov}"
                f" internal={100 * n_int / n:.1f}% typo={100 * n_typo / n:.1f}%"
                f" none={100 * n_none / n:.1f}%"
            )


if __name__ == "__main__":
    main()
