// The KVKK (Law No. 6698, Art. 10) notice of the sample site in its three languages (issue 26: consent is
// asked on the English and Russian sites too, so the notice must be readable there). The Turkish text is
// the notice version 1 the API's migration writes plus, in section 4, what the site's cookieless visit
// statistics count (issue 31); English and Russian are faithful translations of it. The seeding stores
// them as the next version, which the office then edits in the admin.
import type { Localized } from './types.js';

const TR = `## 1. Kişisel Verilerin Korunması

Kişisel veri; kimliği belirli veya belirlenebilir gerçek kişiye ilişkin her türlü bilgidir. Konak Yapı olarak, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“Kanun”) uyarınca; müşterilerimiz, potansiyel müşterilerimiz, web sitemizi ziyaret edenler ve bizimle iletişime geçen herkesin kişisel verilerini hukuka ve dürüstlük kurallarına uygun, doğru ve güncel, belirli, açık ve meşru amaçlarla, bu amaçlarla bağlantılı, sınırlı ve ölçülü biçimde işlemeyi ve yalnızca gerekli süre boyunca saklamayı taahhüt ederiz.

Bu aydınlatma metni, Kanun’un 10. maddesi ile Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ kapsamında hazırlanmıştır.

## 2. Veri Sorumlusu

Kanun kapsamında veri sorumlusu, Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya adresinde mukim Konak Yapı İnşaat’dır (“Şirket”). Kişisel verileriniz, Şirket tarafından aşağıda açıklanan kapsamda işlenmektedir.

## 3. İşlenen Kişisel Veri Kategorileri

- Kimlik Bilgileri: Ad, soyad; satış ve sözleşme süreçlerinde T.C. kimlik numarası, uyruk, doğum tarihi ve kimlik belgesi bilgileri.
- İletişim Bilgileri: Telefon numarası, e-posta adresi, yazışma adresi ve bize ilettiğiniz mesajların içeriği.
- Finans Bilgileri: Satın alma sürecinde banka hesap ve IBAN bilgileri, ödeme planı, kredi ve tapu işlemlerine ilişkin bilgiler.
- Görsel ve İşitsel Kayıtlar: Ofis ve şantiyelerimizdeki güvenlik kamerası kayıtları ile hizmet kalitesi amacıyla kaydedilen telefon görüşmeleri.

## 4. Kişisel Verilerin Toplanma Yöntemi ve Hukuki Sebebi

Kişisel verileriniz; web sitemizdeki “Sizi Arayalım” ve iletişim formları, e-posta, telefon ve WhatsApp yazışmaları, sosyal medya hesaplarımız, satış ofisi ve şantiye ziyaretleri ile imzalanan sözleşmeler aracılığıyla, kısmen veya tamamen otomatik yollarla ya da bir veri kayıt sisteminin parçası olmak kaydıyla otomatik olmayan yollarla toplanmaktadır.

Bu veriler Kanun’un 5. maddesinde yer alan aşağıdaki hukuki sebeplere dayanılarak işlenir:

- Bir sözleşmenin kurulması veya ifasıyla doğrudan doğruya ilgili olması (md. 5/2-c),
- Veri sorumlusunun hukuki yükümlülüğünü yerine getirebilmesi için zorunlu olması (md. 5/2-ç),
- Bir hakkın tesisi, kullanılması veya korunması için zorunlu olması (md. 5/2-e),
- İlgili kişinin temel hak ve özgürlüklerine zarar vermemek kaydıyla meşru menfaatlerimiz için zorunlu olması (md. 5/2-f),
- Bu sebeplerin bulunmadığı hâllerde, örneğin tanıtım ve kampanya iletileri için, açık rızanız (md. 5/1).

Web sitemizi ziyaretiniz, çerez kullanılmadan ve sizi tanımlayan hiçbir bilgi saklanmadan istatistik amacıyla sayılır: görüntülenen sayfalar, açılan daire ve broşürler, telefon ve WhatsApp bağlantılarına dokunmalar, geri arama talebinin gönderilip gönderilmediği ve sayfaların açılma hızı. IP adresiniz ve tarayıcı bilgileriniz kaydedilmez; aynı gün içindeki ziyaretleriniz, her gün sonunda silinen rastgele bir anahtarla üretilen ve geri çevrilemeyen bir kodla bir kez sayılır. Tarayıcınız “Do Not Track” veya “Global Privacy Control” sinyali gönderiyorsa hiçbir sayım yapılmaz.

## 5. Kişisel Verilerin İşlenme Amaçları

- Geri arama taleplerinizi yanıtlamak ve projelerimiz hakkında bilgi vermek,
- Konut satış, rezervasyon ve sözleşme süreçlerini yürütmek; tapu ve iskân işlemlerini tamamlamak,
- Ödeme ve tahsilat süreçlerini yürütmek, finans ve muhasebe kayıtlarını tutmak,
- Satış sonrası destek, teslim ve garanti süreçlerini yönetmek,
- Ofis ve şantiye güvenliğini sağlamak,
- Yasal yükümlülüklerimizi yerine getirmek ve yetkili kurumların taleplerini karşılamak,
- Açık rızanız bulunması hâlinde yeni projeler ve kampanyalar hakkında bilgilendirme yapmak.

Kişisel verileriniz bu amaçlarla sınırlı olarak; kanunen yetkili kamu kurum ve kuruluşlarına, tapu müdürlüklerine, bankalara, hukuk ve mali müşavirlik hizmeti aldığımız iş ortaklarımıza ve barındırma hizmeti aldığımız tedarikçilerimize Kanun’un 8. ve 9. maddelerine uygun olarak aktarılabilir.

## 6. Kanun’un 11. Maddesi Kapsamındaki Haklarınız

Kişisel veri sahibi olarak Şirketimize başvurarak:

1. Kişisel verilerinizin işlenip işlenmediğini öğrenme,
2. Kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,
3. Kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,
4. Yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,
5. Kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,
6. Kanun’un 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,
7. Düzeltme, silme ve yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,
8. İşlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
9. Kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.

haklarına sahipsiniz. Başvurularınız, niteliğine göre en kısa sürede ve en geç otuz gün içinde ücretsiz olarak sonuçlandırılır.

## 7. İletişim Bilgileri

Haklarınıza ilişkin taleplerinizi, kimliğinizi tevsik eden belgelerle birlikte yazılı olarak veya Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ’de belirtilen diğer yöntemlerle iletebilirsiniz:

Konak Yapı İnşaat
Adres: Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya
E-posta: kvkk@konakyapi.com.tr
Telefon: +90 242 345 12 07
`;

const EN = `## 1. Protection of Personal Data

Personal data is any information relating to an identified or identifiable natural person. As Konak Yapı, in accordance with Personal Data Protection Law No. 6698 (the “Law”), we undertake to process the personal data of our customers, prospective customers, visitors to our website and everyone who contacts us lawfully and fairly, accurately and kept up to date, for specified, explicit and legitimate purposes, in a manner relevant, limited and proportionate to those purposes, and to keep it only for as long as necessary.

This notice has been prepared under Article 10 of the Law and the Communiqué on the Procedures and Principles to Be Followed in Fulfilling the Obligation to Inform.

## 2. Data Controller

The data controller under the Law is Konak Yapı İnşaat (the “Company”), located at Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya. Your personal data is processed by the Company to the extent described below.

## 3. Categories of Personal Data Processed

- Identity Data: First name and surname; in sales and contract processes, Turkish identity number, nationality, date of birth and identity document details.
- Contact Data: Telephone number, e-mail address, postal address and the content of the messages you send us.
- Financial Data: In the purchase process, bank account and IBAN details, the payment plan, and information on loan and title deed transactions.
- Visual and Audio Recordings: Security camera recordings at our office and construction sites, and telephone calls recorded for service quality.

## 4. Method of Collection and Legal Grounds

Your personal data is collected through the “Call Me Back” and contact forms on our website, e-mail, telephone and WhatsApp correspondence, our social media accounts, visits to the sales office and construction sites, and the contracts signed, by fully or partly automated means or, where it forms part of a data filing system, by non-automated means.

This data is processed on the following legal grounds set out in Article 5 of the Law:

- It is directly related to the conclusion or performance of a contract (Art. 5/2-c),
- It is necessary for the data controller to comply with its legal obligations (Art. 5/2-ç),
- It is necessary for the establishment, exercise or protection of a right (Art. 5/2-e),
- It is necessary for our legitimate interests, provided that it does not harm the fundamental rights and freedoms of the data subject (Art. 5/2-f),
- Where none of these grounds applies, for example for promotional and campaign messages, your explicit consent (Art. 5/1).

Your visit to our website is counted for statistics without cookies and without storing anything that identifies you: the pages viewed, the homes and brochures opened, taps on the phone and WhatsApp links, whether a call-back request was sent, and how fast the pages load. Your IP address and browser details are not recorded; your visits on one day are counted once by a code made with a random key that is deleted at the end of each day and cannot be reversed. If your browser sends a “Do Not Track” or “Global Privacy Control” signal, nothing is counted.

## 5. Purposes of Processing

- To answer your call-back requests and give information about our projects,
- To carry out home sale, reservation and contract processes, and to complete title deed and occupancy permit procedures,
- To carry out payment and collection processes, and to keep financial and accounting records,
- To manage after-sales support, handover and warranty processes,
- To ensure the security of our office and construction sites,
- To fulfil our legal obligations and meet the requests of authorised institutions,
- Where you have given explicit consent, to inform you about new projects and campaigns.

Limited to these purposes, your personal data may be transferred, in accordance with Articles 8 and 9 of the Law, to public institutions and organisations authorised by law, land registry offices, banks, business partners from whom we obtain legal and financial advisory services, and the suppliers from whom we obtain hosting services.

## 6. Your Rights under Article 11 of the Law

As a data subject, by applying to our Company you have the right to:

1. Learn whether your personal data is processed,
2. Request information about it if your personal data has been processed,
3. Learn the purpose of processing your personal data and whether it is used in line with that purpose,
4. Know the third parties in Turkey or abroad to whom your personal data is transferred,
5. Request the correction of your personal data if it has been processed incompletely or inaccurately,
6. Request the erasure or destruction of your personal data under the conditions set out in Article 7 of the Law,
7. Request that the correction, erasure and destruction be notified to the third parties to whom your personal data has been transferred,
8. Object to a result against you arising from the analysis of the processed data exclusively by automated systems,
9. Claim compensation for damage if you suffer damage because your personal data is processed unlawfully.

Your applications are concluded free of charge, according to their nature, as soon as possible and within thirty days at the latest.

## 7. Contact Details

You may send your requests regarding your rights in writing, together with documents proving your identity, or by the other methods set out in the Communiqué on the Procedures and Principles of Application to the Data Controller:

Konak Yapı İnşaat
Address: Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya
E-mail: kvkk@konakyapi.com.tr
Telephone: +90 242 345 12 07
`;

const RU = `## 1. Защита персональных данных

Персональные данные — это любая информация, относящаяся к определённому или определяемому физическому лицу. Компания Konak Yapı в соответствии с Законом № 6698 «О защите персональных данных» («Закон») обязуется обрабатывать персональные данные наших клиентов, потенциальных клиентов, посетителей нашего сайта и всех, кто обращается к нам, законно и добросовестно, точно и в актуальном виде, для определённых, явных и законных целей, в связанном с этими целями, ограниченном и соразмерном объёме, и хранить их только в течение необходимого срока.

Настоящее уведомление подготовлено в соответствии со статьёй 10 Закона и Положением о порядке и принципах исполнения обязанности по информированию.

## 2. Оператор данных

Оператором данных в смысле Закона является Konak Yapı İnşaat («Компания»), расположенная по адресу: Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya. Ваши персональные данные обрабатываются Компанией в объёме, описанном ниже.

## 3. Категории обрабатываемых персональных данных

- Идентификационные данные: имя и фамилия; в процессе продажи и заключения договора — турецкий идентификационный номер, гражданство, дата рождения и данные документа, удостоверяющего личность.
- Контактные данные: номер телефона, адрес электронной почты, почтовый адрес и содержание сообщений, которые вы нам направляете.
- Финансовые данные: в процессе покупки — данные банковского счёта и IBAN, график платежей, сведения о кредите и об оформлении права собственности (тапу).
- Видео- и аудиозаписи: записи камер видеонаблюдения в нашем офисе и на строительных площадках, а также телефонные разговоры, записываемые в целях контроля качества обслуживания.

## 4. Способ сбора и правовые основания

Ваши персональные данные собираются через формы «Перезвоните мне» и формы обратной связи на нашем сайте, переписку по электронной почте, телефону и в WhatsApp, наши аккаунты в социальных сетях, посещения офиса продаж и строительных площадок, а также через подписанные договоры — полностью или частично автоматизированными способами либо неавтоматизированными способами, если данные являются частью системы учёта данных.

Эти данные обрабатываются на следующих правовых основаниях, предусмотренных статьёй 5 Закона:

- обработка непосредственно связана с заключением или исполнением договора (ст. 5/2-c),
- обработка необходима для исполнения оператором данных своей юридической обязанности (ст. 5/2-ç),
- обработка необходима для установления, осуществления или защиты права (ст. 5/2-e),
- обработка необходима для наших законных интересов при условии, что она не нарушает основные права и свободы субъекта данных (ст. 5/2-f),
- при отсутствии этих оснований, например для рекламных сообщений и сообщений об акциях, — ваше явное согласие (ст. 5/1).

Ваше посещение нашего сайта учитывается в статистических целях без файлов cookie и без хранения каких-либо сведений, позволяющих вас идентифицировать: просмотренные страницы, открытые квартиры и брошюры, нажатия на ссылки телефона и WhatsApp, факт отправки заявки на обратный звонок и скорость загрузки страниц. Ваш IP-адрес и данные браузера не записываются; ваши посещения в течение одного дня учитываются один раз по коду, созданному с помощью случайного ключа, который удаляется в конце каждого дня и не может быть восстановлен. Если ваш браузер передаёт сигнал «Do Not Track» или «Global Privacy Control», ничего не учитывается.

## 5. Цели обработки персональных данных

- отвечать на ваши запросы обратного звонка и предоставлять информацию о наших проектах,
- осуществлять процессы продажи жилья, бронирования и заключения договоров; завершать оформление права собственности (тапу) и разрешения на заселение (искан),
- осуществлять процессы оплаты и взыскания платежей, вести финансовый и бухгалтерский учёт,
- управлять послепродажной поддержкой, передачей жилья и гарантийным обслуживанием,
- обеспечивать безопасность офиса и строительных площадок,
- исполнять наши юридические обязанности и отвечать на запросы уполномоченных органов,
- при наличии вашего явного согласия — информировать вас о новых проектах и акциях.

В пределах этих целей ваши персональные данные могут передаваться в соответствии со статьями 8 и 9 Закона уполномоченным по закону государственным органам и учреждениям, управлениям земельного кадастра (тапу), банкам, деловым партнёрам, оказывающим нам юридические и финансово-консультационные услуги, а также поставщикам услуг хостинга.

## 6. Ваши права по статье 11 Закона

Как субъект персональных данных, обратившись в нашу Компанию, вы имеете право:

1. узнать, обрабатываются ли ваши персональные данные,
2. запросить информацию об обработке, если ваши персональные данные обрабатывались,
3. узнать цель обработки ваших персональных данных и используются ли они в соответствии с этой целью,
4. знать третьих лиц в Турции или за рубежом, которым передаются ваши персональные данные,
5. потребовать исправления ваших персональных данных, если они обработаны неполно или неточно,
6. потребовать удаления или уничтожения ваших персональных данных на условиях, предусмотренных статьёй 7 Закона,
7. потребовать уведомления третьих лиц, которым были переданы ваши персональные данные, об их исправлении, удалении и уничтожении,
8. возразить против неблагоприятного для вас результата, полученного исключительно в ходе анализа обработанных данных автоматизированными системами,
9. потребовать возмещения ущерба, если вы понесли ущерб вследствие незаконной обработки ваших персональных данных.

Ваши обращения рассматриваются бесплатно, в зависимости от их характера, в кратчайший срок и не позднее тридцати дней.

## 7. Контактные данные

Вы можете направить запросы, касающиеся ваших прав, в письменной форме вместе с документами, подтверждающими вашу личность, или иными способами, указанными в Положении о порядке и принципах обращения к оператору данных:

Konak Yapı İnşaat
Адрес: Göksu Mahallesi, Gazi Bulvarı No: 312, 07320 Kepez / Antalya
Электронная почта: kvkk@konakyapi.com.tr
Телефон: +90 242 345 12 07
`;

export const SAMPLE_KVKK_NOTICE: Localized = { tr: TR, en: EN, ru: RU };
