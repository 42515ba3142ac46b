/**
 * Reference seed data for the customer portal (trilingual: en / ar / fr).
 * Asset paths are relative to packages/db/seed-assets/.
 */

type Lang = 'en' | 'ar' | 'fr';

type CustomerType = { id: number; name: string; arabicName: string; frenchName: string };
type Industry = { id: number; customerTypeId: number; en: string; ar: string; fr: string };
type SubCategory = { id: number; icon: string; en: string; ar: string; fr: string };
type Category = { id: number; icon: string; en: string; ar: string; fr: string; subcategories: SubCategory[] };
type OnboardingScreen = { lang: Lang; image: string; title: string; description: string };
type Banner = { kind: 'desktop' | 'responsive'; lang: Lang; image: string; link: string };
type StaticPage = { key: 'terms' | 'privacy' | 'usage'; lang: Lang; html: string };
type Support = { phone: '+962 6 500 0000'; email: 'support@khidmat.jo' };

export const customerTypes: CustomerType[] = [
  { id: 1, name: 'Commercial', arabicName: 'تجاري', frenchName: 'Commercial' },
  { id: 2, name: 'Residential', arabicName: 'سكني', frenchName: 'Résidentiel' },
];

export const industries: Industry[] = [
  // Commercial (companies and institutions)
  { id: 1, customerTypeId: 1, en: 'Schools & universities', ar: 'المدارس والجامعات', fr: 'Écoles et universités' },
  { id: 2, customerTypeId: 1, en: 'Clinics & hospitals', ar: 'العيادات والمستشفيات', fr: 'Cliniques et hôpitaux' },
  { id: 3, customerTypeId: 1, en: 'Hotels', ar: 'الفنادق', fr: 'Hôtels' },
  { id: 4, customerTypeId: 1, en: 'Restaurants & cafés', ar: 'المطاعم والمقاهي', fr: 'Restaurants et cafés' },
  { id: 5, customerTypeId: 1, en: 'Factories', ar: 'المصانع', fr: 'Usines' },
  { id: 6, customerTypeId: 1, en: 'Offices & companies', ar: 'المكاتب والشركات', fr: 'Bureaux et entreprises' },
  { id: 7, customerTypeId: 1, en: 'Retail stores', ar: 'محلات البيع بالتجزئة', fr: 'Commerces de détail' },
  { id: 8, customerTypeId: 1, en: 'Residential buildings management', ar: 'إدارة العمارات السكنية', fr: "Gestion d'immeubles résidentiels" },
  { id: 9, customerTypeId: 1, en: 'Banks', ar: 'البنوك', fr: 'Banques' },
  { id: 10, customerTypeId: 1, en: 'Pharmacies', ar: 'الصيدليات', fr: 'Pharmacies' },
  { id: 11, customerTypeId: 1, en: 'Gyms & sports clubs', ar: 'الصالات والنوادي الرياضية', fr: 'Salles de sport et clubs sportifs' },
  { id: 12, customerTypeId: 1, en: 'Warehouses & logistics', ar: 'المستودعات والخدمات اللوجستية', fr: 'Entrepôts et logistique' },
  // Residential (individuals and households)
  { id: 13, customerTypeId: 2, en: 'Apartment', ar: 'شقة', fr: 'Appartement' },
  { id: 14, customerTypeId: 2, en: 'Villa', ar: 'فيلا', fr: 'Villa' },
  { id: 15, customerTypeId: 2, en: 'Farm or chalet', ar: 'مزرعة أو شاليه', fr: 'Ferme ou chalet' },
  { id: 16, customerTypeId: 2, en: "Building owners' association", ar: 'اتحاد مالكي العمارة', fr: 'Syndicat de copropriété' },
];

export const categories: Category[] = [
  {
    id: 1, icon: 'icons/maintenance.svg', en: 'Maintenance', ar: 'الصيانة', fr: 'Maintenance',
    subcategories: [
      { id: 1, icon: 'icons/plumbing.svg', en: 'Plumbing', ar: 'السباكة', fr: 'Plomberie' },
      { id: 2, icon: 'icons/electrical.svg', en: 'Electrical', ar: 'الكهرباء', fr: 'Électricité' },
      { id: 3, icon: 'icons/ac-heating.svg', en: 'AC & heating', ar: 'التكييف والتدفئة', fr: 'Climatisation et chauffage' },
      { id: 4, icon: 'icons/carpentry.svg', en: 'Carpentry', ar: 'النجارة', fr: 'Menuiserie' },
      { id: 5, icon: 'icons/painting.svg', en: 'Painting', ar: 'الدهان', fr: 'Peinture' },
      { id: 6, icon: 'icons/appliances.svg', en: 'Appliances repair', ar: 'صيانة الأجهزة المنزلية', fr: "Réparation d'électroménager" },
      { id: 7, icon: 'icons/aluminium-glass.svg', en: 'Aluminium & glass', ar: 'الألمنيوم والزجاج', fr: 'Aluminium et vitrerie' },
    ],
  },
  {
    id: 2, icon: 'icons/cleaning.svg', en: 'Cleaning', ar: 'التنظيف', fr: 'Nettoyage',
    subcategories: [
      { id: 8, icon: 'icons/deep-cleaning.svg', en: 'Home deep cleaning', ar: 'التنظيف العميق للمنازل', fr: 'Nettoyage en profondeur du domicile' },
      { id: 9, icon: 'icons/office-cleaning.svg', en: 'Office cleaning', ar: 'تنظيف المكاتب', fr: 'Nettoyage de bureaux' },
      { id: 10, icon: 'icons/sofa-carpet.svg', en: 'Sofa & carpet cleaning', ar: 'تنظيف الكنب والسجاد', fr: 'Nettoyage de canapés et de tapis' },
      { id: 11, icon: 'icons/water-tank.svg', en: 'Water tank cleaning', ar: 'تنظيف خزانات المياه', fr: "Nettoyage de réservoirs d'eau" },
      { id: 12, icon: 'icons/post-construction.svg', en: 'Post-construction cleaning', ar: 'التنظيف بعد أعمال البناء', fr: 'Nettoyage après travaux' },
    ],
  },
  {
    id: 3, icon: 'icons/landscaping.svg', en: 'Landscaping', ar: 'تنسيق الحدائق', fr: 'Aménagement paysager',
    subcategories: [
      { id: 13, icon: 'icons/garden.svg', en: 'Garden maintenance', ar: 'العناية بالحدائق', fr: 'Entretien de jardin' },
      { id: 14, icon: 'icons/irrigation.svg', en: 'Irrigation systems', ar: 'أنظمة الري', fr: "Systèmes d'irrigation" },
      { id: 15, icon: 'icons/tree-trimming.svg', en: 'Tree trimming', ar: 'تقليم الأشجار', fr: 'Taille des arbres' },
      { id: 16, icon: 'icons/artificial-grass.svg', en: 'Artificial grass', ar: 'العشب الصناعي', fr: 'Gazon synthétique' },
    ],
  },
  {
    id: 4, icon: 'icons/pest-control.svg', en: 'Pest control', ar: 'مكافحة الحشرات والقوارض', fr: 'Lutte antiparasitaire',
    subcategories: [
      { id: 17, icon: 'icons/insects.svg', en: 'Insect control', ar: 'مكافحة الحشرات', fr: 'Traitement contre les insectes' },
      { id: 18, icon: 'icons/rodents.svg', en: 'Rodent control', ar: 'مكافحة القوارض', fr: 'Dératisation' },
      { id: 19, icon: 'icons/termites.svg', en: 'Termite treatment', ar: 'مكافحة النمل الأبيض', fr: 'Traitement contre les termites' },
      { id: 20, icon: 'icons/disinfection.svg', en: 'Disinfection & sanitisation', ar: 'التعقيم والتطهير', fr: 'Désinfection et assainissement' },
    ],
  },
  {
    id: 5, icon: 'icons/moving.svg', en: 'Moving & transport', ar: 'نقل الأثاث والترحيل', fr: 'Déménagement et transport',
    subcategories: [
      { id: 21, icon: 'icons/home-moving.svg', en: 'Home moving', ar: 'نقل أثاث المنازل', fr: 'Déménagement de domicile' },
      { id: 22, icon: 'icons/office-moving.svg', en: 'Office moving', ar: 'نقل المكاتب', fr: 'Déménagement de bureaux' },
      { id: 23, icon: 'icons/furniture-assembly.svg', en: 'Furniture assembly', ar: 'فك وتركيب الأثاث', fr: 'Montage et démontage de meubles' },
      { id: 24, icon: 'icons/packing-storage.svg', en: 'Packing & storage', ar: 'التغليف والتخزين', fr: 'Emballage et stockage' },
    ],
  },
  {
    id: 6, icon: 'icons/solar-energy.svg', en: 'Solar & energy', ar: 'الطاقة الشمسية وحلول الطاقة', fr: 'Solaire et énergie',
    subcategories: [
      { id: 25, icon: 'icons/solar-installation.svg', en: 'Solar panels installation', ar: 'تركيب الألواح الشمسية', fr: 'Installation de panneaux solaires' },
      { id: 26, icon: 'icons/solar-cleaning.svg', en: 'Solar panels cleaning', ar: 'تنظيف الألواح الشمسية', fr: 'Nettoyage de panneaux solaires' },
      { id: 27, icon: 'icons/water-heater.svg', en: 'Water heaters', ar: 'السخانات الشمسية والكهربائية', fr: 'Chauffe-eau solaires et électriques' },
    ],
  },
  {
    id: 7, icon: 'icons/projects.svg', en: 'Projects', ar: 'المشاريع', fr: 'Projets',
    subcategories: [
      { id: 28, icon: 'icons/renovation.svg', en: 'Renovation', ar: 'الترميم والتجديد', fr: 'Rénovation' },
      { id: 29, icon: 'icons/tiling.svg', en: 'Tiling & flooring', ar: 'البلاط والأرضيات', fr: 'Carrelage et revêtements de sol' },
      { id: 30, icon: 'icons/gypsum-decor.svg', en: 'Gypsum & decor', ar: 'الجبس والديكور', fr: 'Plâtre et décoration' },
      { id: 31, icon: 'icons/waterproofing.svg', en: 'Waterproofing', ar: 'العزل المائي', fr: 'Étanchéité' },
    ],
  },
  {
    id: 8, icon: 'icons/freelance.svg', en: 'Freelance', ar: 'العمل الحر', fr: 'Freelance',
    subcategories: [
      { id: 32, icon: 'icons/it-support.svg', en: 'IT support', ar: 'الدعم الفني لتقنية المعلومات', fr: 'Support informatique' },
      { id: 33, icon: 'icons/graphic-design.svg', en: 'Graphic design', ar: 'التصميم الجرافيكي', fr: 'Design graphique' },
      { id: 34, icon: 'icons/translation.svg', en: 'Translation', ar: 'الترجمة', fr: 'Traduction' },
      { id: 35, icon: 'icons/photography.svg', en: 'Photography', ar: 'التصوير الفوتوغرافي', fr: 'Photographie' },
    ],
  },
  {
    // Intentionally empty: lets the UI show its "no sub-categories yet" state.
    id: 9, icon: 'icons/security-smart-home.svg', en: 'Security & smart home', ar: 'الأنظمة الأمنية والمنزل الذكي', fr: 'Sécurité et maison connectée',
    subcategories: [],
  },
];

export const onboardingScreens: OnboardingScreen[] = [
  {
    lang: 'en', image: 'onboarding/1.svg',
    title: 'Order a service in minutes',
    description: 'Pick a service, describe what you need and choose a time. Your request reaches providers near you straight away.',
  },
  {
    lang: 'en', image: 'onboarding/2.svg',
    title: 'Verified and golden technicians',
    description: 'Every provider is reviewed by our team before joining. The golden badge points you to our highest-rated technicians.',
  },
  {
    lang: 'en', image: 'onboarding/3.svg',
    title: 'Compare proposals for bigger jobs',
    description: 'Publish a request for proposals, receive offers from several providers and choose the best price and plan.',
  },
  {
    lang: 'en', image: 'onboarding/4.svg',
    title: 'Pay cash, then rate',
    description: 'Pay the provider in cash when the job is done, at the final amount you agreed in JOD, and rate the service to help others choose.',
  },
  {
    lang: 'ar', image: 'onboarding/1.svg',
    title: 'اطلب خدمتك خلال دقائق',
    description: 'اختر الخدمة وصِف ما تحتاجه وحدّد الموعد المناسب، وسيصل طلبك فورًا إلى مزوّدي الخدمة القريبين منك.',
  },
  {
    lang: 'ar', image: 'onboarding/2.svg',
    title: 'فنّيون موثّقون وفنّيون ذهبيون',
    description: 'يراجع فريقنا بيانات كل مزوّد خدمة قبل انضمامه، وترشدك الشارة الذهبية إلى الفنيين الأعلى تقييمًا.',
  },
  {
    lang: 'ar', image: 'onboarding/3.svg',
    title: 'قارن العروض لأعمالك الكبيرة',
    description: 'انشر طلب عروض أسعار، واستقبل عروضًا من عدة مزوّدين، ثم اختر الأنسب من حيث السعر وخطة التنفيذ.',
  },
  {
    lang: 'ar', image: 'onboarding/4.svg',
    title: 'ادفع نقدًا ثم قيّم الخدمة',
    description: 'ادفع لمزوّد الخدمة نقدًا بعد إنجاز العمل بالمبلغ النهائي المتفق عليه بالدينار الأردني، ثم قيّم الخدمة لتساعد غيرك على الاختيار.',
  },
  {
    lang: 'fr', image: 'onboarding/1.svg',
    title: 'Commandez un service en quelques minutes',
    description: 'Choisissez un service, décrivez votre besoin et fixez un horaire : votre demande parvient aussitôt aux prestataires proches de chez vous.',
  },
  {
    lang: 'fr', image: 'onboarding/2.svg',
    title: 'Des techniciens vérifiés et distingués',
    description: "Chaque prestataire est contrôlé par notre équipe avant de nous rejoindre. Le badge doré vous signale nos techniciens les mieux notés.",
  },
  {
    lang: 'fr', image: 'onboarding/3.svg',
    title: 'Comparez les offres pour vos grands travaux',
    description: "Publiez un appel d'offres, recevez les propositions de plusieurs prestataires et retenez le meilleur prix et la meilleure démarche.",
  },
  {
    lang: 'fr', image: 'onboarding/4.svg',
    title: 'Payez en espèces, puis notez',
    description: 'Réglez le prestataire en espèces une fois le travail terminé, au montant final convenu en dinars jordaniens, puis notez le service pour aider les autres à choisir.',
  },
];

const bannerLinks = ['/express', '/direct-award', '/rfps/create'] as const;
const bannerLangs: Lang[] = ['en', 'ar', 'fr'];

export const banners: Banner[] = (['desktop', 'responsive'] as const).flatMap((kind) =>
  bannerLangs.flatMap((lang) =>
    bannerLinks.map((link, i): Banner => ({ kind, lang, image: `banners/${kind}-${lang}-${i + 1}.svg`, link })),
  ),
);

const termsEn = `<h2>Terms of Use</h2>
<p>Welcome to Souq Khidmat (the "Platform"). These Terms of Use govern your access to and use of the Platform's website and applications, whether you are a customer or a service provider. By creating an account or submitting a request you confirm that you have read, understood and accepted these terms. If you do not agree with them, please do not use the Platform.</p>
<h3>1. Nature of the Platform</h3>
<p>The Platform is an electronic marketplace that connects customers who need maintenance, cleaning, landscaping, project and freelance work with independent service providers. The Platform is not the employer or the agent of any service provider and is not a party to the agreement for the work concluded between the customer and the provider. Each provider is solely responsible for the work it carries out.</p>
<h3>2. Eligibility and accounts</h3>
<ul>
<li>You must be at least 18 years old to use the Platform.</li>
<li>You must register with your true name, a valid e-mail address and/or phone number, and a password.</li>
<li>Each person may hold one account only. Registering by automated means is forbidden, and the Platform uses a bot check during registration.</li>
<li>Service providers may also be asked for their date of birth, bank account details, identity document, vehicle licence and proof of qualifications.</li>
<li>You are responsible for keeping your password confidential and for all activity carried out through your account.</li>
</ul>
<h3>3. Prohibited use</h3>
<ul>
<li>Submitting fake or misleading requests, or providing false information of any kind.</li>
<li>Using the Platform as, or on behalf of, a competitor of the Platform.</li>
<li>Using the Platform after having been banned from it, whether directly or through another person's account.</li>
<li>For service providers: taking work from customers of the Platform outside the Platform.</li>
<li>Copying, distributing or adapting any content of the Platform.</li>
</ul>
<h3>4. Prices and payment</h3>
<p>All prices are in Jordanian dinars (JOD). The customer pays the service provider in cash the final amount agreed between them for the work. Where available, the customer may instead choose to pay electronically through a third-party payment provider, whose own terms also apply to that payment.</p>
<p>The Platform takes a commission from service providers under a separate written contract concluded with each provider.</p>
<h3>5. Ratings and complaints</h3>
<p>After a request is completed, the customer and the service provider rate each other. Ratings must be honest and relate to the actual service. Any complaint about a service, a provider or a customer must be submitted to customer service, which will review it and contact the parties concerned.</p>
<h3>6. Guarantee of work</h3>
<p>The service provider guarantees its work for at least 7 days after completion, or for a longer period if agreed with the customer. Defects covered by this guarantee should be reported to customer service within that period.</p>
<h3>7. Cancellation</h3>
<ul>
<li>A customer who wishes to cancel a request before the service provider has approved it must contact customer service and state the reason. No fine applies.</li>
<li>If the customer cancels after the provider has approved the request, the customer must pay the provider's minimum fee plus the cost of any materials already purchased for the request, unless the customer and the provider agree on a new time.</li>
<li>A service provider may cancel an approved request only in an emergency. A provider who cancels less than 5 hours before the agreed time without the Platform's approval must pay a fine of 10 JOD and may have its account suspended.</li>
<li>A cancelled request is reassigned to another service provider on the same terms.</li>
<li>If a customer or a service provider cancels more than 2 requests in one month, the Platform may stop dealing with that person.</li>
</ul>
<h3>8. Rights of the Platform</h3>
<ul>
<li>The Platform may refuse any request without giving a reason. The user is informed at the e-mail address provided.</li>
<li>The Platform may suspend any account permanently or temporarily, limit it or delete it without notice. Deleting an account erases its data and cancels the related requests.</li>
<li>The Platform may remove service providers who do not meet its quality standards and reassign their work to another provider on the same terms and prices.</li>
</ul>
<h3>9. Governing law and jurisdiction</h3>
<p>These terms are governed by the laws of the Hashemite Kingdom of Jordan. The courts of Amman have jurisdiction over any dispute arising from these terms or from the use of the Platform.</p>
<h3>10. Changes and contact</h3>
<p>We may update these terms from time to time. The updated version applies from the date it is published on the Platform. For any question, contact customer service at support@khidmat.jo or +962 6 500 0000.</p>`;

const termsAr = `<h2>شروط الاستخدام</h2>
<p>مرحبًا بك في سوق خدمات ("المنصة"). تنظّم شروط الاستخدام هذه دخولك إلى موقع المنصة وتطبيقاتها واستخدامك لها، سواء كنت عميلًا أو مزوّد خدمة. وبإنشائك حسابًا أو تقديمك طلبًا فإنك تقرّ بأنك قرأت هذه الشروط وفهمتها ووافقت عليها. وإذا كنت لا توافق عليها، فيُرجى عدم استخدام المنصة.</p>
<h3>1. طبيعة المنصة</h3>
<p>المنصة سوق إلكترونية تربط العملاء الذين يحتاجون إلى أعمال الصيانة والتنظيف وتنسيق الحدائق والمشاريع والعمل الحر بمزوّدي خدمة مستقلين. والمنصة ليست صاحبة عمل لأي مزوّد خدمة ولا وكيلة عنه، وليست طرفًا في الاتفاق على العمل المبرم بين العميل ومزوّد الخدمة. ويتحمّل كل مزوّد خدمة وحده المسؤولية عن العمل الذي ينفّذه.</p>
<h3>2. الأهلية والحسابات</h3>
<ul>
<li>يجب ألا يقل عمرك عن 18 عامًا لاستخدام المنصة.</li>
<li>يجب التسجيل باسمك الحقيقي وعنوان بريد إلكتروني صحيح و/أو رقم هاتف، وكلمة مرور.</li>
<li>لا يحق للشخص الواحد امتلاك أكثر من حساب واحد. ويُمنع التسجيل بوسائل آلية، وتستخدم المنصة أداة للتحقق من أن المستخدم ليس روبوتًا عند التسجيل.</li>
<li>قد يُطلب من مزوّدي الخدمة أيضًا تقديم تاريخ الميلاد وبيانات الحساب البنكي ووثيقة إثبات الشخصية ورخصة المركبة وما يثبت مؤهلاتهم.</li>
<li>أنت مسؤول عن الحفاظ على سرية كلمة المرور وعن جميع الأنشطة التي تتم من خلال حسابك.</li>
</ul>
<h3>3. الاستخدام المحظور</h3>
<ul>
<li>تقديم طلبات وهمية أو مضلِّلة، أو تقديم معلومات غير صحيحة من أي نوع.</li>
<li>استخدام المنصة من قِبل منافس لها أو نيابةً عنه.</li>
<li>استخدام المنصة بعد حظرك منها، سواء بشكل مباشر أو من خلال حساب شخص آخر.</li>
<li>بالنسبة لمزوّدي الخدمة: تنفيذ أعمال لعملاء المنصة خارج المنصة.</li>
<li>نسخ أي محتوى من محتويات المنصة أو توزيعه أو تعديله.</li>
</ul>
<h3>4. الأسعار والدفع</h3>
<p>جميع الأسعار بالدينار الأردني. ويدفع العميل لمزوّد الخدمة نقدًا المبلغ النهائي المتفق عليه بينهما مقابل العمل. ويجوز للعميل، حيثما كان ذلك متاحًا، أن يختار الدفع إلكترونيًا عن طريق جهة دفع خارجية، وتسري شروط تلك الجهة أيضًا على عملية الدفع.</p>
<p>تتقاضى المنصة عمولة من مزوّدي الخدمة بموجب عقد مكتوب منفصل يُبرم مع كل مزوّد خدمة.</p>
<h3>5. التقييمات والشكاوى</h3>
<p>بعد إنجاز الطلب، يقيّم كل من العميل ومزوّد الخدمة الطرف الآخر. ويجب أن تكون التقييمات صادقة وأن تتعلق بالخدمة المقدَّمة فعلًا. وتُقدَّم أي شكوى تتعلق بخدمة أو بمزوّد خدمة أو بعميل إلى خدمة العملاء، التي تتولى دراستها والتواصل مع الأطراف المعنية.</p>
<h3>6. كفالة العمل</h3>
<p>يكفل مزوّد الخدمة عمله مدة لا تقل عن 7 أيام من تاريخ إنجازه، أو مدة أطول إذا اتُّفق على ذلك مع العميل. ويُرجى إبلاغ خدمة العملاء بالعيوب المشمولة بهذه الكفالة خلال تلك المدة.</p>
<h3>7. إلغاء الطلبات</h3>
<ul>
<li>إذا أراد العميل إلغاء طلب قبل موافقة مزوّد الخدمة عليه، فعليه التواصل مع خدمة العملاء وبيان سبب الإلغاء، ولا تترتب عليه أي غرامة.</li>
<li>إذا ألغى العميل الطلب بعد موافقة مزوّد الخدمة عليه، فعليه أن يدفع لمزوّد الخدمة الحد الأدنى لأجرته مضافًا إليه ثمن المواد التي اشتراها للطلب، ما لم يتفق العميل ومزوّد الخدمة على موعد جديد.</li>
<li>لا يجوز لمزوّد الخدمة إلغاء طلب وافق عليه إلا في حالات الطوارئ. وإذا ألغى مزوّد الخدمة الطلب قبل أقل من 5 ساعات من الموعد المتفق عليه دون موافقة المنصة، تُفرض عليه غرامة قدرها 10 دنانير أردنية، وقد يُعلَّق حسابه.</li>
<li>يُسند الطلب الملغى إلى مزوّد خدمة آخر بالشروط نفسها.</li>
<li>إذا ألغى العميل أو مزوّد الخدمة أكثر من طلبين خلال شهر واحد، يحق للمنصة التوقف عن التعامل معه.</li>
</ul>
<h3>8. حقوق المنصة</h3>
<ul>
<li>يحق للمنصة رفض أي طلب دون إبداء الأسباب، ويُبلَّغ المستخدم بذلك على عنوان البريد الإلكتروني الذي قدّمه.</li>
<li>يحق للمنصة تعليق أي حساب بشكل دائم أو مؤقت، أو تقييده، أو حذفه دون إشعار مسبق. ويترتب على حذف الحساب مسح بياناته وإلغاء الطلبات المرتبطة به.</li>
<li>يحق للمنصة استبعاد مزوّدي الخدمة الذين لا يستوفون معايير الجودة لديها، وإسناد أعمالهم إلى مزوّد خدمة آخر بالشروط والأسعار نفسها.</li>
</ul>
<h3>9. القانون الواجب التطبيق والاختصاص القضائي</h3>
<p>تخضع هذه الشروط لقوانين المملكة الأردنية الهاشمية، وتختص محاكم عمّان بالنظر في أي نزاع ينشأ عن هذه الشروط أو عن استخدام المنصة.</p>
<h3>10. التعديلات والتواصل</h3>
<p>قد نعدّل هذه الشروط من وقت لآخر، ويُعمل بالنسخة المعدّلة اعتبارًا من تاريخ نشرها على المنصة. ولأي استفسار، يُرجى التواصل مع خدمة العملاء عبر البريد الإلكتروني support@khidmat.jo أو على الرقم ‎+962 6 500 0000.</p>`;

const termsFr = `<h2>Conditions d'utilisation</h2>
<p>Bienvenue sur Souq Khidmat (la « Plateforme »). Les présentes conditions d'utilisation régissent votre accès au site et aux applications de la Plateforme ainsi que leur utilisation, que vous soyez client ou prestataire de services. En créant un compte ou en soumettant une demande, vous confirmez avoir lu, compris et accepté ces conditions. Si vous ne les acceptez pas, veuillez ne pas utiliser la Plateforme.</p>
<h3>1. Nature de la Plateforme</h3>
<p>La Plateforme est une place de marché électronique qui met en relation des clients ayant besoin de travaux de maintenance, de nettoyage, d'aménagement paysager, de projets ou de missions freelance avec des prestataires de services indépendants. La Plateforme n'est ni l'employeur ni le mandataire d'aucun prestataire et n'est pas partie à l'accord conclu entre le client et le prestataire pour la réalisation des travaux. Chaque prestataire est seul responsable des travaux qu'il réalise.</p>
<h3>2. Conditions d'accès et comptes</h3>
<ul>
<li>Vous devez être âgé d'au moins 18 ans pour utiliser la Plateforme.</li>
<li>Vous devez vous inscrire sous votre véritable nom, avec une adresse e-mail valide et/ou un numéro de téléphone, ainsi qu'un mot de passe.</li>
<li>Chaque personne ne peut détenir qu'un seul compte. L'inscription par des moyens automatisés est interdite ; la Plateforme utilise un contrôle anti-robot lors de l'inscription.</li>
<li>Il peut en outre être demandé aux prestataires leur date de naissance, leurs coordonnées bancaires, une pièce d'identité, le certificat d'immatriculation de leur véhicule, ainsi que des justificatifs de leurs qualifications.</li>
<li>Vous êtes responsable de la confidentialité de votre mot de passe et de toute activité effectuée depuis votre compte.</li>
</ul>
<h3>3. Utilisations interdites</h3>
<ul>
<li>Soumettre des demandes fictives ou trompeuses, ou fournir de fausses informations de quelque nature que ce soit.</li>
<li>Utiliser la Plateforme en tant que concurrent de celle-ci ou pour le compte d'un concurrent.</li>
<li>Utiliser la Plateforme après en avoir été exclu, directement ou au moyen du compte d'une autre personne.</li>
<li>Pour les prestataires : accepter des travaux de clients de la Plateforme en dehors de la Plateforme.</li>
<li>Copier, distribuer ou adapter tout contenu de la Plateforme.</li>
</ul>
<h3>4. Prix et paiement</h3>
<p>Tous les prix sont exprimés en dinars jordaniens (JOD). Le client paie au prestataire, en espèces, le montant final convenu entre eux pour les travaux. Lorsque cette option est proposée, le client peut choisir de payer par voie électronique par l'intermédiaire d'un prestataire de paiement tiers, dont les propres conditions s'appliquent également à ce paiement.</p>
<p>La Plateforme perçoit une commission auprès des prestataires en vertu d'un contrat écrit distinct conclu avec chacun d'eux.</p>
<h3>5. Évaluations et réclamations</h3>
<p>Une fois la demande réalisée, le client et le prestataire s'évaluent mutuellement. Les évaluations doivent être sincères et porter sur le service effectivement rendu. Toute réclamation concernant un service, un prestataire ou un client doit être adressée au service client, qui l'examine et prend contact avec les parties concernées.</p>
<h3>6. Garantie des travaux</h3>
<p>Le prestataire garantit ses travaux pendant au moins 7 jours à compter de leur achèvement, ou pendant une durée plus longue convenue avec le client. Les défauts couverts par cette garantie doivent être signalés au service client pendant cette période.</p>
<h3>7. Annulation</h3>
<ul>
<li>Le client qui souhaite annuler une demande avant son acceptation par le prestataire doit contacter le service client en indiquant le motif. Aucune pénalité ne s'applique.</li>
<li>Si le client annule après l'acceptation de la demande par le prestataire, il doit payer au prestataire le tarif minimum de celui-ci, majoré du coût des matériaux déjà achetés pour la demande, sauf si le client et le prestataire conviennent d'un nouvel horaire.</li>
<li>Le prestataire ne peut annuler une demande acceptée qu'en cas d'urgence. Le prestataire qui annule moins de 5 heures avant l'heure convenue sans l'accord de la Plateforme doit payer une pénalité de 10 JOD et son compte peut être suspendu.</li>
<li>Une demande annulée est réattribuée à un autre prestataire aux mêmes conditions.</li>
<li>Si un client ou un prestataire annule plus de 2 demandes au cours d'un même mois, la Plateforme peut cesser toute relation avec lui.</li>
</ul>
<h3>8. Droits de la Plateforme</h3>
<ul>
<li>La Plateforme peut refuser toute demande sans avoir à en donner la raison. L'utilisateur en est informé à l'adresse e-mail qu'il a fournie.</li>
<li>La Plateforme peut suspendre tout compte, de manière définitive ou temporaire, le restreindre ou le supprimer sans préavis. La suppression d'un compte entraîne l'effacement de ses données et l'annulation des demandes qui y sont liées.</li>
<li>La Plateforme peut retirer les prestataires qui ne respectent pas ses normes de qualité et réattribuer leurs travaux à un autre prestataire aux mêmes conditions et aux mêmes prix.</li>
</ul>
<h3>9. Droit applicable et juridiction compétente</h3>
<p>Les présentes conditions sont régies par le droit du Royaume hachémite de Jordanie. Les tribunaux d'Amman sont compétents pour tout litige né de ces conditions ou de l'utilisation de la Plateforme.</p>
<h3>10. Modifications et contact</h3>
<p>Nous pouvons modifier ces conditions à tout moment. La version mise à jour s'applique à compter de sa publication sur la Plateforme. Pour toute question, contactez le service client à support@khidmat.jo ou au +962 6 500 0000.</p>`;

const privacyEn = `<h2>Privacy Policy</h2>
<p>This policy explains which personal data Souq Khidmat (the "Platform") collects, how they are used and the choices available to you. It applies to customers and service providers alike.</p>
<h3>1. Data we collect</h3>
<ul>
<li>Your name, e-mail address and phone number.</li>
<li>Your address and, when you allow it, your GPS location.</li>
<li>Payment data related to your requests.</li>
<li>Device data, such as device type, operating system and browser.</li>
<li>Your orders and the ratings you give and receive.</li>
</ul>
<p>Service providers may also provide their date of birth, bank details, identity document, vehicle licence and qualifications when their account is verified.</p>
<h3>2. How we use your data</h3>
<ul>
<li>To create and manage your account and confirm your identity.</li>
<li>To send your requests to suitable providers near you and show them where the work will be carried out.</li>
<li>To handle payments, cancellations and complaints.</li>
<li>To maintain service quality through ratings and to prevent fraud and misuse of the Platform.</li>
<li>To send you messages about your requests and, unless you opt out, marketing messages.</li>
</ul>
<h3>3. Sharing your data</h3>
<p>When you submit a request, the service provider who handles it receives the information needed to carry out the work, such as your name, phone number, address and location. Electronic payments, when chosen, are processed by a third-party payment provider.</p>
<h3>4. Marketing messages</h3>
<p>You may opt out of marketing messages at any time from your account settings or by contacting customer service. Messages about your requests and account will continue to be sent.</p>
<h3>5. Security and access</h3>
<p>Your account is protected by a password, which you must keep confidential. Authorised staff of the Platform may access account data when this is needed to run the service, to support you or to investigate a complaint.</p>
<h3>6. Content of the Platform</h3>
<p>Users may not copy, distribute or adapt the content of the Platform, including its texts, images, provider profiles and reviews.</p>
<h3>7. Deleting an account</h3>
<p>If an account is deleted, whether at the user's request or by the Platform under the Terms of Use, its data are erased and the related requests are cancelled.</p>
<h3>8. Governing law and contact</h3>
<p>This policy is governed by the laws of Jordan and the courts of Amman have jurisdiction. For any question about your data, contact customer service at support@khidmat.jo or +962 6 500 0000.</p>`;

const privacyAr = `<h2>سياسة الخصوصية</h2>
<p>توضّح هذه السياسة البيانات الشخصية التي تجمعها منصة سوق خدمات ("المنصة")، وكيفية استخدامها، والخيارات المتاحة لك. وتسري على العملاء ومزوّدي الخدمة على حد سواء.</p>
<h3>1. البيانات التي نجمعها</h3>
<ul>
<li>اسمك وعنوان بريدك الإلكتروني ورقم هاتفك.</li>
<li>عنوانك، وموقعك الجغرافي (GPS) عند سماحك بذلك.</li>
<li>بيانات الدفع المتعلقة بطلباتك.</li>
<li>بيانات الجهاز، مثل نوع الجهاز ونظام التشغيل والمتصفح.</li>
<li>طلباتك والتقييمات التي تمنحها وتحصل عليها.</li>
</ul>
<p>وقد يقدّم مزوّدو الخدمة أيضًا تاريخ الميلاد والبيانات البنكية ووثيقة إثبات الشخصية ورخصة المركبة والمؤهلات عند التحقق من حساباتهم.</p>
<h3>2. كيف نستخدم بياناتك</h3>
<ul>
<li>لإنشاء حسابك وإدارته والتحقق من هويتك.</li>
<li>لإرسال طلباتك إلى مزوّدي الخدمة المناسبين القريبين منك، وتعريفهم بمكان تنفيذ العمل.</li>
<li>لمعالجة المدفوعات والإلغاءات والشكاوى.</li>
<li>للحفاظ على جودة الخدمة من خلال التقييمات، ومنع الاحتيال وإساءة استخدام المنصة.</li>
<li>لإرسال الرسائل المتعلقة بطلباتك، والرسائل التسويقية ما لم تطلب إيقافها.</li>
</ul>
<h3>3. مشاركة بياناتك</h3>
<p>عند تقديمك طلبًا، يحصل مزوّد الخدمة الذي يتولى تنفيذه على المعلومات اللازمة لإنجاز العمل، مثل اسمك ورقم هاتفك وعنوانك وموقعك. وتتولى جهة دفع خارجية معالجة المدفوعات الإلكترونية عند اختيارها.</p>
<h3>4. الرسائل التسويقية</h3>
<p>يمكنك إيقاف الرسائل التسويقية في أي وقت من إعدادات حسابك أو بالتواصل مع خدمة العملاء، وسيستمر إرسال الرسائل المتعلقة بطلباتك وحسابك.</p>
<h3>5. الأمان والاطلاع على البيانات</h3>
<p>حسابك محمي بكلمة مرور يجب عليك الحفاظ على سريتها. ويجوز لموظفي المنصة المخوَّلين الاطلاع على بيانات الحساب عند الحاجة إلى ذلك لتشغيل الخدمة أو لمساعدتك أو للتحقيق في شكوى.</p>
<h3>6. محتوى المنصة</h3>
<p>لا يجوز للمستخدمين نسخ محتوى المنصة أو توزيعه أو تعديله، بما في ذلك النصوص والصور والملفات التعريفية لمزوّدي الخدمة والتقييمات.</p>
<h3>7. حذف الحساب</h3>
<p>عند حذف أي حساب، سواء بطلب من المستخدم أو من قِبل المنصة وفقًا لشروط الاستخدام، تُمسح بياناته وتُلغى الطلبات المرتبطة به.</p>
<h3>8. القانون الواجب التطبيق والتواصل</h3>
<p>تخضع هذه السياسة لقوانين المملكة الأردنية الهاشمية، وتختص محاكم عمّان بالنظر في أي نزاع بشأنها. ولأي استفسار يتعلق ببياناتك، يُرجى التواصل مع خدمة العملاء عبر البريد الإلكتروني support@khidmat.jo أو على الرقم ‎+962 6 500 0000.</p>`;

const privacyFr = `<h2>Politique de confidentialité</h2>
<p>La présente politique explique quelles données personnelles Souq Khidmat (la « Plateforme ») collecte, comment elles sont utilisées et de quels choix vous disposez. Elle s'applique aussi bien aux clients qu'aux prestataires de services.</p>
<h3>1. Données collectées</h3>
<ul>
<li>Vos nom, adresse e-mail et numéro de téléphone.</li>
<li>Votre adresse et, si vous l'autorisez, votre position GPS.</li>
<li>Les données de paiement liées à vos demandes.</li>
<li>Les données de votre appareil, telles que le type d'appareil, le système d'exploitation et le navigateur.</li>
<li>Vos commandes ainsi que les évaluations que vous donnez et recevez.</li>
</ul>
<p>Les prestataires peuvent en outre fournir leur date de naissance, leurs coordonnées bancaires, une pièce d'identité, le certificat d'immatriculation de leur véhicule et leurs qualifications lors de la vérification de leur compte.</p>
<h3>2. Utilisation de vos données</h3>
<ul>
<li>Créer et gérer votre compte et vérifier votre identité.</li>
<li>Transmettre vos demandes aux prestataires adaptés proches de chez vous et leur indiquer le lieu d'intervention.</li>
<li>Traiter les paiements, les annulations et les réclamations.</li>
<li>Maintenir la qualité du service grâce aux évaluations et prévenir la fraude et les abus.</li>
<li>Vous envoyer des messages concernant vos demandes et, sauf opposition de votre part, des messages marketing.</li>
</ul>
<h3>3. Partage de vos données</h3>
<p>Lorsque vous soumettez une demande, le prestataire qui la prend en charge reçoit les informations nécessaires à la réalisation des travaux, telles que votre nom, votre numéro de téléphone, votre adresse et votre position. Les paiements électroniques, lorsque vous les choisissez, sont traités par un prestataire de paiement tiers.</p>
<h3>4. Messages marketing</h3>
<p>Vous pouvez refuser les messages marketing à tout moment depuis les paramètres de votre compte ou en contactant le service client. Les messages relatifs à vos demandes et à votre compte continueront de vous être envoyés.</p>
<h3>5. Sécurité et accès</h3>
<p>Votre compte est protégé par un mot de passe dont vous devez préserver la confidentialité. Le personnel habilité de la Plateforme peut accéder aux données des comptes lorsque cela est nécessaire au fonctionnement du service, à votre assistance ou à l'examen d'une réclamation.</p>
<h3>6. Contenu de la Plateforme</h3>
<p>Les utilisateurs ne peuvent pas copier, distribuer ou adapter le contenu de la Plateforme, notamment ses textes, ses images, les profils des prestataires et les évaluations.</p>
<h3>7. Suppression d'un compte</h3>
<p>Lorsqu'un compte est supprimé, à la demande de l'utilisateur ou par la Plateforme conformément aux conditions d'utilisation, ses données sont effacées et les demandes qui y sont liées sont annulées.</p>
<h3>8. Droit applicable et contact</h3>
<p>La présente politique est régie par le droit jordanien et les tribunaux d'Amman sont compétents. Pour toute question relative à vos données, contactez le service client à support@khidmat.jo ou au +962 6 500 0000.</p>`;

// The usage (acceptable-use) policy of spec §2.12: the rules of the terms of use, said plainly.
const usageEn = `<h2>Usage Policy</h2>
<p>Souq Khidmat works because customers and service providers can trust each other. This policy explains what is expected of everyone who uses the Platform. It sits alongside the Terms of Use and the Privacy Policy; where they differ, the Terms of Use prevail.</p>
<h3>1. Honest requests</h3>
<ul>
<li>Only ask for work you really need, at an address where it will really be done.</li>
<li>Describe the job truthfully: the type of service, the place, the size of the work and any photos must match reality.</li>
<li>Fake, test or misleading requests are prohibited, as are requests made to waste a provider's time or to collect quotes for a competitor.</li>
<li>Use your own account only. One account belongs to one person, and automated use of the Platform is forbidden.</li>
</ul>
<h3>2. Dealing through the Platform</h3>
<ul>
<li>Arrange, change and cancel work through the Platform, so that ratings, guarantees and customer service can protect you.</li>
<li>Service providers must not offer or accept work from Platform customers outside the Platform, and customers should not ask them to.</li>
<li>Pay the final amount agreed for the work, in cash to the provider or through the optional electronic payment where it is offered.</li>
</ul>
<h3>3. Respectful conduct</h3>
<ul>
<li>Treat providers, customers and our staff with courtesy. Insults, threats, harassment and discrimination are not tolerated.</li>
<li>Keep appointments, or change or cancel them in good time as the Terms of Use describe.</li>
<li>Give honest ratings that describe the service actually received.</li>
<li>Use the contact details you receive only for the order they were shared for.</li>
</ul>
<h3>4. Reporting abuse</h3>
<p>If a request, a provider or a customer breaks these rules, use the "Report an abuse" page of the portal, or contact customer service at support@khidmat.jo or +962 6 500 0000. Choose the reason that fits best and describe what happened. You will receive an acknowledgement by e-mail with a reference number. Reports are handled confidentially, and we may contact you for more details.</p>
<h3>5. Consequences</h3>
<p>Depending on how serious and how repeated a breach is, the Platform may:</p>
<ul>
<li>warn the user;</li>
<li>refuse or cancel the requests concerned;</li>
<li>limit the account, or suspend it temporarily or permanently;</li>
<li>delete the account, which erases its data and cancels the related requests;</li>
<li>remove a service provider who does not meet the quality standards and reassign its work on the same terms and prices.</li>
</ul>
<p>Competitors of the Platform and people who were banned from it may not use it, including through another person's account.</p>`;

const usageAr = `<h2>سياسة الاستخدام</h2>
<p>تقوم سوق خدمات على الثقة المتبادلة بين العملاء ومزوّدي الخدمة. وتوضّح هذه السياسة ما هو متوقّع من كل من يستخدم المنصة، وهي مكمّلة لشروط الاستخدام وسياسة الخصوصية؛ وعند وجود أي اختلاف تسري شروط الاستخدام.</p>
<h3>1. طلبات صادقة</h3>
<ul>
<li>اطلب فقط العمل الذي تحتاجه فعلًا، وعلى العنوان الذي سيُنفَّذ فيه العمل حقًا.</li>
<li>صِف العمل بصدق: يجب أن يطابق نوع الخدمة والمكان وحجم العمل وأي صور مرفقة الواقعَ.</li>
<li>يُحظر تقديم طلبات وهمية أو تجريبية أو مضلِّلة، وكذلك الطلبات التي يُقصد بها إضاعة وقت مزوّد الخدمة أو جمع عروض الأسعار لصالح جهة منافسة.</li>
<li>استخدم حسابك الشخصي فقط؛ فالحساب الواحد يخصّ شخصًا واحدًا، ويُمنع استخدام المنصة بوسائل آلية.</li>
</ul>
<h3>2. التعامل من خلال المنصة</h3>
<ul>
<li>رتّب الأعمال وعدّلها وألغِها من خلال المنصة، حتى تحميك التقييمات والكفالة وخدمة العملاء.</li>
<li>لا يجوز لمزوّدي الخدمة عرض أعمال على عملاء المنصة أو قبولها منهم خارج المنصة، ولا ينبغي للعملاء أن يطلبوا منهم ذلك.</li>
<li>ادفع المبلغ النهائي المتفق عليه مقابل العمل، نقدًا لمزوّد الخدمة أو عن طريق الدفع الإلكتروني الاختياري حيثما كان متاحًا.</li>
</ul>
<h3>3. السلوك المحترم</h3>
<ul>
<li>تعامل بلباقة مع مزوّدي الخدمة والعملاء وفريق عملنا. ولا نتسامح مع الإهانة أو التهديد أو المضايقة أو التمييز.</li>
<li>التزم بالمواعيد، أو عدّلها أو ألغِها في وقت مناسب كما توضّح شروط الاستخدام.</li>
<li>قدّم تقييمات صادقة تصف الخدمة التي حصلت عليها فعلًا.</li>
<li>استخدم بيانات التواصل التي تصلك فقط للطلب الذي شورِكت من أجله.</li>
</ul>
<h3>4. الإبلاغ عن الإساءة</h3>
<p>إذا خالف طلبٌ أو مزوّدُ خدمة أو عميلٌ هذه القواعد، فاستخدم صفحة "الإبلاغ عن إساءة" في البوابة، أو تواصل مع خدمة العملاء عبر البريد الإلكتروني support@khidmat.jo أو على الرقم ‎+962 6 500 0000. اختر السبب الأنسب وصِف ما حدث، وستصلك رسالة تأكيد بالبريد الإلكتروني تتضمن رقمًا مرجعيًا للبلاغ. ونتعامل مع البلاغات بسرية، وقد نتواصل معك لطلب مزيد من التفاصيل.</p>
<h3>5. العواقب</h3>
<p>بحسب جسامة المخالفة وتكرارها، يحق للمنصة أن:</p>
<ul>
<li>توجّه تنبيهًا إلى المستخدم؛</li>
<li>ترفض الطلبات المعنية أو تلغيها؛</li>
<li>تقيّد الحساب أو تعلّقه مؤقتًا أو نهائيًا؛</li>
<li>تحذف الحساب، وهو ما يترتب عليه مسح بياناته وإلغاء الطلبات المرتبطة به؛</li>
<li>تستبعد مزوّد الخدمة الذي لا يستوفي معايير الجودة، وتُسند أعماله إلى غيره بالشروط والأسعار نفسها.</li>
</ul>
<p>لا يجوز للجهات المنافسة للمنصة ولا للأشخاص الذين سبق حظرهم منها استخدامُها، بما في ذلك من خلال حساب شخص آخر.</p>`;

const usageFr = `<h2>Politique d'utilisation</h2>
<p>Souq Khidmat fonctionne parce que clients et prestataires peuvent se faire confiance. Cette politique précise ce qui est attendu de chaque utilisateur de la Plateforme. Elle complète les conditions d'utilisation et la politique de confidentialité ; en cas de divergence, les conditions d'utilisation prévalent.</p>
<h3>1. Des demandes sincères</h3>
<ul>
<li>Ne demandez que des travaux dont vous avez réellement besoin, à l'adresse où ils seront réellement effectués.</li>
<li>Décrivez la mission avec exactitude : le type de service, le lieu, l'ampleur des travaux et les éventuelles photos doivent correspondre à la réalité.</li>
<li>Les demandes fictives, de test ou trompeuses sont interdites, de même que celles qui visent à faire perdre son temps à un prestataire ou à recueillir des devis pour le compte d'un concurrent.</li>
<li>N'utilisez que votre propre compte. Un compte appartient à une seule personne et l'utilisation automatisée de la Plateforme est interdite.</li>
</ul>
<h3>2. Passer par la Plateforme</h3>
<ul>
<li>Organisez, modifiez et annulez les travaux via la Plateforme, afin que les évaluations, la garantie et le service client puissent vous protéger.</li>
<li>Les prestataires ne doivent ni proposer ni accepter de travaux de clients de la Plateforme en dehors de celle-ci, et les clients ne doivent pas le leur demander.</li>
<li>Réglez le montant final convenu pour les travaux, en espèces au prestataire ou par le paiement électronique facultatif lorsqu'il est proposé.</li>
</ul>
<h3>3. Un comportement respectueux</h3>
<ul>
<li>Traitez les prestataires, les clients et notre équipe avec courtoisie. Les insultes, menaces, harcèlements et discriminations ne sont pas tolérés.</li>
<li>Respectez les rendez-vous, ou modifiez-les ou annulez-les à temps, comme le prévoient les conditions d'utilisation.</li>
<li>Laissez des évaluations honnêtes, qui décrivent le service réellement reçu.</li>
<li>N'utilisez les coordonnées qui vous sont communiquées que pour la commande concernée.</li>
</ul>
<h3>4. Signaler un abus</h3>
<p>Si une demande, un prestataire ou un client enfreint ces règles, utilisez la page « Signaler un abus » du portail, ou contactez le service client à support@khidmat.jo ou au +962 6 500 0000. Choisissez le motif le plus adapté et décrivez ce qui s'est passé. Vous recevrez un accusé de réception par e-mail avec un numéro de référence. Les signalements sont traités de manière confidentielle et nous pouvons vous contacter pour obtenir des précisions.</p>
<h3>5. Conséquences</h3>
<p>Selon la gravité et la répétition du manquement, la Plateforme peut :</p>
<ul>
<li>adresser un avertissement à l'utilisateur ;</li>
<li>refuser ou annuler les demandes concernées ;</li>
<li>restreindre le compte, ou le suspendre temporairement ou définitivement ;</li>
<li>supprimer le compte, ce qui efface ses données et annule les demandes qui y sont liées ;</li>
<li>écarter un prestataire qui ne respecte pas les normes de qualité et confier ses travaux à un autre aux mêmes conditions et aux mêmes prix.</li>
</ul>
<p>Les concurrents de la Plateforme et les personnes qui en ont été exclues ne peuvent pas l'utiliser, y compris au moyen du compte d'une autre personne.</p>`;

export const staticPages: StaticPage[] = [
  { key: 'terms', lang: 'en', html: termsEn },
  { key: 'terms', lang: 'ar', html: termsAr },
  { key: 'terms', lang: 'fr', html: termsFr },
  { key: 'privacy', lang: 'en', html: privacyEn },
  { key: 'privacy', lang: 'ar', html: privacyAr },
  { key: 'privacy', lang: 'fr', html: privacyFr },
  { key: 'usage', lang: 'en', html: usageEn },
  { key: 'usage', lang: 'ar', html: usageAr },
  { key: 'usage', lang: 'fr', html: usageFr },
];

/** Sizes in KB, video duration in minutes, fees in JOD. */
export const validationData: Record<string, number> = {
  noOfCharactersPerText: 1000,
  noOfGalleryPhotos: 5,
  noOfGalleryVideos: 2,
  durationOfGalleryVideo: 2,
  orderCancelFees: 5,
  fileSizeLimit: 5120,
  filePDFSizeLimit: 5120,
  videoSizeLimit: 51200,
};

export const support: Support = { phone: '+962 6 500 0000', email: 'support@khidmat.jo' };
