"""Final held-out weeks of chatbot traffic (independently written, frozen before use).

Writes two synthetic weeks of AHU chatbot logs plus their truth files:

    python3 bench/weeks/final_week.py --out bench/weeks [--stats]

Stdlib only, seeded: every run writes byte-identical files.
Every phrasing below was written by hand; the script only adds noise
(greetings, abbreviations, typos, pasted fake personal details).
Nobody may tune anything on these weeks.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import random
from pathlib import Path

SET_PATH = "src/goldeneval/data/golden-set.example.yaml"
TZ = dt.timezone(dt.timedelta(hours=7))

# ---------------------------------------------------------------------------
# Intent bank: id -> (surface, covering item id or None, base phrasings,
# hard-only phrasings).  Hard-only phrasings mix English and use synonyms.
# ---------------------------------------------------------------------------

BANK: dict[str, tuple[str, str | None, list[str], list[str]]] = {
    "pt-perorangan.syarat": (
        "public",
        "pt-perorangan-syarat",
        [
            "Apa saja persyaratan mendirikan PT perorangan?",
            "syarat bikin pt perorangan apa aja",
            "Saya mau buka usaha kecil sendirian, kalau mau jadi PT perorangan harus memenuhi syarat apa saja?",
            "pt perorangan syaratnya",
            "Apakah ibu rumah tangga boleh mendirikan PT perorangan? Apa saja ketentuannya?",
            "Dokumen apa yang perlu disiapkan untuk PT perorangan?",
            "Mau tanya, umur 19 tahun sudah bisa bikin PT perorangan belum? terus apa lagi yang dibutuhkan",
            "Saya punya warung kopi, mau dijadikan PT perorangan. Berkas apa saja yang harus saya punya?",
            "kriteria pendiri pt perseorangan apa aja ya",
            "Apakah WNA bisa mendirikan PT perorangan, dan apa persyaratannya?",
            "perlu KTP dan NPWP aja kah buat PT perorangan?",
            "Mohon dijelaskan ketentuan pendirian PT untuk usaha mikro dan kecil",
        ],
        [
            "requirement PT perorangan apa aja sih",
            "what do I need to set up a PT perorangan? saya WNI",
            "berkas yg wajib utk PT perseorangan itu apa, need the full list",
            "who is eligible to set up PT perorangan? umur minimal berapa",
            "apa yang perlu disiapkan sebelum isi pernyataan pendirian pt perorangan",
        ],
    ),
    "pt-perorangan.biaya": (
        "public",
        None,
        [
            "Berapa biaya mendirikan PT perorangan?",
            "pt perorangan bayar berapa",
            "Biaya PNBP pendirian PT perorangan berapa ya?",
            "Saya UMKM, mau daftar PT perorangan, kira-kira habis berapa?",
            "tarif pendaftaran pt perseorangan di ahu",
            "Apakah bikin PT perorangan gratis atau ada biayanya?",
            "ongkos bikin pt perorangan brp ya min",
            "Harga voucher untuk pernyataan pendirian PT perorangan berapa rupiah?",
            "Kalau saya urus PT perorangan sendiri tanpa notaris, keluar uang berapa?",
            "biaya pt perorangan tahun ini masih 50rb?",
        ],
        [
            "how much is the fee for PT perorangan?",
            "PNBP pt perseorangan berapaan",
            "total cost buat PT perorangan berapa",
            "harganya PT perorangan sekarang brp, ada biaya tambahan gak",
            "fee pendirian PT individu berapa",
        ],
    ),
    "pt-perorangan.cara-daftar": (
        "public",
        None,
        [
            "Bagaimana cara mendaftarkan PT perorangan?",
            "cara bikin pt perorangan online",
            "Langkah-langkah pendirian PT perorangan lewat AHU Online seperti apa?",
            "daftar PT perorangan dimana ya",
            "Saya sudah punya NIB, mau lanjut bikin PT perorangan, prosesnya bagaimana?",
            "Apakah PT perorangan bisa didaftarkan sendiri lewat HP?",
            "tutorial isi pernyataan pendirian pt perorangan",
            "Mau tanya alur pendirian PT perseorangan dari awal sampai dapat sertifikat",
            "pt perorangan harus ke notaris atau bisa sendiri",
            "Di menu mana saya daftar PT perorangan di website AHU?",
        ],
        [
            "step by step register PT perorangan gimana",
            "how do I register a PT perorangan online?",
            "proses pendaftaran PT individu lewat ahu online, where do I start",
            "apply PT perseorangan itu lewat web mana",
        ],
    ),
    "pt-perorangan.lama-proses": (
        "public",
        None,
        [
            "Berapa lama proses pendaftaran PT perorangan?",
            "pt perorangan jadi berapa hari",
            "Kalau saya isi pernyataan pendirian hari ini, kapan sertifikatnya keluar?",
            "Sudah tiga hari daftar PT perorangan belum ada sertifikat, normalnya berapa lama?",
            "estimasi selesai pt perorangan",
            "Apakah sertifikat PT perorangan langsung terbit hari itu juga?",
            "butuh waktu berapa lama sampai pt perseorangan terdaftar",
            "Berapa hari kerja sampai PT perorangan sah berbadan hukum?",
        ],
        [
            "processing time PT perorangan berapa lama",
            "kapan jadinya PT perorangan kalau submit sekarang",
            "how long does it take to get PT perorangan certificate",
            "estimasi waktunya pt individu brp hari, urgent nih",
        ],
    ),
    "pt-perorangan.ubah-ke-pt-biasa": (
        "public",
        None,
        [
            "Bagaimana cara mengubah PT perorangan menjadi PT biasa?",
            "pt perorangan mau ditambah pemegang saham bisa gak",
            "Usaha saya sudah besar, PT perorangan harus diubah jadi PT persekutuan modal, caranya?",
            "upgrade pt perorangan ke pt biasa",
            "Saya mau ajak teman masuk sebagai pemegang saham di PT perorangan saya, prosedurnya apa?",
            "Kapan PT perorangan wajib berubah status menjadi PT?",
            "perubahan status pt perseorangan jadi pt persekutuan modal lewat notaris?",
            "Apakah PT perorangan bisa dikonversi menjadi PT dengan dua pendiri?",
        ],
        [
            "convert PT perorangan to regular PT gimana caranya",
            "mau ganti PT individu jadi PT biasa, what's the procedure",
            "pt perorangan saya omzetnya udah lewat batas usaha kecil, harus switch ke pt biasa ya?",
        ],
    ),
    "pt-perorangan.pembubaran": (
        "public",
        None,
        [
            "Bagaimana cara membubarkan PT perorangan?",
            "tutup pt perorangan gimana",
            "Usaha saya sudah tidak jalan, PT perorangannya mau dibubarkan, prosesnya apa?",
            "pembubaran pt perseorangan lewat ahu online",
            "Apakah PT perorangan bisa dihapus sendiri oleh pemiliknya?",
            "Saya mau berhenti usaha, PT perorangan atas nama saya perlu ditutup resmi?",
            "pernyataan pembubaran pt perorangan isinya apa",
            "mau bubarin pt perorangan krn gak aktif lagi",
        ],
        [
            "how to dissolve a PT perorangan",
            "close down PT individu saya, langkahnya apa",
            "bubarin PT perorangan, is it done online?",
        ],
    ),
    "pt.akta-notaris": (
        "public",
        "pt-biasa-akta",
        [
            "Apakah pendirian PT biasa harus memakai akta notaris?",
            "pt biasa wajib notaris gak",
            "Kami bertiga mau mendirikan PT, apakah harus lewat notaris atau bisa isi form sendiri seperti PT perorangan?",
            "bikin PT persekutuan modal perlu akta notaris?",
            "Apakah akta pendirian PT bisa dibuat tanpa notaris?",
            "PT dengan 2 pemegang saham bisa didaftarkan sendiri tanpa notaris kah",
            "notaris itu wajib ya buat pt yg pendirinya lebih dari satu orang",
            "Mau tanya, untuk PT biasa aktanya dibuat siapa?",
        ],
        [
            "do I need a notary deed for a regular PT?",
            "pt non perorangan must use notaris or not",
            "is a notarial deed mandatory buat pendirian PT biasa",
        ],
    ),
    "pt.syarat": (
        "public",
        None,
        [
            "Apa saja syarat mendirikan PT biasa?",
            "syarat pt persekutuan modal",
            "Modal minimal PT sekarang berapa dan pendirinya minimal berapa orang?",
            "Kami mau bikin PT bersama dua teman, dokumen apa saja yang perlu disiapkan?",
            "persyaratan pendirian pt umum",
            "Apa yang harus dipenuhi untuk mendirikan PT yang bukan perorangan?",
            "berkas untuk pt biasa apa aja",
            "Apakah WNA boleh jadi pendiri PT biasa, dan apa syaratnya?",
        ],
        [
            "requirement pendirian PT biasa apa aja",
            "what documents do we need for a regular PT, kami 2 orang",
            "apa yang mesti disiapin buat PT persekutuan modal",
        ],
    ),
    "pt.biaya": (
        "public",
        None,
        [
            "Berapa biaya pendirian PT biasa?",
            "ongkos bikin pt brp",
            "Biaya pengesahan badan hukum PT di AHU berapa?",
            "PNBP pendirian PT persekutuan modal berapa rupiah?",
            "Bikin PT lewat notaris habisnya kira-kira berapa, yang ke negara berapa?",
            "tarif pengesahan pt",
            "harga voucher pendirian pt",
            "Biaya pemesanan nama PT dan pengesahannya berapa ya?",
        ],
        [],
    ),
    "pt.ubah-anggaran-dasar": (
        "public",
        None,
        [
            "Bagaimana cara mengubah anggaran dasar PT?",
            "ganti alamat pt harus lapor ke ahu?",
            "Kami mau ganti direktur, apakah harus diberitahukan ke Kemenkum?",
            "perubahan data perseroan lewat ahu online",
            "Mau tambah modal dasar PT, prosedurnya apa?",
            "ubah nama pt bisa gak",
            "Pemberitahuan perubahan susunan pemegang saham dilakukan di mana?",
            "ganti kbli pt perlu ubah akta?",
        ],
        [],
    ),
    "cv.cara-daftar": (
        "public",
        "cv-firma-pendaftaran",
        [
            "Di mana mendaftarkan CV sekarang?",
            "daftar cv dimana",
            "Apakah CV masih didaftarkan di pengadilan negeri?",
            "Saya mau bikin CV untuk usaha katering, daftarnya ke mana?",
            "cara daftar cv di ahu online",
            "CV didaftarkan lewat sistem apa ya sekarang?",
            "Pendaftaran CV sekarang di Kemenkum atau di PN?",
            "Bagaimana prosedur pendaftaran persekutuan komanditer?",
            "cv lama yg dulu daftar di PN harus daftar ulang di SABU?",
            "Mohon info tata cara pendaftaran CV baru",
        ],
        [
            "where do I register a CV sekarang",
            "register CV itu via SABU ya?",
            "daftarin persekutuan komanditer, which office?",
            "cv registration online, lewat notaris juga?",
        ],
    ),
    "cv.syarat": (
        "public",
        None,
        [
            "Apa saja syarat mendirikan CV?",
            "syarat bikin cv",
            "Untuk CV minimal berapa orang sekutunya dan dokumen apa yang perlu disiapkan?",
            "Dokumen pendirian CV apa saja?",
            "Saya dan adik mau bikin CV, yang dibutuhkan apa saja?",
            "persyaratan pendaftaran persekutuan komanditer",
            "cv harus punya modal minimal gak, terus syarat lainnya apa",
            "berkas cv apa aja yg wajib",
        ],
        [],
    ),
    "cv.biaya": (
        "public",
        None,
        [
            "Berapa biaya pendaftaran CV?",
            "daftar cv bayar brp",
            "PNBP pendaftaran CV di SABU berapa?",
            "Bikin CV sekarang habis berapa, termasuk notaris?",
            "tarif pendaftaran persekutuan komanditer",
            "Apakah pendaftaran CV dikenakan biaya?",
            "harga daftar cv online",
            "biaya pesan nama cv berapa",
        ],
        [
            "fee register CV berapa",
            "how much to set up a CV",
            "ongkosnya bikin cv all in kira2 brp",
        ],
    ),
    "firma.cara-daftar": (
        "public",
        "cv-firma-pendaftaran",
        [
            "Bagaimana cara mendaftarkan firma?",
            "daftar firma dimana",
            "Kami kantor konsultan mau bentuk firma, pendaftarannya ke instansi mana?",
            "firma masih didaftar di pengadilan negeri kah",
            "Prosedur pendaftaran persekutuan firma sekarang seperti apa?",
            "cara daftar firma hukum di sistem kemenkum",
            "Apakah firma bisa didaftarkan lewat SABU?",
            "mau daftarin firma, harus lewat notaris ya",
        ],
        [],
    ),
    "yayasan.cara-pendirian": (
        "public",
        "yayasan-pendirian",
        [
            "Bagaimana cara mendirikan yayasan?",
            "cara bikin yayasan",
            "Kami mau bikin yayasan pendidikan untuk anak yatim, prosesnya dari mana?",
            "langkah mendirikan yayasan sosial",
            "Yayasan itu didirikan lewat notaris lalu disahkan di mana?",
            "prosedur pengesahan yayasan di ahu",
            "Saya pengurus masjid, mau dibuatkan yayasan, tahapannya apa saja?",
            "pendirian yayasan bisa online gak",
            "Mohon penjelasan alur pendirian yayasan sampai dapat SK",
            "bikin yayasan panti asuhan gmn",
        ],
        [
            "how to set up a foundation (yayasan) di indonesia",
            "establish yayasan step2 nya gimana",
            "proses bikin yayasan, notaris dulu atau langsung ahu?",
        ],
    ),
    "yayasan.syarat": (
        "public",
        None,
        [
            "Apa saja syarat mendirikan yayasan?",
            "syarat yayasan apa aja",
            "Minimal kekayaan awal yayasan berapa dan organnya siapa saja?",
            "Dokumen apa yang harus disiapkan untuk pendirian yayasan?",
            "persyaratan pengesahan badan hukum yayasan",
            "Apakah WNA boleh ikut mendirikan yayasan? apa syaratnya",
            "pendiri yayasan minimal berapa orang",
            "berkas buat yayasan keagamaan apa saja",
        ],
        [
            "requirement buat bikin yayasan apa",
            "what documents are needed for a yayasan",
            "yang perlu disiapin sebelum ke notaris utk yayasan apa aja",
        ],
    ),
    "yayasan.biaya": (
        "public",
        None,
        [
            "Berapa biaya pengesahan yayasan?",
            "bikin yayasan bayar berapa",
            "PNBP pendirian yayasan di AHU berapa?",
            "Biaya pemesanan nama yayasan berapa?",
            "tarif sk yayasan",
            "Kira-kira total biaya mendirikan yayasan berapa, termasuk notaris?",
            "ongkos pengesahan yayasan kemenkum",
            "apakah ada biaya utk yayasan sosial",
        ],
        [],
    ),
    "yayasan.ubah-pengurus": (
        "public",
        None,
        [
            "Bagaimana cara mengganti pengurus yayasan?",
            "ganti ketua yayasan lapor kemana",
            "Pembina yayasan kami meninggal, bagaimana cara mengubah data organ yayasan di AHU?",
            "perubahan susunan pengurus yayasan",
            "Apakah pergantian pengawas yayasan perlu akta notaris?",
            "update data pengurus yayasan online",
            "Ketua yayasan mengundurkan diri, penggantinya didaftarkan bagaimana?",
            "ubah pembina yayasan prosedurnya apa",
        ],
        [
            "change the board of a yayasan gimana",
            "ganti pengurus yayasan, need notary or not?",
        ],
    ),
    "yayasan.pembubaran": (
        "public",
        None,
        [
            "Bagaimana cara membubarkan yayasan?",
            "tutup yayasan gimana",
            "Yayasan kami sudah tidak aktif bertahun-tahun, bagaimana prosedur pembubarannya?",
            "pembubaran yayasan lewat ahu",
            "Kekayaan yayasan yang dibubarkan diserahkan ke mana?",
            "hapus badan hukum yayasan",
            "Apakah yayasan bisa dibubarkan oleh pembina sendiri?",
            "likuidasi yayasan caranya",
        ],
        [
            "how to dissolve a yayasan",
            "close yayasan yg udah gak jalan, step nya apa",
        ],
    ),
    "perkumpulan.pengesahan": (
        "public",
        "perkumpulan-badan-hukum",
        [
            "Bagaimana perkumpulan bisa menjadi badan hukum?",
            "cara perkumpulan jadi badan hukum",
            "Komunitas kami mau dijadikan perkumpulan berbadan hukum, prosesnya bagaimana?",
            "pengesahan perkumpulan di ahu online",
            "Apakah ormas bisa disahkan sebagai perkumpulan badan hukum di Kemenkum?",
            "sk badan hukum perkumpulan gimana dapetnya",
            "Paguyuban warga mau punya status badan hukum, langkahnya apa?",
            "prosedur pengesahan badan hukum perkumpulan",
            "Asosiasi profesi kami ingin berbadan hukum, harus bagaimana?",
        ],
        [
            "how does an association get legal entity status",
            "perkumpulan mau jadi legal entity, caranya?",
            "pengesahan badan hukum utk komunitas, is it via AHU online?",
        ],
    ),
    "perkumpulan.syarat": (
        "public",
        None,
        [
            "Apa saja syarat pengesahan perkumpulan?",
            "syarat perkumpulan berbadan hukum",
            "Dokumen apa yang diperlukan untuk mendaftarkan perkumpulan?",
            "Perkumpulan minimal berapa orang pendirinya?",
            "berkas pengesahan perkumpulan apa aja",
            "Apa yang harus disiapkan komunitas sebelum mengajukan badan hukum perkumpulan?",
            "persyaratan sk perkumpulan",
            "perlu surat domisili gak buat perkumpulan",
        ],
        [
            "requirement pengesahan perkumpulan",
            "what do we need to register an association",
            "berkas2 yg mesti disiapin buat perkumpulan, list nya dong",
        ],
    ),
    "apostille.dokumen-apa": (
        "public",
        "apostille-dokumen",
        [
            "Dokumen apa saja yang bisa diapostille?",
            "ijazah bisa diapostille gak",
            "Saya mau kuliah ke Belanda, akta kelahiran dan ijazah saya bisa diapostille di Kemenkum?",
            "jenis dokumen yg bisa apostille",
            "Apakah akta notaris termasuk dokumen yang dapat diapostille?",
            "Surat keterangan catatan kepolisian bisa diapostille atau tidak?",
            "apostille buku nikah bisa?",
            "Dokumen terjemahan tersumpah bisa dimintakan apostille?",
            "Apa saja dokumen publik yang dilayani apostille?",
            "ktp bisa diapostille kah",
        ],
        [
            "which documents can be apostilled di indonesia",
            "can I apostille my transcript? ijazah S1",
            "dokumen apa yg eligible utk apostille",
        ],
    ),
    "apostille.beda-legalisasi": (
        "public",
        "apostille-vs-legalisasi",
        [
            "Apa beda apostille dengan legalisasi?",
            "apostille sama legalisasi bedanya apa",
            "Kalau dokumen sudah diapostille, masih perlu legalisasi ke kedutaan?",
            "Negara tujuan saya tidak ikut konvensi apostille, jadi pakai legalisasi ya?",
            "legalisasi vs apostille",
            "Kenapa sekarang tidak legalisasi lagi tapi apostille?",
            "Apakah apostille menggantikan legalisasi kedutaan untuk semua negara?",
            "bingung apostille atau legalisasi yg harus saya urus",
        ],
        [
            "difference between apostille and legalisation?",
            "apostille vs legalization, which one do I need for Japan",
            "masih perlu embassy legalization kalau udah apostille?",
        ],
    ),
    "apostille.biaya": (
        "public",
        "apostille-biaya-lanjutan",
        [
            "Berapa biaya apostille per dokumen?",
            "apostille bayar berapa",
            "Tarif PNBP apostille satu dokumen berapa?",
            "Saya mau apostille 3 dokumen, totalnya berapa?",
            "harga apostille ijazah",
            "ongkos apostille di kemenkum brp",
            "Apakah apostille ada biayanya atau gratis?",
            "biaya apostille akta kelahiran",
            "Pembayaran apostille berapa dan bayarnya lewat apa?",
        ],
        [
            "how much is the apostille fee",
            "fee apostille per document brp",
            "PNBP apostille skrg berapaan",
            "cost apostille buat 2 ijazah",
        ],
    ),
    "apostille.cara": (
        "public",
        None,
        [
            "Bagaimana cara mengajukan apostille?",
            "cara apostille online",
            "Langkah permohonan apostille di website AHU seperti apa?",
            "apostille harus datang ke kantor atau online?",
            "Saya di luar kota, apakah apostille bisa diurus dari rumah?",
            "prosedur apostille ijazah",
            "Setelah bayar apostille, dokumennya diambil di mana?",
            "alur pengajuan apostille",
        ],
        [],
    ),
    "apostille.lama": (
        "public",
        None,
        [
            "Berapa lama proses apostille?",
            "apostille jadi berapa hari",
            "Saya berangkat minggu depan, apostille bisa selesai sebelum itu?",
            "lama proses apostille ijazah",
            "Sudah bayar apostille kemarin, kapan bisa diambil?",
            "apostille berapa hari kerja",
            "Apakah apostille bisa selesai di hari yang sama?",
            "durasi apostille sekarang",
        ],
        [
            "processing time apostille berapa lama",
            "kapan jadi apostille kalo apply hari ini",
            "how many days for apostille, I need it asap",
            "estimasi apostille selesai",
        ],
    ),
    "apostille.syarat": (
        "public",
        None,
        [
            "Apa saja syarat mengajukan apostille?",
            "syarat apostille apa aja",
            "Dokumen pendukung apa yang perlu diunggah untuk apostille?",
            "Untuk apostille ijazah, perlu legalisir kampus dulu?",
            "persyaratan permohonan apostille",
            "Apa yang harus disiapkan sebelum mengajukan apostille akta kelahiran?",
            "apostille perlu ktp pemohon gak",
            "berkas apostille",
        ],
        [
            "requirement apply apostille apa",
            "what do I need to prepare for an apostille",
            "apostille perlu upload apa aja sih",
        ],
    ),
    "fidusia.cara-daftar": (
        "public",
        "fidusia-pendaftaran",
        [
            "Bagaimana cara mendaftarkan jaminan fidusia?",
            "cara daftar fidusia",
            "Kami leasing kecil, pendaftaran fidusia dilakukan di mana?",
            "pendaftaran fidusia online",
            "Apakah pendaftaran fidusia harus lewat notaris?",
            "prosedur pendaftaran jaminan fidusia di ahu",
            "Kredit motor saya katanya wajib didaftarkan fidusia, siapa yang mendaftarkan dan bagaimana?",
            "daftar fidusia kendaraan gimana",
            "Alur pendaftaran fidusia sampai terbit sertifikat",
        ],
        [
            "how to register fiduciary security",
            "register jaminan fidusia via online, gimana",
            "fiduciary registration itu dilakukan siapa?",
        ],
    ),
    "fidusia.biaya": (
        "public",
        None,
        [
            "Berapa biaya pendaftaran jaminan fidusia?",
            "fidusia bayar brp",
            "PNBP fidusia untuk nilai penjaminan 50 juta berapa?",
            "Tarif pendaftaran fidusia dihitung dari apa?",
            "biaya sertifikat fidusia",
            "harga daftar fidusia motor",
            "Apakah biaya fidusia tergantung nilai penjaminan?",
            "ongkos fidusia mobil",
        ],
        [
            "fee fiduciary registration berapa",
            "how much to register fidusia",
            "PNBP fidusia skrg",
        ],
    ),
    "fidusia.roya": (
        "public",
        None,
        [
            "Bagaimana cara menghapus jaminan fidusia?",
            "roya fidusia gimana",
            "Kredit mobil saya sudah lunas, fidusianya harus dihapus di mana?",
            "penghapusan fidusia online",
            "Leasing tidak menghapus fidusia padahal sudah lunas, saya harus bagaimana?",
            "cara roya fidusia motor",
            "Siapa yang wajib mengajukan penghapusan sertifikat jaminan fidusia?",
            "hapus fidusia setelah lunas",
            "Batas waktu penghapusan fidusia setelah utang lunas berapa hari?",
        ],
        [
            "how to cancel a fiduciary registration after loan paid off",
            "delete fidusia, lunas udah, gimana",
            "roya fidusia is done by leasing or by me?",
        ],
    ),
    "fidusia.perubahan": (
        "public",
        None,
        [
            "Bagaimana cara mengubah data jaminan fidusia?",
            "perubahan fidusia gimana",
            "Nomor rangka di sertifikat fidusia salah, cara memperbaikinya?",
            "ubah nilai penjaminan fidusia",
            "Objek jaminan fidusia diganti, apakah harus daftar perubahan?",
            "perbaikan sertifikat fidusia",
            "Nama debitur salah ketik di fidusia, bagaimana mengubahnya?",
            "pernyataan perubahan fidusia",
        ],
        [
            "how to amend fidusia data",
            "change data sertifikat fidusia, salah input",
            "revisi fidusia online bisa?",
        ],
    ),
    "fidusia.lama": (
        "public",
        None,
        [
            "Berapa lama sertifikat fidusia terbit?",
            "fidusia jadi berapa hari",
            "Setelah bayar PNBP fidusia, sertifikat keluar kapan?",
            "lama proses pendaftaran fidusia",
            "Apakah sertifikat fidusia langsung terbit di hari yang sama?",
            "fidusia belum terbit sudah 2 hari normal gak",
            "waktu penerbitan sertifikat jaminan fidusia",
            "fidusia butuh berapa lama",
        ],
        [
            "processing time fidusia",
            "kapan jadi sertifikat fidusianya",
            "how long until the fiduciary certificate is issued",
        ],
    ),
    "wasiat.cara-cek": (
        "public",
        "wasiat-pencarian",
        [
            "Bagaimana cara mengetahui almarhum meninggalkan wasiat?",
            "cek wasiat orang tua yg sudah meninggal",
            "Ayah saya meninggal bulan lalu, bagaimana kami tahu beliau pernah membuat wasiat?",
            "cara cari wasiat di ahu",
            "Permohonan surat keterangan wasiat diajukan lewat siapa?",
            "pencarian data wasiat",
            "Apakah ahli waris bisa cek sendiri ada tidaknya wasiat?",
            "surat keterangan wasiat buat urus warisan gimana dapetnya",
            "Notaris minta surat keterangan wasiat dari AHU, itu diurus bagaimana?",
        ],
        [
            "how to check if my late father left a will",
            "cari wasiat almarhumah ibu, where to request",
            "will registry search caranya",
        ],
    ),
    "wasiat.syarat": (
        "public",
        None,
        [
            "Apa syarat mengajukan surat keterangan wasiat?",
            "syarat cek wasiat",
            "Dokumen apa yang dibutuhkan untuk pencarian wasiat almarhum?",
            "perlu akta kematian gak buat cek wasiat",
            "Untuk permohonan keterangan wasiat harus melampirkan apa saja?",
            "berkas surat keterangan wasiat",
            "persyaratan pencarian wasiat untuk ahli waris",
            "apa yang disiapkan notaris untuk cek wasiat",
        ],
        [],
    ),
    "wasiat.biaya": (
        "public",
        None,
        [
            "Berapa biaya surat keterangan wasiat?",
            "cek wasiat bayar brp",
            "PNBP pencarian wasiat berapa?",
            "Apakah permohonan keterangan wasiat dipungut biaya?",
            "tarif surat keterangan wasiat",
            "biaya cek wasiat almarhum",
            "harga sk wasiat",
            "Untuk cari wasiat lewat notaris, yang dibayar ke negara berapa?",
        ],
        [
            "fee will search berapa",
            "how much is the surat keterangan wasiat",
            "ongkosnya cari wasiat",
        ],
    ),
    "kewarganegaraan-ganda.batas-usia": (
        "public",
        "kewarganegaraan-ganda-anak",
        [
            "Sampai umur berapa anak berkewarganegaraan ganda harus memilih?",
            "anak kewarganegaraan ganda wajib milih umur berapa",
            "Anak saya lahir dari ayah WNA, kapan dia harus memilih kewarganegaraan?",
            "batas usia memilih kewarganegaraan anak ganda",
            "Apakah anak dwi kewarganegaraan harus memilih di usia 18 atau 21?",
            "anak saya sudah 19 tahun masih punya 2 paspor, telat gak milihnya",
            "Kalau anak berkewarganegaraan ganda menikah sebelum 18, kapan harus memilih?",
            "usia maksimal pernyataan memilih kewarganegaraan",
            "Tenggat anak hasil kawin campur untuk memilih WNI",
        ],
        [
            "at what age must a dual citizen child choose?",
            "dual citizenship anak deadline umur berapa",
            "anak bipatride harus pilih kewarganegaraan by what age",
        ],
    ),
    "kewarganegaraan-ganda.cara-memilih": (
        "public",
        None,
        [
            "Bagaimana cara anak berkewarganegaraan ganda menyatakan memilih WNI?",
            "cara milih wni buat anak ganda",
            "Anak saya sudah 18, pernyataan memilih kewarganegaraan diajukan ke mana?",
            "prosedur pernyataan memilih kewarganegaraan",
            "Apakah pernyataan memilih WNI bisa diajukan dari luar negeri?",
            "daftar pilih kewarganegaraan online",
            "Anak kawin campur mau jadi WNI saja, prosesnya lewat mana?",
            "pernyataan memilih kewarganegaraan di kedutaan atau kanwil",
        ],
        [
            "how does my dual citizen kid declare Indonesian citizenship",
            "apply choose WNI utk anak, where",
            "proses pilih kewarganegaraan, can it be done online?",
        ],
    ),
    "naturalisasi.syarat": (
        "public",
        None,
        [
            "Apa syarat pewarganegaraan untuk WNA?",
            "syarat jadi wni",
            "Suami saya WNA sudah tinggal 10 tahun di Indonesia, bisa jadi WNI? Syaratnya apa?",
            "persyaratan naturalisasi",
            "Berapa lama harus tinggal di Indonesia untuk mengajukan pewarganegaraan?",
            "wna mau jadi wni dokumen apa aja",
            "Ketentuan permohonan kewarganegaraan RI bagi orang asing",
            "syarat pewarganegaraan lewat perkawinan",
        ],
        [],
    ),
    "ahu-akun.reset-password": (
        "public",
        None,
        [
            "Bagaimana cara reset password akun AHU Online?",
            "lupa password ahu",
            "Saya tidak bisa login ke AHU Online, katanya password salah terus, harus bagaimana?",
            "akun ahu terkunci",
            "email untuk reset kata sandi AHU tidak masuk",
            "Cara mengganti password akun notaris di AHU?",
            "gak bisa login ahu online",
            "lupa username dan password ahu online gimana",
            "Link reset password AHU sudah kedaluwarsa, minta lagi di mana?",
        ],
        [],
    ),
    "ahu-akun.voucher": (
        "public",
        None,
        [
            "Bagaimana cara membayar voucher AHU?",
            "bayar voucher ahu lewat mana",
            "Saya sudah bayar voucher tapi statusnya belum terbayar, bagaimana?",
            "voucher ahu bisa dibayar lewat m-banking?",
            "Kode billing PNBP AHU dibayar di bank mana saja?",
            "voucher kadaluarsa bisa refund gak",
            "cara beli voucher pendirian di ahu online",
            "Voucher sudah dibayar tapi salah pilih jenis layanan, bisa diganti?",
        ],
        [
            "how to pay the AHU voucher",
            "voucher udah paid tapi status masih unpaid",
            "bayar billing PNBP ahu pake e-wallet bisa?",
        ],
    ),
    "layanan.kontak": (
        "public",
        None,
        [
            "Nomor call center AHU berapa?",
            "kontak ahu",
            "Saya mau komplain langsung ke petugas, bisa hubungi ke mana?",
            "alamat kantor ditjen ahu",
            "jam layanan ahu buka jam berapa",
            "Apakah ada layanan tatap muka di kantor AHU?",
            "email pengaduan ahu",
            "bisa chat sama admin manusia gak",
        ],
        [],
    ),
    "merek.cara-daftar": (
        "public",
        None,
        [
            "Bagaimana cara mendaftarkan merek dagang?",
            "daftar merek dimana",
            "Saya mau daftarkan merek usaha keripik saya, di sini bisa?",
            "cara daftar hak merek online",
            "Pendaftaran merek apakah lewat AHU?",
            "mau patenkan nama usaha",
            "daftar HAKI merek gimana",
            "Nama PT saya sudah terdaftar, apakah otomatis jadi merek?",
        ],
        [],
    ),
    # ---------------------------------------------------------------- internal
    "internal.pt-perorangan-bulanan-provinsi": (
        "internal",
        "internal-jumlah-pt-bulanan",
        [
            "Berapa PT perorangan yang terdaftar bulan lalu per provinsi?",
            "jumlah pendaftaran pt perorangan bulan kemarin per provinsi",
            "Tolong rekap PT perorangan bulan Maret 2026 dipecah per provinsi",
            "pt perorangan maret per provinsi",
            "Minta data jumlah pendirian PT perorangan bulan lalu untuk setiap provinsi",
            "Untuk bahan rapat, berapa PT perorangan baru bulan lalu di tiap provinsi?",
            "breakdown provinsi pt perorangan bulan lalu",
            "Saya perlu angka PT perorangan terdaftar selama Maret, per provinsi ya",
        ],
        [
            "PT perorangan last month by province",
            "tolong breakdown per provinsi utk registrasi pt perorangan bulan lalu",
        ],
    ),
    "internal.pt-perorangan-tahunan-provinsi": (
        "internal",
        "internal-pt-bali-lanjutan",
        [
            "Berapa PT perorangan yang didaftarkan di Jawa Tengah tahun 2025?",
            "jumlah pt perorangan di bali 2025",
            "Total PT perorangan di Sulawesi Selatan sepanjang 2025 berapa?",
            "Berapa pendaftaran PT perorangan di DI Yogyakarta tahun lalu?",
            "pt perorangan ntb tahun 2025",
            "Minta angka PT perorangan di Kalimantan Timur untuk tahun 2025",
            "Berapa PT perorangan terdaftar di Sumatera Barat tahun 2025 dibanding 2024?",
            "Tolong cek jumlah PT perorangan Papua tahun lalu",
        ],
        [],
    ),
    "internal.pt-perorangan-ranking-provinsi": (
        "internal",
        "internal-provinsi-pt-terbanyak-2025",
        [
            "Tiga provinsi dengan pendaftaran PT perorangan terbanyak tahun 2025?",
            "provinsi paling banyak pt perorangan 2025",
            "Urutkan provinsi berdasarkan jumlah PT perorangan tahun 2025, ambil 3 teratas",
            "top 3 provinsi pt perorangan tahun lalu",
            "Provinsi mana yang paling banyak mendaftarkan PT perorangan sepanjang 2025?",
            "ranking provinsi pendaftaran pt perorangan 2025",
            "Siapa tiga besar provinsi untuk PT perorangan tahun 2025?",
            "Tolong peringkat provinsi teratas jumlah PT perorangan 2025",
        ],
        [
            "top 3 provinces PT perorangan 2025",
            "provinsi mana yg paling tinggi registrasi pt perorangan, ranking top three",
        ],
    ),
    "internal.fidusia-per-kanwil": (
        "internal",
        "internal-fidusia-kantor-wilayah",
        [
            "Kanwil mana saja yang mencatat lebih dari 1.000 pendaftaran fidusia bulan lalu?",
            "pendaftaran fidusia per kanwil bulan lalu",
            "Berapa jumlah pendaftaran jaminan fidusia di setiap kantor wilayah bulan Maret?",
            "fidusia per kantor wilayah maret 2026",
            "Tolong daftar kanwil dengan pendaftaran fidusia di atas seribu bulan kemarin",
            "Rekap pendaftaran fidusia dipecah per kantor wilayah untuk Februari",
            "kanwil mana fidusia paling banyak bulan lalu",
            "Minta data volume fidusia per kanwil kuartal pertama 2026",
        ],
        [
            "fiduciary registrations per regional office last month",
            "kanwil yg fidusianya above 1000 bulan lalu apa aja",
        ],
    ),
    "internal.yayasan-tren-bulanan": (
        "internal",
        None,
        [
            "Bagaimana tren pengesahan yayasan per bulan selama 2025?",
            "tren yayasan bulanan 2025",
            "Jumlah yayasan yang disahkan tiap bulan dari Januari sampai Maret 2026?",
            "grafik pengesahan yayasan per bulan",
            "Apakah pengesahan yayasan naik atau turun dibanding tahun lalu, per bulan?",
            "rekap bulanan pendirian yayasan tahun ini",
            "Tolong tampilkan jumlah yayasan baru per bulan 12 bulan terakhir",
            "yayasan disahkan bulan lalu berapa, bandingkan bulan sebelumnya",
        ],
        [],
    ),
    "internal.apostille-jumlah": (
        "internal",
        None,
        [
            "Berapa jumlah permohonan apostille bulan lalu?",
            "total apostille maret 2026",
            "Berapa dokumen yang diapostille sepanjang kuartal pertama 2026?",
            "jumlah apostille per bulan tahun ini",
            "Tolong hitung permohonan apostille yang selesai bulan kemarin",
            "Apostille bulan lalu dibanding bulan sebelumnya naik berapa persen?",
            "rekap apostille per jenis dokumen bulan lalu",
            "jumlah apostille 2025 total",
        ],
        [
            "apostille volume last month berapa",
            "total apostille requests Q1 2026",
        ],
    ),
}

FOLLOW_UPS: dict[str, list[str]] = {
    "internal.pt-perorangan-bulanan-provinsi": [
        "Kalau bulan sebelumnya?",
        "dan februari?",
        "yang jawa timur aja berapa",
        "Bandingkan dengan bulan yang sama tahun lalu",
    ],
    "internal.pt-perorangan-tahunan-provinsi": [
        "Dan pada tahun sebelumnya?",
        "kalau 2024?",
        "tahun sebelumnya berapa",
        "Naik atau turun dibanding 2024?",
    ],
    "internal.fidusia-per-kanwil": [
        "Kalau bulan sebelumnya?",
        "yang jawa barat aja berapa",
        "dan tahun lalu di bulan yang sama?",
    ],
    "internal.apostille-jumlah": [
        "kalau bulan sebelumnya?",
        "dan tahun lalu?",
    ],
}

NONE_PHRASES = [
    "terima kasih",
    "makasih kak",
    "ok",
    "oke makasih",
    "siap",
    "mantap",
    "halo",
    "pagi min",
    "sip",
    "baik, terima kasih infonya",
    "oh gitu ya",
    "sudah jelas, terima kasih",
    "assalamualaikum",
    "permisi",
    "oke siap",
    "wah makasih banyak",
    "hmm oke",
    "tes",
]
NONE_HARD = ["thanks", "ok noted", "thank you min", "noted, makasih", "great thanks"]

TYPICAL_INTENTS = [
    "pt-perorangan.syarat",
    "ahu-akun.reset-password",
    "pt-perorangan.biaya",
    "fidusia.roya",
    "apostille.biaya",
    "cv.cara-daftar",
    "yayasan.cara-pendirian",
    "apostille.dokumen-apa",
    "pt-perorangan.cara-daftar",
    "ahu-akun.voucher",
    "fidusia.cara-daftar",
    "pt.akta-notaris",
    "kewarganegaraan-ganda.batas-usia",
    "wasiat.cara-cek",
    "apostille.cara",
    "pt.biaya",
    "cv.syarat",
    "yayasan.biaya",
    "apostille.beda-legalisasi",
    "fidusia.biaya",
    "layanan.kontak",
    "perkumpulan.pengesahan",
    "wasiat.syarat",
    "naturalisasi.syarat",
    "merek.cara-daftar",
    "firma.cara-daftar",
    "internal.pt-perorangan-bulanan-provinsi",
    "internal.fidusia-per-kanwil",
    "internal.pt-perorangan-ranking-provinsi",
    "internal.pt-perorangan-tahunan-provinsi",
    "internal.yayasan-tren-bulanan",
]

HARD_INTENTS = [
    "pt-perorangan.biaya",
    "pt-perorangan.syarat",
    "apostille.biaya",
    "fidusia.roya",
    "pt-perorangan.lama-proses",
    "apostille.lama",
    "pt-perorangan.cara-daftar",
    "apostille.syarat",
    "yayasan.cara-pendirian",
    "fidusia.cara-daftar",
    "apostille.dokumen-apa",
    "yayasan.syarat",
    "cv.cara-daftar",
    "fidusia.lama",
    "fidusia.biaya",
    "ahu-akun.voucher",
    "pt.akta-notaris",
    "kewarganegaraan-ganda.cara-memilih",
    "kewarganegaraan-ganda.batas-usia",
    "pt.syarat",
    "wasiat.cara-cek",
    "cv.biaya",
    "apostille.beda-legalisasi",
    "fidusia.perubahan",
    "pt-perorangan.ubah-ke-pt-biasa",
    "wasiat.biaya",
    "perkumpulan.syarat",
    "yayasan.ubah-pengurus",
    "perkumpulan.pengesahan",
    "pt-perorangan.pembubaran",
    "internal.pt-perorangan-ranking-provinsi",
    "internal.fidusia-per-kanwil",
    "internal.pt-perorangan-bulanan-provinsi",
    "internal.apostille-jumlah",
]

# ---------------------------------------------------------------------------
# Noise
# ---------------------------------------------------------------------------

GREET_PRE = [
    "halo",
    "halo min",
    "pagi min",
    "siang kak",
    "sore",
    "permisi",
    "mohon info",
    "selamat pagi",
    "assalamualaikum",
    "min",
    "kak mau tanya",
    "gan",
    "maaf mau tanya",
    "numpang tanya",
]
GREET_PRE_HARD = ["hi", "hello min", "excuse me", "sorry mau nanya", "morning kak"]
POLITE_POST = [
    "terima kasih",
    "makasih",
    "mohon bantuannya",
    "tks",
    "trims",
    "mohon infonya ya",
]
POLITE_POST_HARD = ["thanks", "thx", "please", "pls help", "asap ya"]
PARTICLES = ["ya", "dong", "nih", "gan", "kak", "min", "sih"]

ABBREV = {
    "yang": ["yg"],
    "dengan": ["dgn", "dg"],
    "untuk": ["utk", "buat"],
    "tidak": ["tdk", "gak", "ngga", "nggak"],
    "saya": ["sy", "aku", "saya"],
    "bisa": ["bs", "bisa"],
    "bagaimana": ["gmn", "gimana", "bgmn"],
    "gimana": ["gmn", "gmna"],
    "berapa": ["brp", "brapa"],
    "dimana": ["dmn"],
    "banget": ["bgt"],
    "sudah": ["udah", "udh", "sdh"],
    "kalau": ["kalo", "klo"],
    "apakah": ["apa"],
    "tahun": ["thn"],
    "harus": ["hrs"],
    "belum": ["blm"],
    "sama": ["sm"],
    "juga": ["jg"],
    "karena": ["krn"],
    "terima": ["trima"],
    "mau": ["mo", "mau"],
    "apa": ["apa", "ap"],
    "tolong": ["tlg"],
    "lagi": ["lg"],
}

FIRST_NAMES = ["budi", "siti", "andi", "dewi", "rizky", "putri", "agus", "nur", "fajar", "rina"]
MAIL_DOMAINS = ["gmail.com", "yahoo.co.id", "gmail.com", "outlook.com", "mail.com"]


def fake_nik(rng: random.Random) -> str:
    prov = rng.choice(["31", "32", "33", "35", "36", "51", "73", "12"])
    rest = "".join(str(rng.randrange(10)) for _ in range(14))
    return prov + rest


def fake_phone(rng: random.Random) -> str:
    pre = rng.choice(["0812", "0813", "0857", "0878", "0821", "0896"])
    a = "".join(str(rng.randrange(10)) for _ in range(4))
    b = "".join(str(rng.randrange(10)) for _ in range(4))
    return rng.choice([f"{pre}-{a}-{b}", f"{pre}{a}{b}", f"{pre} {a} {b}"])


def fake_email(rng: random.Random) -> str:
    name = rng.choice(FIRST_NAMES) + rng.choice(["", ".", "_"]) + str(rng.randrange(10, 999))
    return f"{name}@{rng.choice(MAIL_DOMAINS)}"


def fake_npwp(rng: random.Random) -> str:
    d = [str(rng.randrange(10)) for _ in range(15)]
    s = "".join(d)
    return f"{s[0:2]}.{s[2:5]}.{s[5:8]}.{s[8]}-{s[9:12]}.{s[12:15]}"


def pii_snippet(rng: random.Random) -> str:
    kind = rng.choice(["nik", "phone", "email", "npwp", "phone"])
    if kind == "nik":
        return rng.choice(["NIK saya ", "nik ", "NIK: "]) + fake_nik(rng)
    if kind == "phone":
        return rng.choice(["no hp ", "wa saya ", "hubungi ", "HP: "]) + fake_phone(rng)
    if kind == "email":
        return rng.choice(["email saya ", "email: ", "bales ke "]) + fake_email(rng)
    return rng.choice(["npwp ", "NPWP perusahaan ", "NPWP: "]) + fake_npwp(rng)


def typo(word: str, rng: random.Random) -> str:
    if len(word) < 4 or not word.isalpha():
        return word
    i = rng.randrange(1, len(word) - 1)
    op = rng.choice(["swap", "drop", "double"])
    if op == "swap":
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if op == "drop":
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]


def add_typo(text: str, rng: random.Random) -> str:
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    new = typo(words[i], rng)
    if new == words[i]:
        return text
    words[i] = new
    return " ".join(words)


def abbreviate(text: str, rng: random.Random, p: float) -> str:
    out = []
    for w in text.split(" "):
        core = w.rstrip("?,.!")
        tail = w[len(core) :]
        key = core.lower()
        if key in ABBREV and rng.random() < p:
            rep = rng.choice(ABBREV[key])
            if core[:1].isupper() and rng.random() < 0.3:
                rep = rep.capitalize()
            out.append(rep + tail)
        else:
            out.append(w)
    text = " ".join(out)
    if "di mana" in text and rng.random() < p:
        text = text.replace("di mana", rng.choice(["dimana", "dmn"]))
    return text


def noisy(text: str, rng: random.Random, hard: bool) -> str:
    pre = GREET_PRE + (GREET_PRE_HARD if hard else [])
    post = POLITE_POST + (POLITE_POST_HARD if hard else [])
    if rng.random() < 0.55:
        text = abbreviate(text, rng, 0.6)
    if rng.random() < 0.55:
        text = text.lower()
    r = rng.random()
    if r < 0.35:
        text = text.rstrip("?.")
    elif r < 0.5 and text.endswith("?"):
        text = text + "?" * rng.randrange(1, 4)
    if rng.random() < 0.2:
        text = text.rstrip("?.") + " " + rng.choice(PARTICLES) + rng.choice(["", "?", "??"])
    if rng.random() < 0.3:
        sep = rng.choice([", ", " ", ". ", "... ", " - "])
        text = rng.choice(pre) + sep + text
    if rng.random() < 0.15:
        text = text + rng.choice([" ", ", ", ". "]) + rng.choice(post)
    if rng.random() < 0.05:
        snip = pii_snippet(rng)
        text = snip + ". " + text if rng.random() < 0.4 else text + " " + snip
    if rng.random() < (0.25 if hard else 0.30):
        text = add_typo(text, rng)
    if rng.random() < 0.05:
        text = text.upper() if rng.random() < 0.3 else text.replace(" ", "  ", 1)
    return text


def noisy_none(text: str, rng: random.Random) -> str:
    if rng.random() < 0.4:
        text = text.lower()
    if rng.random() < 0.3:
        text = text + rng.choice(["", " ya", " kak", " min", "!", " 🙏", " 👍"])
    if rng.random() < 0.15:
        text = add_typo(text, rng)
    return text


# ---------------------------------------------------------------------------
# Week generation
# ---------------------------------------------------------------------------


def zipf_weights(n: int, s: float) -> list[float]:
    return [1.0 / (k**s) for k in range(1, n + 1)]


def day_hour(rng: random.Random, days: list[dt.date]) -> dt.datetime:
    weights = [0.6 if d.weekday() >= 5 else 1.0 for d in days]
    day = rng.choices(days, weights=weights)[0]
    hours = list(range(24))
    hw = [
        0.1, 0.05, 0.05, 0.05, 0.1, 0.3, 0.6, 1.2, 2.0, 2.6, 2.8, 2.6,
        2.0, 2.4, 2.6, 2.3, 1.8, 1.3, 1.0, 1.2, 1.3, 1.0, 0.6, 0.3,
    ]  # fmt: skip
    hour = rng.choices(hours, weights=hw)[0]
    minute = rng.randrange(60)
    return dt.datetime(day.year, day.month, day.day, hour, minute, tzinfo=TZ)


def build_week(
    seed: int, start: dt.date, intents: list[str], hard: bool, total: int = 3000
) -> tuple[list[dict[str, str]], dict[str, str | None]]:
    rng = random.Random(seed)
    days = [start + dt.timedelta(days=i) for i in range(7)]
    public = [i for i in intents if BANK[i][0] == "public"]
    internal = [i for i in intents if BANK[i][0] == "internal"]
    n_none = round(total * (0.045 + 0.01 * rng.random()))
    n_int = round(total * 0.05)
    n_pub = total - n_none - n_int

    pub_labels = rng.choices(public, weights=zipf_weights(len(public), 1.05), k=n_pub)
    # make sure every public intent appears a handful of times
    for k, iid in enumerate(public):
        for j in range(6):
            pub_labels[(k * 6 + j) * 7 % n_pub] = iid
    rng.shuffle(pub_labels)

    sessions: list[list[tuple[str, str]]] = []  # (label, question)
    none_left = n_none
    pos = 0
    while pos < n_pub:
        size = rng.choice([1, 1, 1, 1, 2, 2, 2, 3, 3, 4])
        chunk = pub_labels[pos : pos + size]
        pos += size
        sess = []
        if none_left > 0 and rng.random() < 0.03:
            sess.append(("none", rng.choice(["halo", "pagi min", "permisi", "halo kak"])))
            none_left -= 1
        for lab in chunk:
            sess.append((lab, phrase(lab, rng, hard)))
        if none_left > 0 and rng.random() < 0.06:
            sess.append(("none", none_phrase(rng, hard)))
            none_left -= 1
        sessions.append(sess)

    int_labels = rng.choices(internal, weights=zipf_weights(len(internal), 0.9), k=n_int)
    k = 0
    while k < n_int:
        lab = int_labels[k]
        k += 1
        sess = [(lab, phrase(lab, rng, hard))]
        while k < n_int and len(sess) < 4 and rng.random() < 0.45:
            if lab in FOLLOW_UPS and rng.random() < 0.6:
                fu = rng.choice(FOLLOW_UPS[lab])
                sess.append((lab, fu.lower() if rng.random() < 0.4 else fu))
            else:
                lab = int_labels[k]
                sess.append((lab, phrase(lab, rng, hard)))
            k += 1
        sessions.append([(lb, q) for lb, q in sess])
    while none_left > 0:
        sessions.append([("none", none_phrase(rng, hard))])
        none_left -= 1

    lines: list[tuple[dt.datetime, int, int, dict[str, str]]] = []
    for si, sess in enumerate(sessions):
        sid = "s-" + "".join(rng.choice("0123456789abcdef") for _ in range(8))
        surface = "internal" if sess[0][0].startswith("internal.") else "public"
        t = day_hour(rng, days)
        for qi, (lab, q) in enumerate(sess):
            if qi:
                t = t + dt.timedelta(minutes=rng.randrange(1, 7))
            rec: dict[str, str] = {
                "at": t.isoformat(),
                "session": sid,
                "question": q,
                "surface": surface,
            }
            r = rng.random()
            if lab != "none" and r < 0.10:
                rec["feedback"] = "up"
            elif lab != "none" and r < 0.16:
                rec["feedback"] = "down"
            rec["label"] = lab
            lines.append((t, si, qi, rec))
    lines.sort(key=lambda x: (x[0], x[1], x[2]))
    recs = [x[3] for x in lines][:total]
    covered = {i: BANK[i][1] for i in intents}
    return recs, covered


def phrase(label: str, rng: random.Random, hard: bool) -> str:
    _, _, base, extra = BANK[label]
    pool = base + extra if hard else base
    if hard and extra and rng.random() < 0.25:
        pool = extra
    return noisy(rng.choice(pool), rng, hard)


def none_phrase(rng: random.Random, hard: bool) -> str:
    pool = NONE_PHRASES + (NONE_HARD if hard else [])
    return noisy_none(rng.choice(pool), rng)


WEEKS = [
    ("final-typical", 20260406, dt.date(2026, 4, 6), TYPICAL_INTENTS, False),
    ("final-hard", 20260413, dt.date(2026, 4, 13), HARD_INTENTS, True),
]


def stats(name: str, recs: list[dict[str, str]], covered: dict[str, str | None]) -> None:
    print(f"== {name}")
    print(f"lines: {len(recs)}")
    print(f"intents: {len({r['label'] for r in recs if r['label'] != 'none'})}")
    print(f"none lines: {sum(r['label'] == 'none' for r in recs)}")
    for surf in ("public", "internal"):
        print(f"lines[{surf}]: {sum(r['surface'] == surf for r in recs)}")
    lab = [r for r in recs if r["label"] != "none"]
    cov = [r for r in lab if covered.get(r["label"])]
    print(f"covered share (overall): {len(cov) / len(lab):.3f}")
    for surf in ("public", "internal"):
        s_lab = [r for r in lab if r["surface"] == surf]
        s_cov = [r for r in s_lab if covered.get(r["label"])]
        share = len(s_cov) / len(s_lab) if s_lab else 0.0
        print(f"covered share [{surf}]: {share:.3f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", required=True, help="output directory")
    ap.add_argument("--stats", action="store_true", help="print per-week statistics")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, seed, start, intents, hard in WEEKS:
        recs, covered = build_week(seed, start, intents, hard)
        with (out / f"{name}.jsonl").open("w", encoding="utf-8", newline="\n") as f:
            for r in recs:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
        truth = {"set": SET_PATH, "covered": covered}
        (out / f"{name}.truth.json").write_text(
            json.dumps(truth, ensure_ascii=False, indent=2) + "\n", encoding="utf-8"
        )
        if args.stats:
            stats(name, recs, covered)


if __name__ == "__main__":
    main()
