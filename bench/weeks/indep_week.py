"""Independently written TUNING weeks for question grouping.

These two labelled weeks (``indep-typical`` and ``indep-hard``) were written
by hand, without reading the grouping code, its tests or its design notes;
only the example golden set was read, to decide which intents it covers.
They are meant for TUNING the grouping feature, not as a held-out test.

Each week is ~2,500 JSON lines over 7 days, ~5 % internal, with Zipf-like
intent frequencies. The generator is seeded and deterministic (stdlib only):

    python3 bench/weeks/indep_week.py --out bench/weeks
    python3 bench/weeks/indep_week.py --out bench/weeks --stats
"""

from __future__ import annotations

import argparse
import json
import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from pathlib import Path

GOLDEN_SET = "src/goldeneval/data/golden-set.example.yaml"
LINES_PER_WEEK = 2500
INTERNAL_SHARE = 0.05
NONE_SHARE = 0.05
WIB = timezone(timedelta(hours=7))
START = datetime(2025, 5, 5, tzinfo=WIB)


@dataclass(frozen=True)
class Intent:
    """One intent: its surface, service domain and hand-written phrasings."""

    id: str
    surface: str
    domain: str
    typical: list[str] = field(default_factory=list)
    hard: list[str] = field(default_factory=list)


INTENTS: list[Intent] = [
    Intent(
        "pt-perorangan-syarat",
        "public",
        "pt",
        typical=[
            "syarat bikin pt perorangan apa aja",
            "Apa saja persyaratan pendirian PT perorangan?",
            "min mau tanya syarat pt perorangan itu apa ya",
            "kalo mau buat pt perorangan butuh apa aja sih",
            "pt perorangan syaratnya apa kak",
            "Mohon informasi persyaratan untuk mendirikan PT Perorangan.",
            "persyaratan pt perseorangan gmn ya",
            "mau bikin pt perorangan, yg harus dipenuhi apa aja?",
        ],
        hard=[
            "dokumen apa saja yang perlu disiapkan buat pt perorangan",
            "requirement pt perorangan apa aja ya",
            "berkas yg harus ada sebelum daftar pt perorangan apa",
            "siapa aja yg boleh punya pt perorangan, ada batas umur gak",
            "apa yang perlu gue siapin kalo mau punya pt sendirian",
            "what are the requirements to set up a PT perorangan",
            "pt satu orang itu harus wni gak, terus perlu apa aja",
        ],
    ),
    Intent(
        "pt-perorangan-biaya",
        "public",
        "pt",
        typical=[
            "biaya pt perorangan brp ya",
            "berapa biaya pendirian PT perorangan?",
            "bikin pt perorangan bayar berapa min",
            "pt perorangan itu gratis atau bayar",
            "Mohon info biaya pendaftaran PT perorangan.",
            "brapa sih biaya daftar pt perorangan",
            "pt perorangan ada biayanya gak kak",
        ],
        hard=[
            "ongkos bikin pt perorangan berapaan",
            "PNBP pt perorangan berapa",
            "fee pendirian pt perorangan berapa ya",
            "duit yg keluar buat pt perorangan kira2 berapa",
            "tarif resmi pernyataan pendirian pt perseorangan",
            "how much does it cost to register a PT perorangan",
            "harga pt perorangan di ahu berapa",
        ],
    ),
    Intent(
        "pt-perorangan-cara",
        "public",
        "pt",
        typical=[
            "cara daftar pt perorangan gimana",
            "Bagaimana cara mendaftarkan PT perorangan?",
            "gmn cara bikin pt perorangan online",
            "daftar pt perorangan dimana ya min",
            "mau daftar pt perorangan caranya gmn",
            "langkah langkah pendirian pt perorangan apa aja",
            "pt perorangan daftarnya lewat apa",
        ],
        hard=[
            "alur pendaftaran pt perorangan gimana",
            "lewat mana ngurus pt perorangan, harus ke notaris?",
            "prosedur pernyataan pendirian pt perseorangan",
            "how to register pt perorangan online",
            "step by step bikin pt sendirian di ahu",
            "pt perorangan itu diurus di website apa",
            "isi formulir pendirian pt perorangan di mana",
        ],
    ),
    Intent(
        "pt-perorangan-lama",
        "public",
        "pt",
        typical=[
            "berapa lama proses pt perorangan",
            "pt perorangan jadinya berapa hari",
            "daftar pt perorangan lama gak ya",
            "Berapa lama waktu pendaftaran PT perorangan sampai sertifikat terbit?",
            "brp lama pt perorangan selesai",
            "pt perorangan prosesnya lama ga min",
        ],
        hard=[
            "kapan jadi sertifikat pt perorangan kalo daftar hari ini",
            "prosesnya cepat gak pt perorangan",
            "pt perorangan bisa sehari jadi?",
            "how long does pt perorangan registration take",
            "butuh waktu brp hari sampe sertifikat pendirian keluar",
            "estimasi selesai pt perorangan berapa lama",
        ],
    ),
    Intent(
        "pt-akta-notaris",
        "public",
        "pt",
        typical=[
            "pt biasa wajib pake notaris gak",
            "Apakah PT biasa harus dibuat dengan akta notaris?",
            "kalo pt yg 2 orang harus ke notaris ya",
            "bikin pt biasa bisa tanpa notaris ga",
            "pendirian pt persekutuan modal perlu akta notaris?",
            "pt biasa emang harus lewat notaris min",
        ],
        hard=[
            "pt yang didirikan dua orang bisa diurus sendiri atau mesti notaris",
            "pt non perorangan boleh pake surat pernyataan aja?",
        ],
    ),
    Intent(
        "pt-perubahan",
        "public",
        "pt",
        typical=[
            "cara ubah anggaran dasar pt gmn",
            "mau ganti direktur pt prosesnya gmn",
            "Bagaimana prosedur perubahan data PT di AHU?",
            "ganti alamat pt harus lapor ke ahu ga",
            "ubah pengurus pt caranya gimana ya",
            "perubahan modal pt diurus dmn",
        ],
        hard=[
            "direksi kami ganti, perlu dilaporkan ke kementerian?",
            "pemegang saham berubah, langkahnya apa",
            "how to change the board of directors of a PT",
            "pindah domisili perseroan itu harus persetujuan menteri gak",
            "ganti nama pt lewat mana",
            "mau naikin modal dasar perseroan, alurnya gmn",
        ],
    ),
    Intent(
        "pt-pembubaran",
        "public",
        "pt",
        typical=[
            "cara bubarin pt gmn",
            "Bagaimana prosedur pembubaran PT?",
            "mau tutup pt perorangan caranya",
            "pt udah ga jalan, gmn cara nutupnya",
            "pembubaran pt perorangan di ahu gmn",
            "hapus pt perorangan bisa ga",
        ],
        hard=[
            "usaha saya bangkrut, badan hukumnya mau dimatiin",
            "likuidasi perseroan harus lapor kemana",
            "how to close a PT",
            "pt nya mau dibatalin aja, ada biayanya?",
            "membubarkan perseroan perorangan alurnya apa",
            "cabut status badan hukum pt gmn",
        ],
    ),
    Intent(
        "pesan-nama-pt",
        "public",
        "pt",
        typical=[
            "cara pesan nama pt gmn",
            "nama pt saya ditolak kenapa ya",
            "Bagaimana cara melakukan pemesanan nama PT?",
            "cek nama pt udah dipake orang apa belum gmn",
            "pesan nama pt berlaku berapa lama",
            "nama pt boleh pake bahasa inggris ga",
        ],
        hard=[
            "booking nama perseroan dimana",
            "nama usaha yg mau saya pake katanya mirip, gmn",
            "reserve company name indonesia ahu",
            "klaim nama perseroan sebelum bikin akta, caranya",
            "nama badan hukum minimal berapa kata",
            "kenapa nama yg saya ajukan ga disetujui",
        ],
    ),
    Intent(
        "cv-daftar-dimana",
        "public",
        "cv",
        typical=[
            "daftar cv sekarang dimana",
            "CV didaftarkan di mana sekarang?",
            "bikin cv masih ke pengadilan negeri ga",
            "firma daftarnya dmn ya min",
            "cv itu didaftarin ke ahu atau pn",
            "pendaftaran cv lewat apa sekarang",
            "mau daftarin firma, kemana ya",
        ],
    ),
    Intent(
        "cv-biaya",
        "public",
        "cv",
        typical=[
            "biaya daftar cv brp",
            "Berapa biaya pendaftaran CV?",
            "bikin cv bayar berapa sih",
            "biaya pendirian cv di ahu",
            "daftar firma ada biayanya ga",
            "cv pendaftarannya berbayar?",
        ],
    ),
    Intent(
        "yayasan-cara",
        "public",
        "yayasan",
        typical=[
            "cara bikin yayasan gmn",
            "Bagaimana prosedur pendirian yayasan?",
            "mau dirikan yayasan caranya",
            "min gimana cara buat yayasan",
            "langkah mendirikan yayasan apa aja",
            "bikin yayasan sosial gmn caranya",
        ],
    ),
    Intent(
        "yayasan-syarat",
        "public",
        "yayasan",
        typical=[
            "syarat pendirian yayasan apa aja",
            "Mohon informasi mengenai persyaratan pendirian yayasan.",
            "bikin yayasan perlu apa aja",
            "yayasan minimal berapa orang pendirinya",
            "syarat yayasan apa ya kak",
            "kekayaan awal yayasan minimal brp",
        ],
        hard=[
            "berkas apa saja buat pengesahan yayasan",
            "requirement mendirikan foundation di indonesia",
            "apa yg perlu disiapin sebelum ke notaris buat yayasan",
            "modal awal yayasan harus ada berapa",
            "organ yayasan harus ada siapa aja",
            "dokumen pendukung pengesahan badan hukum yayasan",
        ],
    ),
    Intent(
        "perkumpulan-badan-hukum",
        "public",
        "perkumpulan",
        hard=[
            "organisasi kami mau jadi berbadan hukum, gmn prosesnya",
            "komunitas bisa disahkan kementerian ga",
            "ormas mau punya sk kemenkumham, caranya gmn",
            "how can an association get legal entity status",
            "paguyuban kami mau resmi, ngurusnya dimana",
            "pengesahan perkumpulan alurnya apa",
            "perkumpulan tanpa sk, gmn biar jadi badan hukum",
        ],
    ),
    Intent(
        "apostille-dokumen",
        "public",
        "apostille",
        hard=[
            "ijazah bisa diapostil ga",
            "akta kelahiran bisa dilegalisir apostille?",
            "which documents can be apostilled in indonesia",
            "surat keterangan catatan kepolisian bisa apostile ga",
            "dokumen jenis apa yg diterima buat apostille",
            "berkas pribadi kayak buku nikah bisa di apostil?",
            "dokumen perusahaan bisa diapostille juga ga",
        ],
    ),
    Intent(
        "apostille-vs-legalisasi",
        "public",
        "apostille",
        hard=[
            "apostil sama legalisir kedutaan bedanya apa",
            "difference between apostille and legalization",
            "negara tujuan saya bukan anggota konvensi, tetep apostille?",
            "kapan harus legalisasi biasa, kapan cukup apostille",
            "apostille itu pengganti legalisasi ya?",
            "masih perlu ke kedubes kalo udah apostille?",
        ],
    ),
    Intent(
        "apostille-biaya",
        "public",
        "apostille",
        typical=[
            "biaya apostille brp",
            "Berapa biaya apostille per dokumen?",
            "apostille bayar berapa min",
            "biaya apostil ijazah brp ya",
            "apostille ada biayanya ga",
            "brp biaya apostile satu dokumen",
        ],
        hard=[
            "tarif apostille per lembar",
            "PNBP apostille berapa",
            "apostille fee how much",
            "ongkos apostil ijazah sama transkrip",
            "harga sertifikat apostille sekarang",
            "bayarnya berapa ya kalo apostil 3 dokumen",
        ],
    ),
    Intent(
        "apostille-lama",
        "public",
        "apostille",
        typical=[
            "apostille berapa lama jadinya",
            "proses apostille brp hari",
            "Berapa lama proses penerbitan apostille?",
            "apostille lama ga min",
            "apostil bisa sehari jadi?",
            "brp lama nunggu apostille",
        ],
        hard=[
            "kapan jadi apostille kalo ajuin senin",
            "prosesnya cepat gak apostille",
            "how long apostille process",
            "saya berangkat minggu depan, apostille keburu ga",
            "estimasi terbit sertifikat apostil",
            "butuh waktu berapa hari sampe apostille keluar",
        ],
    ),
    Intent(
        "apostille-status",
        "public",
        "apostille",
        typical=[
            "cek status apostille dmn",
            "apostille saya udah diproses belum ya",
            "Bagaimana cara mengecek status permohonan apostille?",
            "status apostil masih menunggu terus",
            "apostille saya kok belum jadi",
            "gmn cara lacak permohonan apostille",
        ],
        hard=[
            "permohonan apostil saya nyangkut, gimana",
            "track apostille application status",
            "udah bayar apostille tapi belum ada kabar",
            "sertifikat apostille saya bisa didownload dimana",
            "apostille saya ditolak, kenapa ya",
            "verifikasi keaslian apostille lewat mana",
        ],
    ),
    Intent(
        "fidusia-daftar",
        "public",
        "fidusia",
        typical=[
            "cara daftar fidusia gmn",
            "Bagaimana prosedur pendaftaran jaminan fidusia?",
            "daftar jaminan fidusia dmn",
            "fidusia bisa daftar online ga",
            "min cara daftarin fidusia",
            "pendaftaran fidusia gimana ya",
        ],
        hard=[
            "leasing mobil saya harus didaftarkan jaminannya, lewat mana",
            "how to register fiduciary security",
            "alur bikin sertifikat jaminan fidusia",
            "jaminan kendaraan buat kredit didaftarin kemana",
            "prosedur pencatatan jaminan fidusia elektronik",
            "notaris saya bilang harus fidusia, itu ngurusnya gmn",
        ],
    ),
    Intent(
        "fidusia-roya",
        "public",
        "fidusia",
        typical=[
            "cara hapus fidusia gmn",
            "Bagaimana prosedur penghapusan jaminan fidusia?",
            "kredit udah lunas, fidusia harus dihapus ga",
            "roya fidusia gmn caranya",
            "penghapusan fidusia dmn",
            "hapus sertifikat fidusia bisa sendiri ga",
        ],
        hard=[
            "cicilan mobil udah beres, jaminannya dicoret gmn",
            "roya fidusia lewat mana",
            "how to cancel fiduciary registration after loan paid",
            "batal fidusia karena salah input",
            "leasing gak nge-roya padahal lunas, gmn",
            "pencoretan jaminan fidusia alurnya",
        ],
    ),
    Intent(
        "fidusia-biaya",
        "public",
        "fidusia",
        typical=[
            "biaya daftar fidusia brp",
            "Berapa biaya pendaftaran jaminan fidusia?",
            "fidusia bayar berapa ya",
            "biaya fidusia mobil brp",
            "biaya fidusia tergantung nilai pinjaman ga",
            "daftar fidusia biayanya brp min",
        ],
        hard=[
            "tarif pnbp fidusia utk pinjaman 100 juta",
            "fee fiduciary registration",
            "ongkos pendaftaran jaminan kendaraan",
            "leasing narik duit fidusia, emang berapa resminya",
            "harga sertifikat jaminan fidusia",
            "bayar berapa kalo jaminannya 500jt",
        ],
    ),
    Intent(
        "wasiat-cek",
        "public",
        "wasiat",
        typical=[
            "cara cek wasiat orang tua yg udah meninggal",
            "Bagaimana cara mengetahui apakah almarhum meninggalkan wasiat?",
            "ayah saya meninggal, gmn tau ada wasiat atau ga",
            "cek wasiat dmn ya",
            "surat keterangan wasiat ngurusnya gmn",
            "mau cari tau almarhumah ninggalin wasiat ga",
        ],
        hard=[
            "buat urus warisan diminta SKW, itu apa dan dimana",
            "nenek wafat, ahli waris perlu bukti ada tidaknya testamen",
            "how to check if deceased left a will indonesia",
            "ngecek daftar pusat wasiat lewat mana",
            "bank minta surat keterangan wasiat utk cairin tabungan almarhum",
            "prosedur penelusuran wasiat pewaris",
        ],
    ),
    Intent(
        "wasiat-daftar",
        "public",
        "wasiat",
        typical=[
            "cara daftar wasiat gmn",
            "Bagaimana cara mendaftarkan wasiat?",
            "mau bikin wasiat harus lapor ke ahu ga",
            "wasiat didaftarin dmn",
            "pendaftaran wasiat gmn prosesnya",
            "wasiat yg udah dibuat notaris perlu didaftar?",
        ],
        hard=[
            "saya mau bikin testamen biar tercatat resmi",
            "notaris wajib lapor wasiat ke pusat?",
            "how to register a will in indonesia",
            "wasiat saya mau diubah, yang lama dibatalin gmn",
            "pelaporan akta wasiat ke daftar pusat",
            "mencatatkan surat wasiat lewat mana",
        ],
    ),
    Intent(
        "kwn-ganda-usia",
        "public",
        "kewarganegaraan",
        typical=[
            "anak kewarganegaraan ganda harus milih umur brp",
            "Sampai umur berapa anak dwi kewarganegaraan wajib memilih?",
            "anak saya kwn ganda, kapan harus pilih",
            "batas usia anak ganda pilih kewarganegaraan",
            "anak blasteran harus milih wni umur berapa",
            "kewarganegaraan ganda terbatas sampe usia brp",
        ],
        hard=[
            "anak hasil kawin campur, deadline pilih paspor kapan",
            "dual citizenship child deadline to choose",
        ],
    ),
    Intent(
        "kwn-naturalisasi",
        "public",
        "kewarganegaraan",
        typical=[
            "cara jadi wni gmn",
            "Bagaimana prosedur pewarganegaraan bagi WNA?",
            "suami saya wna mau jadi wni caranya",
            "naturalisasi syaratnya apa",
            "wna udah lama tinggal di indo bisa jadi wni ga",
            "ngurus pewarganegaraan dmn",
        ],
        hard=[
            "istri saya orang jepang, pengen pindah warga negara ke indonesia",
            "how to become indonesian citizen",
            "udah 10 tahun tinggal di sini, bisa ajuin jadi warga negara?",
            "alur permohonan pewarganegaraan",
            "wna nikah sama wni, prosedur dapet status wni",
            "naturalization indonesia requirements",
        ],
    ),
    Intent(
        "notaris-pindah",
        "public",
        "notaris",
        typical=[
            "notaris mau pindah kantor gmn",
            "Bagaimana prosedur pindah wilayah jabatan notaris?",
            "pindah tempat kedudukan notaris caranya",
            "notaris pindah kota ngurusnya dmn",
            "cara pengajuan pindah notaris",
            "syarat pindah wilayah notaris apa aja",
        ],
        hard=[
            "saya notaris di bekasi mau relokasi ke bandung",
            "mutasi kedudukan notaris alurnya",
            "notary transfer to another city indonesia",
            "ganti wilayah jabatan notaris lewat mana",
            "perpindahan notaris antar kabupaten prosedurnya",
            "notaris yg mau pindah, sk nya diurus gmn",
        ],
    ),
    Intent(
        "pemilik-manfaat",
        "public",
        "pt",
        typical=[
            "cara lapor pemilik manfaat gmn",
            "Bagaimana cara melaporkan pemilik manfaat korporasi?",
            "pemilik manfaat wajib dilaporin ga",
            "lapor beneficial owner dmn",
            "pemilik manfaat pt perorangan perlu lapor?",
            "isi data pemilik manfaat caranya",
        ],
        hard=[
            "bo perusahaan harus diungkap ke siapa",
            "beneficial ownership reporting indonesia",
            "penerima manfaat akhir perseroan didaftar dimana",
            "siapa yg dianggap pemilik manfaat dan gmn lapornya",
            "telat lapor BO ada sanksi? gmn ngisinya",
            "ubah data beneficial owner lewat mana",
        ],
    ),
    Intent(
        "akun-login",
        "public",
        "akun",
        typical=[
            "lupa password ahu online gmn",
            "akun ahu saya ga bisa login",
            "gmn cara daftar akun ahu",
            "Bagaimana cara mereset kata sandi akun AHU Online?",
            "login ahu error terus min",
            "email verifikasi akun ahu ga masuk",
        ],
        hard=[
            "ga bisa masuk ke sistem, kata sandinya kelupaan",
            "forgot password ahu online",
            "username saya terkunci, gmn bukanya",
            "link aktivasi akun gak nyampe ke inbox",
            "bikin user baru di portal ahu gmn",
            "kode otp gak dateng waktu masuk akun",
        ],
    ),
    Intent(
        "int-pt-perorangan-provinsi-bulanan",
        "internal",
        "statistik",
        typical=[
            "jumlah pt perorangan bulan lalu per provinsi",
            "Berapa PT perorangan yang terdaftar bulan lalu di tiap provinsi?",
            "tolong rekap pendaftaran pt perorangan bulan kemarin per provinsi",
            "pt perorangan bulan lalu dibagi per provinsi brp",
            "minta data pt perorangan per provinsi untuk bulan lalu",
            "breakdown provinsi pendaftaran pt perorangan bulan lalu",
        ],
    ),
    Intent(
        "int-yayasan-bulanan",
        "internal",
        "statistik",
        typical=[
            "jumlah yayasan yg disahkan bulan ini",
            "Berapa pengesahan yayasan per bulan tahun ini?",
            "rekap yayasan baru per bulan 2025",
            "tolong hitung yayasan terdaftar bulan april",
            "tren pengesahan yayasan bulanan",
            "yayasan disahkan bulan lalu ada brp",
        ],
        hard=[
            "berapa foundation baru yg kita sahkan tiap bulan",
            "angka sk yayasan per bulan sejak januari",
            "monthly count of yayasan approvals",
            "pengesahan badan hukum yayasan bulan kemarin totalnya",
            "tarik data yayasan disahkan per bulan dong",
            "grafik bulanan pendirian yayasan tahun berjalan",
        ],
    ),
    Intent(
        "int-fidusia-kanwil",
        "internal",
        "statistik",
        typical=[
            "jumlah fidusia per kanwil bulan ini",
            "Berapa pendaftaran fidusia di setiap kantor wilayah bulan ini?",
            "rekap fidusia per kanwil dong",
            "fidusia bulan ini per kantor wilayah brp",
            "data pendaftaran jaminan fidusia per kanwil bulan berjalan",
            "tolong breakdown fidusia per kanwil",
        ],
        hard=[
            "sertifikat jaminan fidusia terbit bulan ini di tiap kanwil",
            "fiduciary registrations by regional office this month",
            "kanwil mana aja dan berapa fidusianya bulan ini",
            "sebaran pendaftaran fidusia antar kantor wilayah bulan berjalan",
            "tarik angka fidusia per kanwil mtd",
            "hitung jaminan fidusia yg masuk bulan ini, pisahkan per wilayah",
        ],
    ),
    Intent(
        "int-fidusia-kanwil-1000-nov",
        "internal",
        "statistik",
        hard=[
            "kanwil yg fidusianya tembus seribu di november 2025 apa aja",
            "regional offices over 1000 fiduciary registrations nov 2025",
            "november kemarin, wilayah mana yg pendaftaran fidusianya di atas 1.000",
            "daftar kantor wilayah dengan fidusia > 1000 bulan november 2025",
            "siapa aja kanwil yang lewat 1000 jaminan fidusia nov 25",
            "fidusia nov 2025 lebih dari seribu, kanwil mana",
        ],
    ),
    Intent(
        "int-top-provinsi-pt-2025",
        "internal",
        "statistik",
        hard=[
            "3 provinsi teratas pendaftaran pt perorangan 2025",
            "top three provinces for pt perorangan registrations in 2025",
            "provinsi mana yg paling rame pt perorangannya tahun 2025, ambil tiga",
            "ranking provinsi pt perorangan 2025, tiga besar aja",
            "tiga wilayah provinsi dgn pt perorangan terbanyak sepanjang 2025",
            "pt perorangan 2025 paling banyak di provinsi apa aja (top 3)",
        ],
    ),
]

NONE_TEXTS = [
    "makasih",
    "makasih kak",
    "terima kasih infonya",
    "ok",
    "oke siap",
    "siap",
    "mantap",
    "sip",
    "noted",
    "baik terima kasih",
    "thanks",
    "thx min",
    "oke min makasih ya",
    "halo",
    "p",
    "tes",
    "mksh",
    "ok sip",
    "wah mantap, makasih banyak",
    "iya",
    "oh gitu ya",
    "sudah jelas, terima kasih",
]

# Listed from most to least asked: the list order is the Zipf rank.
TYPICAL_INTENTS = [
    "pt-perorangan-syarat",
    "pt-perorangan-cara",
    "akun-login",
    "apostille-biaya",
    "pt-perorangan-biaya",
    "fidusia-daftar",
    "apostille-lama",
    "pesan-nama-pt",
    "cv-daftar-dimana",
    "yayasan-cara",
    "wasiat-cek",
    "apostille-status",
    "pt-akta-notaris",
    "fidusia-roya",
    "pt-perorangan-lama",
    "kwn-ganda-usia",
    "pt-perubahan",
    "yayasan-syarat",
    "cv-biaya",
    "pemilik-manfaat",
    "fidusia-biaya",
    "kwn-naturalisasi",
    "pt-pembubaran",
    "wasiat-daftar",
    "notaris-pindah",
    "int-pt-perorangan-provinsi-bulanan",
    "int-fidusia-kanwil",
    "int-yayasan-bulanan",
]

HARD_INTENTS = [
    "pt-perorangan-biaya",
    "pt-perorangan-syarat",
    "apostille-biaya",
    "pt-perorangan-cara",
    "akun-login",
    "apostille-dokumen",
    "pt-perorangan-lama",
    "fidusia-roya",
    "apostille-lama",
    "apostille-vs-legalisasi",
    "pesan-nama-pt",
    "fidusia-daftar",
    "apostille-status",
    "wasiat-cek",
    "pt-perubahan",
    "yayasan-syarat",
    "fidusia-biaya",
    "perkumpulan-badan-hukum",
    "pemilik-manfaat",
    "kwn-naturalisasi",
    "pt-pembubaran",
    "wasiat-daftar",
    "notaris-pindah",
    "int-fidusia-kanwil",
    "int-top-provinsi-pt-2025",
    "int-yayasan-bulanan",
    "int-fidusia-kanwil-1000-nov",
]

# intent -> golden item asking exactly the same thing (same service AND facet).
# apostille-biaya is left uncovered: the golden item apostille-biaya-lanjutan
# is a two-turn conversation whose cost turn only makes sense after "Apa itu
# apostille?", so a stand-alone cost question is not the same item.
COVERED = {
    "pt-perorangan-syarat": "pt-perorangan-syarat",
    "pt-akta-notaris": "pt-biasa-akta",
    "cv-daftar-dimana": "cv-firma-pendaftaran",
    "yayasan-cara": "yayasan-pendirian",
    "perkumpulan-badan-hukum": "perkumpulan-badan-hukum",
    "apostille-dokumen": "apostille-dokumen",
    "apostille-vs-legalisasi": "apostille-vs-legalisasi",
    "fidusia-daftar": "fidusia-pendaftaran",
    "wasiat-cek": "wasiat-pencarian",
    "kwn-ganda-usia": "kewarganegaraan-ganda-anak",
    "int-pt-perorangan-provinsi-bulanan": "internal-jumlah-pt-bulanan",
    "int-fidusia-kanwil-1000-nov": "internal-fidusia-kantor-wilayah",
    "int-top-provinsi-pt-2025": "internal-provinsi-pt-terbanyak-2025",
}

GREETINGS = [
    "halo",
    "halo min",
    "pagi min",
    "siang kak",
    "sore min",
    "permisi",
    "mau tanya",
    "min mau nanya",
    "kak",
    "selamat pagi",
    "assalamualaikum",
    "misi kak",
    "hai",
    "Selamat siang,",
    "punten",
]
SUFFIXES = [
    "makasih",
    "ya",
    "dong",
    "kak",
    "min",
    "tolong dibantu",
    "terima kasih",
    "nih",
    "thx",
    "ya min",
    "mohon infonya",
    "🙏",
]
CONTEXTS = {
    "pt": [
        "saya mau buka usaha kuliner kecil2an di rumah, katanya mending berbadan hukum.",
        "jadi gini min, saya freelancer dan klien minta invoice atas nama perusahaan.",
        "usaha laundry saya udah jalan 2 tahun, pengen dilegalin.",
        "gue lagi bantu temen yg punya toko online,",
        "Saya pelaku UMKM di Sidoarjo dan sedang mengurus legalitas usaha.",
        "kemarin ke notaris tapi belum sempat nanya detail,",
    ],
    "cv": ["saya punya usaha bengkel bareng sodara,"],
    "yayasan": [
        "kami beberapa alumni mau bikin lembaga sosial buat anak yatim,",
        "masjid di kampung kami mau dibikinin badan hukum,",
        "Kami berencana mendirikan lembaga pendidikan nirlaba.",
    ],
    "perkumpulan": [
        "kami komunitas pecinta alam udah 5 tahun jalan,",
        "arisan ibu2 di kompleks makin besar, mau diresmikan,",
        "Organisasi profesi kami selama ini belum punya legalitas.",
    ],
    "apostille": [
        "anak saya mau kuliah di belanda bulan depan,",
        "saya dapet kerjaan di jepang dan diminta dokumen yang dilegalisir,",
        "mau nikah sama orang jerman, berkasnya harus diakui di sana,",
        "Saya akan melanjutkan studi S2 ke Spanyol.",
        "visa saya lagi diproses dan kedutaan minta dokumen resmi,",
    ],
    "fidusia": [
        "saya kerja di bagian admin leasing motor,",
        "kemarin baru ambil mobil kredit,",
        "Kami koperasi simpan pinjam yang memberikan kredit dengan jaminan kendaraan.",
    ],
    "wasiat": [
        "bapak saya baru meninggal bulan lalu,",
        "keluarga lagi bagi warisan dan ada yg ribut,",
        "Saya sedang mengurus balik nama sertifikat tanah peninggalan orang tua.",
    ],
    "kewarganegaraan": [
        "saya nikah sama orang australia dan anak kami lahir di sydney,",
        "istri saya wna, udah lama tinggal di bali,",
        "Anak saya memiliki dua paspor sejak lahir.",
    ],
    "notaris": [
        "saya notaris, baru 3 tahun praktek,",
        "Kami dari kantor notaris ingin menanyakan prosedur.",
    ],
    "akun": [
        "dari kemarin nyoba masuk ahu online,",
        "saya staf notaris yg pegang akun kantor,",
    ],
    "statistik": [
        "buat bahan rapim besok,",
        "pimpinan minta angka buat laporan mingguan,",
        "untuk slide paparan ke dirjen,",
    ],
}
# Contexts for intents where the domain's general ones would not fit.
CONTEXTS_BY_INTENT = {
    "pt-pembubaran": [
        "usaha kami udah berhenti sejak pandemi,",
        "Perseroan kami sudah tidak beroperasi sejak tahun lalu.",
        "partner saya mundur dan saya gak sanggup jalanin sendiri,",
    ],
    "pt-perubahan": [
        "direktur lama kami resign bulan lalu,",
        "kantor kami pindah dari jakarta ke tangerang,",
        "Ada investor baru yang masuk ke perusahaan kami.",
    ],
    "fidusia-daftar": [
        "saya kerja di bagian admin leasing motor,",
        "Kami koperasi simpan pinjam yang memberikan kredit dengan jaminan kendaraan.",
        "kantor kami baru mulai kasih pinjaman dgn jaminan bpkb,",
    ],
    "fidusia-roya": [
        "cicilan motor saya udah lunas bulan lalu,",
        "kredit mobil saya udah selesai 3 bulan lalu,",
        "mau jual mobil tapi katanya masih nyangkut jaminan,",
    ],
    "wasiat-daftar": [
        "orang tua udah sepuh dan pengen semuanya rapi,",
        "saya mau bagi harta ke anak2 biar gak ribut nanti,",
        "Saya berencana menitipkan wasiat kepada notaris.",
    ],
    "kwn-naturalisasi": [
        "istri saya wna, udah lama tinggal di bali,",
        "saya wn malaysia yg kerja di medan 12 tahun,",
    ],
}
KEYBOARD = "qwertyuiop asdfghjkl zxcvbnm"


def neighbour(ch: str, rng: random.Random) -> str:
    """A key next to ch on a QWERTY row, or ch itself."""
    for row in KEYBOARD.split():
        i = row.find(ch)
        if i >= 0:
            opts = [row[j] for j in (i - 1, i + 1) if 0 <= j < len(row)]
            return rng.choice(opts)
    return ch


def typo(text: str, rng: random.Random) -> str:
    """One typo (drop, double, swap or neighbouring key) in a word of 4+ letters."""
    words = text.split(" ")
    idx = [i for i, w in enumerate(words) if len(w) >= 4 and w.isalpha()]
    if not idx:
        return text
    i = rng.choice(idx)
    w = words[i]
    p = rng.randrange(1, len(w) - 1)
    kind = rng.choice(["drop", "double", "swap", "key"])
    if kind == "drop":
        w = w[:p] + w[p + 1 :]
    elif kind == "double":
        w = w[:p] + w[p] + w[p:]
    elif kind == "swap":
        w = w[: p - 1] + w[p] + w[p - 1] + w[p + 1 :]
    else:
        w = w[:p] + neighbour(w[p].lower(), rng) + w[p + 1 :]
    words[i] = w
    return " ".join(words)


def pii(rng: random.Random) -> str:
    """A fake personal detail as a user would paste it."""
    kind = rng.choice(["nik", "hp", "email", "npwp"])
    if kind == "nik":
        return "nik saya " + "".join(str(rng.randrange(10)) for _ in range(16))
    if kind == "hp":
        return "wa saya 08" + "".join(str(rng.randrange(10)) for _ in range(10))
    if kind == "email":
        name = rng.choice(["budi", "sri.rahayu", "andika88", "dewi_l", "rizky.p"])
        return f"email {name}@gmail.com"
    d = [str(rng.randrange(10)) for _ in range(15)]
    return "npwp " + "".join(d[:2]) + "." + "".join(d[2:5]) + "." + "".join(d[5:8])


def decorate(text: str, intent: Intent, hard: bool, rng: random.Random) -> str:
    """Wrap a phrasing in the way one particular user would type it."""
    internal = intent.surface == "internal"
    if hard and rng.random() < 0.3:
        ctx = CONTEXTS_BY_INTENT.get(intent.id, CONTEXTS[intent.domain])
        text = rng.choice(ctx) + " " + text
    if not internal and rng.random() < 0.3:
        text = rng.choice(GREETINGS) + (" " if rng.random() < 0.6 else ", ") + text
    if rng.random() < 0.25:
        text = text + " " + rng.choice(SUFFIXES)
    if not internal and rng.random() < 0.03:
        text = text + ", " + pii(rng)
    r = rng.random()
    if r < 0.4:
        text = text.lower()
    elif r < 0.5 and not text.endswith("?"):
        text = text + "?"
    elif r < 0.55:
        text = text + "??"
    if rng.random() < (0.25 if hard else 0.3):
        text = typo(text, rng)
    return text


def zipf_weights(n: int, s: float = 1.05) -> list[float]:
    """Zipf-like weights for ranks 1..n."""
    return [1.0 / (k**s) for k in range(1, n + 1)]


def build_week(name: str, intent_ids: list[str], hard: bool, seed: int) -> list[dict[str, str]]:
    """Generate one week of labelled log lines."""
    rng = random.Random(seed)
    by_id = {i.id: i for i in INTENTS}
    public = [by_id[i] for i in intent_ids if by_id[i].surface == "public"]
    internal = [by_id[i] for i in intent_ids if by_id[i].surface == "internal"]
    pw, iw = zipf_weights(len(public)), zipf_weights(len(internal), 0.8)
    lines: list[dict[str, str]] = []
    session_no = 0
    while len(lines) < LINES_PER_WEEK:
        session_no += 1
        surface = "internal" if rng.random() < INTERNAL_SHARE else "public"
        day = rng.randrange(7)
        hour = rng.choices(
            range(24),
            weights=[
                1,
                1,
                1,
                1,
                1,
                2,
                4,
                8,
                12,
                14,
                14,
                13,
                10,
                12,
                13,
                12,
                10,
                8,
                7,
                7,
                6,
                5,
                3,
                2,
            ],
        )[0]
        if surface == "internal":
            hour = rng.randrange(8, 17)
        t = START + timedelta(days=day, hours=hour, minutes=rng.randrange(60))
        sid = f"{name.split('-')[1][0]}-{session_no:05d}"
        for turn in range(rng.choice([1, 1, 1, 2, 2, 3])):
            t += timedelta(minutes=rng.randrange(1, 6))
            # asks-nothing lines: mostly follow-ups ("makasih"), a few open a session
            none_p = NONE_SHARE * 3 if turn > 0 else NONE_SHARE / 2
            if surface == "public" and rng.random() < none_p:
                text, label = rng.choice(NONE_TEXTS), "none"
            else:
                pool, weights = (internal, iw) if surface == "internal" else (public, pw)
                intent = rng.choices(pool, weights=weights)[0]
                phr = intent.hard if hard else intent.typical
                text, label = decorate(rng.choice(phr), intent, hard, rng), intent.id
            line: dict[str, str] = {
                "at": t.isoformat(),
                "session": sid,
                "question": text,
                "surface": surface,
            }
            if rng.random() < 0.12:
                line["feedback"] = "up" if rng.random() < 0.6 else "down"
            line["label"] = label
            lines.append(line)
    lines = lines[:LINES_PER_WEEK]
    lines.sort(key=lambda x: (x["at"], x["session"]))
    return lines


def truth(intent_ids: list[str]) -> dict[str, object]:
    """The truth file for a week: each intent and the golden item it matches."""
    return {"set": GOLDEN_SET, "covered": {i: COVERED.get(i) for i in intent_ids}}


WEEKS = {
    "indep-typical": (TYPICAL_INTENTS, False, 20250505),
    "indep-hard": (HARD_INTENTS, True, 20250512),
}


def stats(name: str, lines: list[dict[str, str]], tr: dict[str, object]) -> str:
    """Lines, intents and the true covered share, overall and per surface."""
    covered = tr["covered"]
    assert isinstance(covered, dict)
    out = [
        f"{name}: {len(lines)} lines, {len({x['label'] for x in lines} - {'none'})} intents (+none)"
    ]
    out.append(f"  covered intents: {sum(1 for v in covered.values() if v)}")
    for surf in ("all", "public", "internal"):
        sel = [x for x in lines if surf == "all" or x["surface"] == surf]
        cov = sum(1 for x in sel if covered.get(x["label"]))
        share = cov / len(sel) if sel else 0.0
        out.append(f"  covered share {surf:8s}: {cov}/{len(sel)} = {share:.1%}")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="bench/weeks")
    ap.add_argument("--stats", action="store_true")
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    by_id = {i.id: i for i in INTENTS}
    for name, (ids, hard, seed) in WEEKS.items():
        for i in ids:
            phr = by_id[i].hard if hard else by_id[i].typical
            assert len(phr) >= 6, (name, i)
        lines = build_week(name, ids, hard, seed)
        tr = truth(ids)
        with (out / f"{name}.jsonl").open("w", encoding="utf-8") as f:
            for x in lines:
                f.write(json.dumps(x, ensure_ascii=False) + "\n")
        (out / f"{name}.truth.json").write_text(
            json.dumps(tr, indent=2, ensure_ascii=False) + "\n", encoding="utf-8"
        )
        if args.stats:
            print(stats(name, lines, tr))


if __name__ == "__main__":
    main()
