"""Sealed held-out traffic weeks for goldeneval (independently written).

Writes two synthetic weeks of chatbot traffic plus their truth files, byte-identically
on every run. Stdlib only. Usage:

    python3 bench/weeks/sealed_week.py --out bench/weeks [--stats]
"""

from __future__ import annotations

import argparse
import json
import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

SEED = 20260202
SET_PATH = "src/goldeneval/data/golden-set.example.yaml"
TZ = timezone(timedelta(hours=7))
LINES_PER_WEEK = 3000

PUB = "public"
INT = "internal"

# Each intent: surface, base phrasings (both weeks), hard-only phrasings.
# A phrasing starting with "F:" is a follow-up: asked only after another phrasing
# of the same intent in the same session.
INTENTS: dict[str, tuple[str, list[str], list[str]]] = {
    "pt-perorangan.syarat": (
        PUB,
        [
            "Apa saja syarat mendirikan PT perorangan?",
            "syarat bikin pt perorangan apa aja ya",
            "PT perorangan syarat",
            "Saya mau buka usaha kecil sendirian, kalau mau jadi PT perorangan harus memenuhi apa saja?",
            "Mohon informasi persyaratan pendirian PT Perorangan untuk usaha mikro",
            "apakah WNA bisa mendirikan PT perorangan?",
            "Umur minimal berapa untuk bisa punya PT perorangan?",
            "kalau mau daftar pt perorangan perlu siapin apa aja",
            "Usaha saya masih UMK, apakah memenuhi syarat untuk jadi PT perorangan? apa saja ketentuannya",
            "Boleh tidak PT perorangan didirikan oleh 1 orang saja, dan apa syaratnya?",
            "ketentuan pendirian PT perseorangan apa saja min",
            "anak saya umur 16 sudah jualan online, bisa bikin PT perorangan atas namanya?",
        ],
        [
            "requirement PT perorangan apa aja?",
            "dokumen apa yang perlu disiapkan buat PT perseorangan",
            "berkas2 untuk PT perorangan apa ya",
            "what do I need to set up a PT perorangan? saya WNI",
            "apa yang harus saya punya dulu sebelum registrasi PT individu",
            "kriteria siapa yang boleh punya PT perorangan",
        ],
    ),
    "pt-perorangan.biaya": (
        PUB,
        [
            "Berapa biaya mendirikan PT perorangan?",
            "biaya pt perorangan brp",
            "Bikin PT perorangan bayar berapa ya kak?",
            "Apakah pendirian PT perorangan gratis atau ada biayanya?",
            "Saya pedagang kecil, modal pas-pasan. Kira-kira keluar uang berapa untuk daftar PT perorangan?",
            "PNBP pendirian PT perorangan berapa rupiah?",
            "biaya daftar PT perseorangan di AHU online",
            "Untuk PT perorangan apakah perlu bayar notaris juga atau cukup bayar ke negara?",
            "ada biaya tambahan gak kalau PT perorangan",
            "total biaya PT perorangan sampai jadi sertifikat berapa",
        ],
        [
            "tarif PT perorangan berapaan?",
            "ongkos bikin PT perseorangan",
            "how much does it cost to register PT perorangan",
            "fee pendaftaran PT perorangan berapa ya",
            "harga pengurusan pt perorangan",
            "PT individu keluar duit berapa sih",
        ],
    ),
    "pt-perorangan.cara-daftar": (
        PUB,
        [
            "Bagaimana cara mendaftarkan PT perorangan?",
            "cara daftar pt perorangan gmn",
            "Langkah-langkah membuat PT perorangan secara online",
            "Daftar PT perorangan lewat mana ya? apa harus ke notaris?",
            "Saya sudah punya NIB, sekarang mau naik jadi PT perorangan, prosedurnya bagaimana?",
            "tutorial isi pernyataan pendirian PT perorangan di AHU",
            "Mengisi surat pernyataan pendirian PT perorangan itu di menu apa?",
            "pt perorangan bisa didaftarkan sendiri tanpa notaris? caranya gimana",
            "alur pendirian PT perorangan dari awal sampai dapat sertifikat",
            "mau bikin pt perorangan mulai dari mana ya",
        ],
        [
            "how to register PT perorangan online step by step",
            "prosedur registrasi PT individu",
            "gimana proses submit pernyataan pendirian PT perseorangan",
            "PT perorangan, where do I sign up?",
        ],
    ),
    "pt-perorangan.lama-proses": (
        PUB,
        [
            "Berapa lama proses pendirian PT perorangan?",
            "pt perorangan jadinya berapa hari",
            "Kalau hari ini saya daftar PT perorangan, kapan sertifikatnya keluar?",
            "Apakah PT perorangan bisa selesai dalam satu hari?",
            "proses PT perorangan lama gak ya",
            "Sudah 3 hari daftar PT perorangan belum ada kabar, normalnya berapa lama?",
            "estimasi waktu pengesahan PT perorangan",
            "Saya butuh cepat untuk ikut tender, PT perorangan butuh waktu berapa lama sampai terdaftar?",
            "berapa hari kerja pendaftaran pt perseorangan",
        ],
        [
            "processing time PT perorangan berapa lama",
            "kapan jadi sertifikat pendaftaran PT perorangan kalau submit hari ini",
            "how long does PT perorangan take",
            "PT perorangan bisa beres dalam hitungan jam?",
            "durasi penerbitan sertifikat PT individu",
        ],
    ),
    "pt-perorangan.perubahan": (
        PUB,
        [
            "Bagaimana cara mengubah data PT perorangan?",
            "mau ganti alamat pt perorangan gmn caranya",
            "Saya mau menambah KBLI di PT perorangan saya, bagaimana prosedurnya?",
            "pernyataan perubahan PT perorangan itu apa dan bagaimana mengisinya?",
            "ubah modal pt perorangan bisa ga",
            "Nama PT perorangan saya mau diganti, apakah bisa?",
            "Cara update data pemilik PT perorangan yang pindah domisili",
            "perubahan kegiatan usaha PT perseorangan lewat mana",
            "Bisakah PT perorangan diubah menjadi PT biasa karena ada partner baru yang mau masuk?",
            "edit data pt perorangan di ahu online",
        ],
        [
            "how to change the address of my PT perorangan",
            "revisi data PT individu setelah terdaftar",
            "update KBLI PT perorangan",
            "koreksi isian pernyataan PT perseorangan yang sudah disubmit",
        ],
    ),
    "pt-perorangan.pembubaran": (
        PUB,
        [
            "Bagaimana cara membubarkan PT perorangan?",
            "mau tutup pt perorangan, gmn prosedurnya",
            "Usaha saya sudah tidak jalan, PT perorangan-nya harus dibubarkan atau dibiarkan saja?",
            "pernyataan pembubaran PT perorangan",
            "cara hapus PT perorangan dari AHU",
            "PT perorangan mau ditutup karena bangkrut, apa yang harus dilakukan",
            "how to dissolve a PT perorangan",
            "close PT perseorangan permanently",
            "pemilik PT perorangan meninggal, PT-nya bagaimana? harus dibubarkan?",
            "likuidasi PT perorangan prosesnya seperti apa",
        ],
        [],
    ),
    "pt.akta-notaris": (
        PUB,
        [
            "Apakah mendirikan PT biasa wajib pakai akta notaris?",
            "pt biasa harus lewat notaris gak",
            "Kalau PT dengan 2 pemegang saham, bisa tanpa notaris seperti PT perorangan?",
            "Pendirian PT persekutuan modal wajib akta notaris atau cukup isi form online?",
            "bikin PT bareng teman bisa daftar sendiri ga tanpa notaris",
            "PT umum perlu akta notaris kah",
            "Saya dan istri mau mendirikan PT, apakah harus ke notaris dulu?",
            "akta pendirian PT harus dibuat notaris?",
            "Katanya PT perorangan tidak perlu notaris, kalau PT biasa bagaimana?",
        ],
        [
            "do I need a notary to set up a regular PT?",
            "PT non perorangan wajib notaris?",
            "mendirikan perseroan terbatas boleh tanpa notaris nggak",
        ],
    ),
    "pt.biaya": (
        PUB,
        [
            "Berapa biaya pendirian PT biasa?",
            "biaya bikin pt brp ya sekarang",
            "Total biaya mendirikan PT termasuk notaris kira-kira berapa?",
            "PNBP pengesahan badan hukum PT berapa?",
            "Kami berlima mau dirikan PT, biaya resminya di AHU berapa?",
            "biaya pesan nama PT berapa",
            "Bayar berapa untuk SK pengesahan PT?",
            "biaya pendaftaran perseroan terbatas",
            "Apakah ada biaya untuk pengesahan PT di Kemenkum?",
        ],
        [
            "tarif pengesahan PT (bukan perorangan)",
            "ongkos urus PT biasa",
            "cost to incorporate a PT in Indonesia",
            "fee PT persekutuan modal berapaan",
        ],
    ),
    "pt.syarat": (
        PUB,
        [
            "Apa saja syarat mendirikan PT biasa?",
            "syarat pendirian pt apa aja",
            "Minimal berapa orang untuk mendirikan PT?",
            "Apa syarat modal dasar PT sekarang?",
            "Mau dirikan PT dengan teman, apa saja yang harus dipenuhi?",
            "persyaratan pendirian perseroan terbatas",
            "dokumen yang dibutuhkan buat pendirian PT",
            "Syarat nama PT apa saja? apakah harus 3 kata?",
            "pendiri PT minimal 2 orang ya? syarat lainnya apa",
        ],
        [],
    ),
    "pt.beda-perorangan": (
        PUB,
        [
            "Apa bedanya PT perorangan dan PT biasa?",
            "beda pt perorangan sama pt biasa apa",
            "Saya bingung pilih PT perorangan atau PT persekutuan modal, apa perbedaannya?",
            "lebih bagus PT perorangan atau PT biasa untuk usaha kecil?",
            "PT perorangan vs PT biasa, kelebihan kekurangan",
            "Apa perbedaan tanggung jawab pemilik di PT perorangan dengan PT biasa?",
            "Kenapa ada PT perorangan, kan sudah ada PT? apa bedanya",
            "perbedaan PT perseorangan dan PT umum",
        ],
        [],
    ),
    "cv.daftar": (
        PUB,
        [
            "Di mana CV didaftarkan sekarang?",
            "daftar cv dmn ya",
            "Apakah pendaftaran CV masih di Pengadilan Negeri?",
            "Cara mendaftarkan CV yang baru didirikan",
            "CV didaftar lewat SABU ya?",
            "Saya mau bikin CV untuk usaha katering, daftarnya ke mana?",
            "prosedur pendaftaran CV di kemenkumham",
            "CV harus didaftarkan di AHU atau cukup di notaris?",
            "Kami punya CV lama terdaftar di pengadilan, sekarang harus daftar ulang di mana?",
        ],
        [
            "where do I register a CV",
            "registrasi persekutuan komanditer via online",
            "cara submit CV ke sistem badan usaha",
        ],
    ),
    "firma.daftar": (
        PUB,
        [
            "Firma didaftarkan di mana?",
            "cara daftar firma gmn",
            "Apakah firma bisa didaftarkan online?",
            "Kami tiga orang mau membuat firma, pendaftarannya ke mana?",
            "pendaftaran firma lewat notaris atau langsung?",
            "persekutuan firma daftar nya dimana",
            "Bagaimana prosedur pendaftaran firma sekarang?",
            "firma masih perlu ke pengadilan negeri ga untuk daftar",
        ],
        [],
    ),
    "cv.biaya": (
        PUB,
        [
            "Berapa biaya pendaftaran CV?",
            "biaya bikin cv brp",
            "Daftar CV di SABU bayar berapa?",
            "Apakah pendaftaran CV dikenakan PNBP?",
            "Saya mau buka CV kecil-kecilan, total biaya kira-kira berapa?",
            "biaya pendirian CV sekarang",
            "CV biaya notaris + pendaftaran berapa",
            "ada biaya gak kalau daftar CV",
            "biaya pencatatan CV di kemenkum",
        ],
        [
            "tarif daftar CV",
            "ongkos bikin persekutuan komanditer",
            "CV registration fee how much",
            "harga resmi daftar CV berapa",
        ],
    ),
    "cv.syarat": (
        PUB,
        [
            "Apa syarat mendirikan CV?",
            "syarat cv apa aja",
            "Minimal berapa orang untuk bikin CV?",
            "dokumen apa yang perlu disiapkan untuk pendaftaran CV",
            "berkas pendaftaran cv",
            "requirement bikin CV",
            "Saya dan adik mau buat CV, apa yang harus kami siapkan?",
            "ketentuan sekutu aktif dan pasif di CV apa saja",
            "CV harus punya modal minimal gak? apa saja syaratnya",
            "what are the requirements for a CV",
        ],
        [],
    ),
    "yayasan.cara-pendirian": (
        PUB,
        [
            "Bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan gmn",
            "Kami ingin membuat yayasan panti asuhan, langkahnya apa saja?",
            "prosedur pendirian yayasan sampai dapat SK",
            "Mendirikan yayasan harus lewat notaris ya?",
            "Alur pengesahan yayasan di AHU online",
            "mau dirikan yayasan pendidikan, mulai dari mana",
            "yayasan masjid mau dibuat badan hukum, gimana caranya",
            "tahapan pendirian yayasan",
        ],
        [
            "how to establish a foundation (yayasan) in Indonesia",
            "step bikin yayasan sosial",
            "proses legalitas yayasan",
        ],
    ),
    "yayasan.biaya": (
        PUB,
        [
            "Berapa biaya mendirikan yayasan?",
            "biaya bikin yayasan brp",
            "PNBP pengesahan yayasan berapa?",
            "Untuk yayasan sosial apakah ada keringanan biaya?",
            "total biaya yayasan termasuk notaris",
            "bayar berapa ke negara untuk pendirian yayasan",
            "Biaya pesan nama yayasan berapa?",
            "yayasan biaya",
            "Kami mau mendirikan yayasan yatim, dananya terbatas. Biaya resminya berapa ya?",
        ],
        [
            "tarif pengesahan yayasan",
            "ongkos urus badan hukum yayasan",
            "how much to register a yayasan",
        ],
    ),
    "yayasan.syarat": (
        PUB,
        [
            "Apa syarat mendirikan yayasan?",
            "syarat yayasan apa aja",
            "Berapa minimal kekayaan awal yayasan?",
            "dokumen apa yang perlu disiapkan untuk bikin yayasan",
            "berkas pendirian yayasan",
            "Siapa saja yang boleh jadi pendiri yayasan? WNA boleh?",
            "persyaratan organ yayasan pembina pengurus pengawas",
            "requirements for setting up a yayasan",
            "apa yang harus ada sebelum mendirikan yayasan",
            "yayasan wajib punya berapa pengurus",
        ],
        [],
    ),
    "perkumpulan.pengesahan": (
        PUB,
        [
            "Bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara perkumpulan jadi badan hukum",
            "Komunitas kami mau jadi perkumpulan berbadan hukum, prosedurnya?",
            "pengesahan perkumpulan di ahu gimana",
            "Ormas kami belum berbadan hukum, bagaimana mengurusnya?",
            "perkumpulan alumni mau dilegalkan jadi badan hukum",
            "Apakah perkumpulan harus disahkan menteri? caranya",
            "langkah pengesahan badan hukum perkumpulan",
            "daftar perkumpulan ke kemenkum gmn",
        ],
        [
            "how can an association become a legal entity",
            "legalitas perkumpulan prosesnya",
            "perkumpulan mau dapat SK Menkum, how?",
        ],
    ),
    "apostille.dokumen": (
        PUB,
        [
            "Dokumen apa saja yang bisa diapostille?",
            "dokumen apa aja yg bisa apostille",
            "Apakah ijazah bisa diapostille?",
            "Akta kelahiran bisa diapostille gak?",
            "Saya mau kuliah di Belanda, dokumen mana saja yang bisa diapostille di Kemenkum?",
            "Apakah surat keterangan dari perusahaan swasta bisa apostille?",
            "jenis dokumen yang bisa dilayani apostille",
            "buku nikah bisa apostille?",
            "Dokumen terjemahan tersumpah bisa diapostille atau tidak?",
            "SKCK bisa diapostille kah",
        ],
        [
            "which documents can be apostilled",
            "apostille berlaku untuk dokumen apa saja",
            "dokumen pribadi apa yang eligible apostille",
        ],
    ),
    "apostille.biaya": (
        PUB,
        [
            "Berapa biaya apostille?",
            "biaya apostille per dokumen brp",
            "Apostille ijazah bayar berapa?",
            "Kalau saya apostille 3 dokumen, total biayanya berapa?",
            "biaya apostille",
            "Apakah apostille gratis?",
            "PNBP apostille berapa ya",
            "Saya mau kerja di Jepang dan dokumennya harus diapostille, biayanya berapa?",
            "harga apostille akta kelahiran",
        ],
        [
            "tarif apostille",
            "apostille fee per document",
            "how much is apostille",
            "ongkos apostille satu berkas",
        ],
    ),
    "apostille.beda-legalisasi": (
        PUB,
        [
            "Apa beda apostille dengan legalisasi?",
            "beda apostille sama legalisir apa",
            "Negara tujuan saya bukan anggota konvensi apostille, tetap pakai apostille atau legalisasi?",
            "Apakah apostille sama dengan legalisasi di kedutaan?",
            "Kapan pakai apostille dan kapan legalisasi?",
            "Setelah apostille, masih perlu legalisasi kedutaan tidak?",
            "perbedaan apostille dan legalisasi kemenlu",
            "apostille itu pengganti legalisasi ya?",
            "Dokumen ke Arab Saudi pakai apostille atau legalisasi?",
        ],
        [
            "apostille vs legalization, what's the difference",
            "legalisir biasa dan apostille bedanya",
            "masih perlu cap kedutaan kalau sudah apostille?",
        ],
    ),
    "apostille.cara": (
        PUB,
        [
            "Bagaimana cara mengajukan apostille?",
            "cara apostille gmn",
            "Apostille bisa online atau harus datang?",
            "langkah permohonan apostille di AHU",
            "Saya di luar kota, bisakah mengurus apostille tanpa datang ke Jakarta?",
            "daftar apostille lewat website apa",
            "prosedur apostille ijazah",
            "Setelah bayar apostille, sertifikatnya diambil di mana?",
            "cara upload dokumen untuk apostille",
        ],
        [
            "how to apply for apostille online",
            "alur pengajuan apostille",
            "proses apostille step by step",
        ],
    ),
    "apostille.lama-proses": (
        PUB,
        [
            "Berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "Kalau hari ini ajukan apostille, kapan jadi?",
            "processing time apostille",
            "estimasi selesai apostille",
            "apostille bisa sehari jadi?",
            "Saya berangkat minggu depan, apostille keburu tidak?",
            "how long does apostille take",
            "berapa hari kerja apostille ijazah",
            "lama gak sih proses apostille",
        ],
        [],
    ),
    "fidusia.pendaftaran": (
        PUB,
        [
            "Bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia gmn",
            "Pendaftaran fidusia bisa online?",
            "Kami perusahaan leasing, prosedur pendaftaran jaminan fidusia seperti apa?",
            "fidusia didaftarkan oleh siapa dan lewat mana?",
            "langkah pendaftaran fidusia di AHU online",
            "Saya notaris baru, bagaimana mendaftarkan akta fidusia?",
            "daftar jaminan fidusia kendaraan",
            "apakah pendaftaran fidusia harus datang ke kanwil?",
        ],
        [
            "how to register a fiduciary security",
            "registrasi fidusia prosesnya gimana",
            "input fidusia online caranya",
        ],
    ),
    "fidusia.roya": (
        PUB,
        [
            "Bagaimana cara menghapus jaminan fidusia?",
            "cara roya fidusia",
            "Kredit motor saya sudah lunas, bagaimana menghapus fidusianya?",
            "penghapusan sertifikat fidusia",
            "Leasing tidak mau roya fidusia padahal sudah lunas, bagaimana?",
            "roya fidusia bisa online?",
            "cara coret fidusia setelah pelunasan",
            "Siapa yang mengajukan penghapusan fidusia, debitur atau kreditur?",
            "hapus fidusia mobil",
        ],
        [
            "how to delete a fiduciary registration after the loan is paid",
            "pencoretan jaminan fidusia",
            "cancel fidusia lunas",
        ],
    ),
    "fidusia.biaya": (
        PUB,
        [
            "Berapa biaya pendaftaran fidusia?",
            "biaya fidusia brp",
            "PNBP jaminan fidusia berapa?",
            "Biaya fidusia tergantung nilai penjaminan ya?",
            "bayar berapa untuk daftar fidusia pinjaman 50 juta",
            "Leasing membebankan biaya fidusia ke saya, resminya berapa?",
            "biaya sertifikat fidusia",
            "Apakah ada biaya untuk pendaftaran jaminan fidusia?",
        ],
        [
            "tarif PNBP fidusia",
            "ongkos daftar fidusia",
            "fiduciary registration fee",
            "harga sertifikat jaminan fidusia",
        ],
    ),
    "fidusia.perubahan": (
        PUB,
        [
            "Bagaimana cara mengubah data jaminan fidusia?",
            "perubahan sertifikat fidusia",
            "Ada salah ketik nama debitur di sertifikat fidusia, bagaimana memperbaikinya?",
            "ganti objek fidusia gmn",
            "how to amend a fiduciary certificate",
            "revisi data fidusia",
            "Nilai penjaminan berubah, fidusia harus diubah juga?",
            "pernyataan perubahan fidusia",
            "update kreditur di fidusia karena merger",
            "edit fidusia yang sudah terdaftar",
        ],
        [],
    ),
    "fidusia.lama-proses": (
        PUB,
        [
            "Berapa lama pendaftaran fidusia?",
            "sertifikat fidusia jadi berapa lama",
            "fidusia hari itu juga jadi?",
            "processing time fidusia",
            "kapan sertifikat fidusia keluar setelah bayar",
            "estimasi selesai fidusia",
            "how long until fiduciary certificate issued",
            "berapa hari fidusia terbit",
            "daftar fidusia prosesnya cepat atau lama",
        ],
        [],
    ),
    "wasiat.pencarian": (
        PUB,
        [
            "Bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "cara cek wasiat orang tua yg sudah meninggal",
            "Ayah saya meninggal bulan lalu, bagaimana tahu beliau pernah buat wasiat?",
            "surat keterangan wasiat itu cara dapatnya gimana",
            "permohonan pencarian wasiat",
            "Untuk urus warisan di bank diminta surat keterangan wasiat, bagaimana mengurusnya?",
            "cek ada wasiat atau tidak",
            "pencarian daftar wasiat di AHU",
            "Nenek kami wafat, kami ahli waris mau tahu apakah ada wasiat terdaftar",
        ],
        [
            "how to check if a deceased person left a will",
            "search will registry Indonesia",
            "cari tahu wasiat almarhumah",
        ],
    ),
    "wasiat.syarat": (
        PUB,
        [
            "Apa syarat permohonan surat keterangan wasiat?",
            "syarat cek wasiat apa aja",
            "Dokumen apa saja untuk mengurus surat keterangan wasiat?",
            "Perlu akta kematian tidak untuk pencarian wasiat?",
            "berkas untuk cari wasiat",
            "apa yang harus disiapkan ahli waris untuk surat keterangan wasiat",
            "syarat SKW",
            "Untuk pencarian wasiat, apakah harus lewat notaris? dokumennya apa saja?",
        ],
        [],
    ),
    "wasiat.biaya": (
        PUB,
        [
            "Berapa biaya surat keterangan wasiat?",
            "biaya cek wasiat",
            "PNBP pencarian wasiat berapa",
            "bayar berapa untuk surat keterangan wasiat",
            "tarif SKW",
            "will search fee",
            "ongkos urus keterangan wasiat",
            "apakah permohonan wasiat gratis",
            "notaris minta biaya cek wasiat, yang resmi berapa",
        ],
        [],
    ),
    "kewarganegaraan.ganda-anak-usia": (
        PUB,
        [
            "Sampai usia berapa anak berkewarganegaraan ganda harus memilih?",
            "anak dwi kewarganegaraan harus milih umur brp",
            "Anak saya punya paspor Indonesia dan Australia, kapan harus memilih salah satu?",
            "batas usia memilih kewarganegaraan anak kawin campur",
            "Kalau anak ganda sudah 18 tahun tapi belum memilih, bagaimana?",
            "Anak berkewarganegaraan ganda terbatas sampai umur berapa?",
            "kapan anak hasil perkawinan campuran wajib pilih WNI atau WNA",
            "Anak saya 20 tahun masih ganda, masih bisa pilih WNI?",
            "batas waktu pernyataan memilih kewarganegaraan",
        ],
        [
            "dual citizenship child must choose at what age",
            "anak bipatride deadline pilih kewarganegaraan",
            "my kid has two passports, until when?",
        ],
    ),
    "kewarganegaraan.naturalisasi-syarat": (
        PUB,
        [
            "Apa syarat naturalisasi menjadi WNI?",
            "syarat jadi wni buat wna",
            "Suami saya WNA, apa syarat dia menjadi WNI?",
            "berapa lama tinggal di Indonesia untuk bisa naturalisasi",
            "persyaratan pewarganegaraan",
            "Orang asing yang sudah lama tinggal di sini, syarat ganti jadi WNI apa saja?",
            "dokumen permohonan kewarganegaraan RI",
            "syarat pewarganegaraan lewat perkawinan",
        ],
        [],
    ),
    "akun.reset-password": (
        PUB,
        [
            "Bagaimana cara reset password AHU online?",
            "lupa password ahu",
            "Saya tidak bisa login ke AHU online, lupa kata sandi",
            "link reset password tidak masuk ke email",
            "akun ahu online terkunci gmn",
            "Email yang dulu dipakai daftar sudah tidak aktif, bagaimana reset password?",
            "cara ganti password akun notaris di AHU",
            "login ahu online gagal terus, katanya password salah",
            "lupa username ahu online",
        ],
        [
            "forgot password AHU online",
            "can't log in to AHU",
            "reset kata sandi akun ahu",
        ],
    ),
    "akun.voucher-pembayaran": (
        PUB,
        [
            "Bagaimana cara membayar voucher PNBP AHU?",
            "bayar voucher ahu dimana",
            "Kode voucher sudah dibayar tapi belum bisa dipakai",
            "voucher ahu kadaluarsa, uang bisa kembali?",
            "cara beli voucher AHU online",
            "bisa bayar voucher lewat m-banking?",
            "Sudah transfer PNBP tapi status masih belum bayar",
            "masa berlaku voucher AHU berapa lama",
            "voucher nama PT hilang, gimana",
        ],
        [],
    ),
    "internal.pt-perorangan-bulanan-provinsi": (
        INT,
        [
            "Berapa PT perorangan yang didaftarkan bulan lalu per provinsi?",
            "jumlah pendaftaran PT perorangan Januari 2026 per provinsi",
            "Tolong rekap PT perorangan bulan kemarin, dipecah per provinsi",
            "breakdown PT perorangan per provinsi bulan lalu",
            "data PT perorangan terdaftar Januari, per provinsi ya",
            "Minta angka PT perorangan baru bulan lalu untuk semua provinsi",
            "PT perorangan bulan lalu per prov",
            "Saya perlu data untuk rapat pimpinan: pendaftaran PT perorangan bulan lalu di tiap provinsi",
        ],
        [
            "PT perorangan registrations last month by province",
            "count PT perorangan Jan 2026 group by provinsi",
        ],
    ),
    "internal.pt-perorangan-provinsi-tahunan": (
        INT,
        [
            "Berapa PT perorangan yang didaftarkan di Bali pada tahun 2025?",
            "jumlah PT perorangan di Jawa Tengah tahun 2025",
            "Total PT perorangan NTB sepanjang 2025 berapa?",
            "PT perorangan Sulawesi Selatan 2025",
            "Berapa pendaftaran PT perorangan di DI Yogyakarta tahun lalu?",
            "angka PT perorangan Kalimantan Timur 2025 berapa ya",
            "Minta data PT perorangan Bali setahun 2025",
            "PT perorangan Riau tahun 2025 ada berapa",
            "F:dan tahun sebelumnya?",
            "F:kalau 2024?",
            "F:bandingkan dengan tahun sebelumnya",
            "F:trus tahun sebelumnya berapa",
            "F:naik atau turun dibanding 2024?",
        ],
        [
            "how many PT perorangan in Bali in 2025",
            "F:and the year before?",
        ],
    ),
    "internal.pt-perorangan-provinsi-terbanyak": (
        INT,
        [
            "Tiga provinsi mana yang paling banyak mendaftarkan PT perorangan pada tahun 2025?",
            "provinsi dengan PT perorangan terbanyak 2025",
            "top 3 provinsi PT perorangan tahun lalu",
            "Ranking provinsi berdasarkan jumlah PT perorangan 2025",
            "Provinsi mana paling banyak PT perorangan sepanjang 2025?",
            "urutkan provinsi dari PT perorangan terbanyak, 2025",
            "5 besar provinsi pendaftar PT perorangan 2025",
            "Di mana pendaftaran PT perorangan tertinggi tahun 2025?",
        ],
        ["which province had the most PT perorangan in 2025"],
    ),
    "internal.fidusia-per-kanwil": (
        INT,
        [
            "Berapa pendaftaran fidusia per kantor wilayah bulan lalu?",
            "jumlah fidusia per kanwil Januari 2026",
            "Kanwil mana yang pendaftaran fidusianya di atas 1.000 bulan lalu?",
            "rekap fidusia per kanwil",
            "Tolong data pendaftaran jaminan fidusia per kantor wilayah untuk Desember 2025",
            "kanwil dengan fidusia terbanyak bulan kemarin",
            "fidusia per kantor wilayah, tiga bulan terakhir",
            "Daftar kanwil yang mencatat lebih dari seribu fidusia di bulan Januari",
        ],
        ["fiduciary registrations per regional office last month"],
    ),
    "internal.yayasan-bulanan": (
        INT,
        [
            "Berapa yayasan yang disahkan per bulan tahun 2025?",
            "tren pengesahan yayasan per bulan",
            "jumlah yayasan baru bulan lalu",
            "Data pengesahan yayasan Januari 2026 dibanding Januari 2025",
            "yayasan terdaftar per bulan 2025",
            "Grafik pendirian yayasan bulanan tahun lalu",
            "Berapa yayasan baru disahkan di bulan Desember?",
            "rekap yayasan per bulan",
        ],
        [],
    ),
    "internal.cv-tren-tahunan": (
        INT,
        [
            "Berapa CV yang didaftarkan tiap tahun dari 2022 sampai 2025?",
            "tren pendaftaran CV per tahun",
            "jumlah CV terdaftar 2025 dibanding 2024",
            "CV registrations trend year over year",
            "pertumbuhan pendaftaran CV tahunan",
            "CV baru per tahun 3 tahun terakhir",
            "kenaikan pendaftaran CV 2025 berapa persen",
            "rekap CV per tahun",
        ],
        [],
    ),
}

# Coverage against the example golden set: same service AND same facet.
COVERED: dict[str, str | None] = {
    "pt-perorangan.syarat": "pt-perorangan-syarat",
    "pt-perorangan.biaya": None,
    "pt-perorangan.cara-daftar": None,
    "pt-perorangan.lama-proses": None,
    "pt-perorangan.perubahan": None,
    "pt-perorangan.pembubaran": None,
    "pt.akta-notaris": "pt-biasa-akta",
    "pt.biaya": None,
    "pt.syarat": None,
    "pt.beda-perorangan": None,
    "cv.daftar": "cv-firma-pendaftaran",
    "firma.daftar": "cv-firma-pendaftaran",
    "cv.biaya": None,
    "cv.syarat": None,
    "yayasan.cara-pendirian": "yayasan-pendirian",
    "yayasan.biaya": None,
    "yayasan.syarat": None,
    "perkumpulan.pengesahan": "perkumpulan-badan-hukum",
    "apostille.dokumen": "apostille-dokumen",
    "apostille.biaya": "apostille-biaya-lanjutan",
    "apostille.beda-legalisasi": "apostille-vs-legalisasi",
    "apostille.cara": None,
    "apostille.lama-proses": None,
    "fidusia.pendaftaran": "fidusia-pendaftaran",
    "fidusia.roya": None,
    "fidusia.biaya": None,
    "fidusia.perubahan": None,
    "fidusia.lama-proses": None,
    "wasiat.pencarian": "wasiat-pencarian",
    "wasiat.syarat": None,
    "wasiat.biaya": None,
    "kewarganegaraan.ganda-anak-usia": "kewarganegaraan-ganda-anak",
    "kewarganegaraan.naturalisasi-syarat": None,
    "akun.reset-password": None,
    "akun.voucher-pembayaran": None,
    "internal.pt-perorangan-bulanan-provinsi": "internal-jumlah-pt-bulanan",
    "internal.pt-perorangan-provinsi-tahunan": "internal-pt-bali-lanjutan",
    "internal.pt-perorangan-provinsi-terbanyak": "internal-provinsi-pt-terbanyak-2025",
    "internal.fidusia-per-kanwil": "internal-fidusia-kantor-wilayah",
    "internal.yayasan-bulanan": None,
    "internal.cv-tren-tahunan": None,
}

# Intents of each week, most frequent first (Zipf-like weights by rank).
WEEKS = {
    "typical": {
        "start": "2026-02-02",
        "typo": 0.30,
        "english": 0.0,
        "public": [
            "pt-perorangan.syarat",
            "apostille.biaya",
            "pt-perorangan.biaya",
            "akun.reset-password",
            "fidusia.roya",
            "apostille.dokumen",
            "pt-perorangan.cara-daftar",
            "cv.daftar",
            "wasiat.pencarian",
            "pt.biaya",
            "kewarganegaraan.ganda-anak-usia",
            "yayasan.cara-pendirian",
            "akun.voucher-pembayaran",
            "apostille.beda-legalisasi",
            "fidusia.pendaftaran",
            "pt.akta-notaris",
            "pt-perorangan.lama-proses",
            "cv.biaya",
            "apostille.cara",
            "pt.beda-perorangan",
            "yayasan.biaya",
            "pt-perorangan.perubahan",
            "fidusia.biaya",
            "pt.syarat",
            "perkumpulan.pengesahan",
            "kewarganegaraan.naturalisasi-syarat",
            "wasiat.syarat",
            "firma.daftar",
        ],
        "internal": [
            "internal.pt-perorangan-bulanan-provinsi",
            "internal.fidusia-per-kanwil",
            "internal.pt-perorangan-provinsi-tahunan",
            "internal.pt-perorangan-provinsi-terbanyak",
            "internal.yayasan-bulanan",
        ],
    },
    "hard": {
        "start": "2026-02-09",
        "typo": 0.25,
        "english": 0.22,
        "public": [
            "pt-perorangan.biaya",
            "apostille.lama-proses",
            "pt-perorangan.syarat",
            "apostille.biaya",
            "fidusia.roya",
            "pt-perorangan.lama-proses",
            "apostille.cara",
            "akun.reset-password",
            "fidusia.biaya",
            "pt-perorangan.cara-daftar",
            "cv.syarat",
            "apostille.dokumen",
            "yayasan.syarat",
            "fidusia.pendaftaran",
            "cv.biaya",
            "wasiat.pencarian",
            "pt.biaya",
            "pt-perorangan.perubahan",
            "fidusia.lama-proses",
            "yayasan.biaya",
            "kewarganegaraan.ganda-anak-usia",
            "cv.daftar",
            "fidusia.perubahan",
            "pt-perorangan.pembubaran",
            "wasiat.biaya",
            "apostille.beda-legalisasi",
            "yayasan.cara-pendirian",
            "pt.akta-notaris",
            "perkumpulan.pengesahan",
        ],
        "internal": [
            "internal.pt-perorangan-bulanan-provinsi",
            "internal.cv-tren-tahunan",
            "internal.pt-perorangan-provinsi-tahunan",
            "internal.fidusia-per-kanwil",
            "internal.pt-perorangan-provinsi-terbanyak",
        ],
    },
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
    "thx",
    "sip min",
    "baik, terima kasih infonya",
    "ok min",
    "assalamualaikum",
    "p",
    "tes",
    "ya",
    "oke kak, nanti saya coba",
    "makasih banyak ya min sangat membantu",
    "halo kak, ada orang?",
    "selamat siang",
    "wah gitu ya, oke deh",
    "tq",
]
NONE_INTERNAL = ["ok thanks", "noted", "sip", "makasih", "oke", "siap, terima kasih"]

GREETINGS = [
    "halo",
    "halo kak",
    "pagi min",
    "siang min",
    "permisi",
    "mohon info",
    "kak mau tanya",
    "min",
    "selamat pagi",
    "assalamualaikum, mau tanya",
    "izin bertanya",
    "gan",
    "hai",
    "malam kak",
]
CLOSINGS = [
    "terima kasih",
    "makasih",
    "ya",
    "dong",
    "nih",
    "kak",
    "min",
    "mohon dibantu",
    "tks",
    "thx",
    "ya kak",
    "mohon infonya",
]
ENGLISH_PRE = ["sorry, mau tanya", "btw", "hi, quick question", "please help,", "hello"]
ENGLISH_POST = ["thanks", "asap please", "urgent", "thanks in advance", "pls", "for my business"]
INTERNAL_PRE = ["tolong", "minta", "bisa cek", "cepat ya,"]

# Informal spellings a chat user types (noise, applied per word).
ABBREV = {
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "berapa": ["brp", "brapa"],
    "yang": ["yg"],
    "dengan": ["dgn", "dg"],
    "untuk": ["utk", "buat"],
    "tidak": ["tdk", "gak", "ngga", "ga"],
    "saya": ["sy", "aku"],
    "bisa": ["bs"],
    "sudah": ["udh", "sdh", "udah"],
    "banget": ["bgt"],
    "kalau": ["kalo", "klo"],
    "apakah": ["apa"],
    "sama": ["sm"],
    "atau": ["atau", "ato"],
    "juga": ["jg"],
    "harus": ["hrs"],
    "dokumen": ["dok"],
    "terima": ["trima"],
    "kasih": ["ksh"],
    "belum": ["blm"],
    "tahun": ["thn"],
    "karena": ["krn"],
}


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (r**s) for r in range(1, n + 1)]


def fake_nik(rng: random.Random) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(16))


def fake_phone(rng: random.Random) -> str:
    a = rng.choice(["0812", "0813", "0821", "0857", "0878", "0896"])
    return f"{a}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}"


def fake_email(rng: random.Random) -> str:
    name = rng.choice(["budi", "sri", "agus", "dewi", "rina", "andi", "putri", "yusuf", "lina"])
    dom = rng.choice(["gmail.com", "yahoo.co.id", "mail.example.id"])
    return f"{name}{rng.randint(10, 999)}@{dom}"


def fake_npwp(rng: random.Random) -> str:
    d = [rng.randint(0, 9) for _ in range(15)]
    s = "".join(map(str, d))
    return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def personal(rng: random.Random) -> str:
    kind = rng.randrange(4)
    if kind == 0:
        return rng.choice(["NIK saya ", "nik ", "NIK: "]) + fake_nik(rng)
    if kind == 1:
        return rng.choice(["no hp ", "WA saya ", "hp: "]) + fake_phone(rng)
    if kind == 2:
        return rng.choice(["email saya ", "email: ", "bls ke "]) + fake_email(rng)
    return rng.choice(["NPWP ", "npwp saya "]) + fake_npwp(rng)


def typo(rng: random.Random, text: str) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    kind = rng.randrange(3)
    p = rng.randrange(1, len(w) - 1)
    if kind == 0:
        w = w[:p] + w[p + 1] + w[p] + w[p + 2 :]
    elif kind == 1:
        w = w[:p] + w[p + 1 :]
    else:
        w = w[:p] + w[p] + w[p:]
    words[i] = w
    return " ".join(words)


def abbreviate(rng: random.Random, text: str, rate: float) -> str:
    out = []
    for w in text.split(" "):
        key = w.lower()
        if key in ABBREV and rng.random() < rate:
            out.append(rng.choice(ABBREV[key]))
        else:
            out.append(w)
    return " ".join(out)


def noisy(rng: random.Random, text: str, surface: str, week: dict) -> str:
    internal = surface == INT
    if rng.random() < (0.55 if not internal else 0.35):
        text = text.lower()
    if rng.random() < (0.5 if not internal else 0.2):
        text = abbreviate(rng, text, 0.7)
    r = rng.random()
    if text.endswith("?"):
        if r < 0.4:
            text = text.rstrip("?")
        elif r < 0.52:
            text = text.rstrip("?") + "?" * rng.randint(2, 4)
    elif r < 0.1:
        text += "?" * rng.randint(1, 3)
    if rng.random() < week["typo"]:
        text = typo(rng, text)
    if not internal:
        if rng.random() < 0.3:
            g = rng.choice(GREETINGS)
            text = g + rng.choice([" ", ", ", ". "]) + text
        if rng.random() < 0.22:
            text = text + rng.choice([" ", ", ", " "]) + rng.choice(CLOSINGS)
        if rng.random() < 0.06:
            text = text + rng.choice([". ", " ", ", "]) + personal(rng)
    elif rng.random() < 0.15:
        text = rng.choice(INTERNAL_PRE) + " " + text
    if rng.random() < week["english"]:
        if rng.random() < 0.5:
            text = rng.choice(ENGLISH_PRE) + " " + text
        else:
            text = text + " " + rng.choice(ENGLISH_POST)
    return text


def pick_phrase(rng: random.Random, intent: str, hard: bool, followup: bool) -> str:
    _, base, extra = INTENTS[intent]
    pool = base + extra if hard else base
    if hard and extra and rng.random() < 0.4:
        pool = extra
    cands = [p for p in pool if p.startswith("F:") == followup]
    if not cands:
        cands = [p for p in base if p.startswith("F:") == followup]
    return rng.choice(cands)


def service(intent: str) -> str:
    return intent.split(".", 1)[0]


def build_week(name: str, rng: random.Random) -> list[dict]:
    week = WEEKS[name]
    hard = name == "hard"
    pub = week["public"]
    intl = week["internal"]
    pub_w = zipf_weights(len(pub), 1.0)
    int_w = zipf_weights(len(intl), 0.8)
    start = datetime.fromisoformat(week["start"]).replace(tzinfo=TZ)
    lines: list[tuple[datetime, int, dict]] = []
    seen: set[str] = set()
    count = 0
    order = 0
    hour_w = [1, 1, 1, 1, 1, 2, 4, 7, 10, 12, 12, 11, 9, 10, 11, 10, 8, 7, 7, 8, 8, 7, 5, 3]
    while count < LINES_PER_WEEK:
        sid = f"s-{rng.getrandbits(32):08x}"
        if sid in seen:
            continue
        seen.add(sid)
        internal = rng.random() < 0.05
        surface = INT if internal else PUB
        day = rng.randrange(7)
        if internal:
            while day >= 5 and rng.random() < 0.85:
                day = rng.randrange(7)
            hour = rng.choice([8, 9, 9, 10, 10, 11, 13, 14, 14, 15, 16, 17])
        else:
            hour = rng.choices(range(24), weights=hour_w)[0]
        t = start + timedelta(days=day, hours=hour, minutes=rng.randrange(60))
        n_q = rng.choices([1, 2, 3, 4], weights=[50, 28, 14, 8])[0]
        session: list[tuple[str, str]] = []
        if rng.random() < 0.02:
            pool = NONE_INTERNAL if internal else NONE_PUBLIC
            session.append((rng.choice(pool), "none"))
        prev: str | None = None
        for _ in range(n_q):
            if internal:
                if prev == "internal.pt-perorangan-provinsi-tahunan" and rng.random() < 0.6:
                    session.append((pick_phrase(rng, prev, hard, True), prev))
                    continue
                intent = rng.choices(intl, weights=int_w)[0]
            else:
                same = [i for i in pub if prev and service(i) == service(prev) and i != prev]
                if same and rng.random() < 0.45:
                    intent = rng.choice(same)
                else:
                    intent = rng.choices(pub, weights=pub_w)[0]
            text = noisy(rng, pick_phrase(rng, intent, hard, False), surface, week)
            session.append((text, intent))
            prev = intent
        if rng.random() < 0.08:
            pool = NONE_INTERNAL if internal else NONE_PUBLIC
            session.append((rng.choice(pool), "none"))
        for text, label in session:
            if count >= LINES_PER_WEEK:
                break
            if label != "none" and text.startswith("F:"):
                text = noisy(rng, text[2:], surface, week)
            rec: dict = {
                "at": t.isoformat(timespec="seconds"),
                "session": sid,
                "question": text,
                "surface": surface,
            }
            if label != "none":
                f = rng.random()
                if f < 0.09:
                    rec["feedback"] = "up"
                elif f < 0.14:
                    rec["feedback"] = "down"
            rec["label"] = label
            lines.append((t, order, rec))
            order += 1
            count += 1
            t += timedelta(minutes=rng.randint(1, 6))
    lines.sort(key=lambda x: (x[0], x[1]))
    return [rec for _, _, rec in lines]


def truth(name: str) -> dict:
    week = WEEKS[name]
    ids = sorted(week["public"] + week["internal"])
    return {"set": SET_PATH, "covered": {i: COVERED[i] for i in ids}}


def check() -> None:
    for name, week in WEEKS.items():
        hard = name == "hard"
        ids = week["public"] + week["internal"]
        assert 26 <= len(ids) <= 34, (name, len(ids))
        assert len(set(ids)) == len(ids)
        for i in ids:
            surface, base, extra = INTENTS[i]
            assert (surface == INT) == (i in week["internal"]), i
            pool = [p for p in (base + extra if hard else base) if not p.startswith("F:")]
            assert len(pool) >= 8, (name, i, len(pool))
            assert i in COVERED, i


def stats(name: str, recs: list[dict]) -> None:
    labels = [r for r in recs if r["label"] != "none"]
    cov = truth(name)["covered"]
    print(f"== {name}")
    print(f"lines: {len(recs)}  (none: {len(recs) - len(labels)})")
    print(f"intents: {len(cov)}  (covered: {sum(1 for v in cov.values() if v)})")
    for s in (PUB, INT):
        print(f"lines {s}: {sum(1 for r in recs if r['surface'] == s)}")
    n_cov = sum(1 for r in labels if cov[r["label"]])
    print(f"covered share: {n_cov / len(labels):.3f} ({n_cov}/{len(labels)})")
    for s in (PUB, INT):
        sub = [r for r in labels if r["surface"] == s]
        c = sum(1 for r in sub if cov[r["label"]])
        print(f"covered share {s}: {c / len(sub):.3f} ({c}/{len(sub)})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    check()
    args.out.mkdir(parents=True, exist_ok=True)
    for k, name in enumerate(("typical", "hard")):
        rng = random.Random(SEED + k)
        recs = build_week(name, rng)
        body = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs)
        (args.out / f"sealed-{name}.jsonl").write_text(body, encoding="utf-8")
        t = json.dumps(truth(name), ensure_ascii=False, indent=2) + "\n"
        (args.out / f"sealed-{name}.truth.json").write_text(t, encoding="utf-8")
        if args.stats:
            stats(name, recs)


if __name__ == "__main__":
    main()
