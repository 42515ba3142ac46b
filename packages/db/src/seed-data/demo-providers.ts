/**
 * Demo service providers for the customer portal seed.
 * Asset paths are relative to packages/db/seed-assets/.
 * Sub-category ids refer to `categories[].subcategories[].id` in ./reference.ts.
 */

type Tr = { en: string; ar: string; fr: string };

type DemoProvider = {
  email: string;
  name: Tr;
  userType: 'C' | 'I';
  isGoldenTechnician: boolean;
  isCertified: boolean;
  isFeatured: boolean;
  carToggle: boolean;
  dailyRate: number;
  minimumRatePerVisit: number;
  expertise: Tr;
  about: Tr;
  countryCode: '+962';
  /** 9 digits starting with 7 */
  phoneNo: string;
  contactEmails: string[];
  education: Tr[];
  ordersCompleted: number;
  subCategoryIds: number[] | 'all';
  locations: { city: string; state: string; country: 'Jordan'; latitude: number; longitude: number }[];
  photo: string;
  albums: { name: Tr; images: string[] }[];
  reviews: { customerName: string; rating: number; comment: string; daysAgo: number }[];
};

export const demoProviders: DemoProvider[] = [
  // Providers 1-5 serve every sub-category around Amman (a fixed contract of docs/design.md: outside test suites
  // place orders of any trade and act as these five). Their profiles therefore describe multi-trade outfits, so
  // that a customer who finds one of them under office cleaning or photography is not offered a lone electrician
  // (decision 0014). Providers 6-12 are single-trade specialists outside the capital.
  // 1 — golden + certified company, serves everything around Amman
  {
    email: 'provider1@demo.jo',
    name: { en: 'Al-Nabulsi Maintenance Co.', ar: 'شركة النابلسي للصيانة', fr: 'Société de maintenance Al-Nabulsi' },
    userType: 'C',
    isGoldenTechnician: true,
    isCertified: true,
    isFeatured: true,
    carToggle: true,
    dailyRate: 65,
    minimumRatePerVisit: 15,
    expertise: {
      en: 'Complete maintenance and facility services for homes and buildings: every trade under one contract',
      ar: 'صيانة شاملة وخدمات مرافق للمنازل والمباني: كل المهن بعقد واحد',
      fr: "Maintenance complète et services aux bâtiments pour logements et immeubles : tous les corps de métier sous un seul contrat",
    },
    about: {
      en: 'Founded in Amman in 2009, Al-Nabulsi Maintenance Co. runs a team of 25 licensed technicians (plumbing, electrical, AC, finishing), a cleaning crew, gardeners and movers, with a fleet of equipped vans covering every area of the capital. We give a clear quote before any work starts, arrive on time and guarantee our workmanship for 30 days.',
      ar: 'تأسست شركة النابلسي للصيانة في عمّان عام 2009، ويعمل لديها فريق من 25 فنيًا مرخّصًا (سباكة وكهرباء وتكييف وتشطيب) وطاقم تنظيف وعمال حدائق ونقل، مع أسطول من المركبات المجهّزة يغطي جميع مناطق العاصمة. نقدّم عرض سعر واضحًا قبل البدء بأي عمل، ونلتزم بالمواعيد، ونكفل أعمالنا لمدة 30 يومًا.',
      fr: "Fondée à Amman en 2009, la Société de maintenance Al-Nabulsi compte 25 techniciens agréés (plomberie, électricité, climatisation, finitions), une équipe de nettoyage, des jardiniers et des déménageurs, avec une flotte de fourgonnettes équipées couvrant tous les quartiers de la capitale. Nous remettons un devis clair avant tout travail, respectons les horaires et garantissons nos interventions pendant 30 jours.",
    },
    countryCode: '+962',
    phoneNo: '795123456',
    contactEmails: ['info@nabulsi.demo.jo', 'provider1@demo.jo'],
    education: [
      {
        en: 'B.Sc. in Mechanical Engineering, University of Jordan',
        ar: 'بكالوريوس في الهندسة الميكانيكية، الجامعة الأردنية',
        fr: 'Licence en génie mécanique, Université de Jordanie',
      },
      {
        en: 'Plumbing and HVAC professional certificate, Vocational Training Corporation',
        ar: 'شهادة مهنية في السباكة والتكييف، مؤسسة التدريب المهني',
        fr: 'Certificat professionnel en plomberie et climatisation, Office de la formation professionnelle',
      },
    ],
    ordersCompleted: 412,
    subCategoryIds: 'all',
    locations: [
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.9986, longitude: 35.8397 },
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.9761, longitude: 35.9833 },
    ],
    photo: 'providers/1.svg',
    albums: [
      {
        name: { en: 'Plumbing and AC works', ar: 'أعمال السباكة والتكييف', fr: 'Travaux de plomberie et de climatisation' },
        images: ['albums/plumbing-1.svg', 'albums/plumbing-2.svg', 'albums/ac-1.svg', 'albums/electrical-1.svg'],
      },
      {
        name: { en: 'Painting and finishing', ar: 'أعمال الدهان والتشطيب', fr: 'Peinture et finitions' },
        images: ['albums/painting-1.svg', 'albums/tiling-1.svg', 'albums/cleaning-2.svg'],
      },
    ],
    reviews: [
      { customerName: 'Ahmad Obeidat', rating: 5, comment: 'Fixed a leaking pipe under the kitchen sink in less than an hour. Very clean work and a fair price.', daysAgo: 3 },
      { customerName: 'سارة العلي', rating: 5, comment: 'فريق محترم وملتزم بالموعد، ركّبوا مكيفين في الشقة ونظّفوا المكان بعد الانتهاء. أنصح بالتعامل معهم.', daysAgo: 9 },
      { customerName: 'Dana Qasem', rating: 4.5, comment: 'They came the same day for an electrical fault in the villa. Quick diagnosis, slightly late but they called ahead.', daysAgo: 16 },
      { customerName: 'محمد الشوبكي', rating: 5, comment: 'أفضل شركة صيانة تعاملت معها في عمّان. عرض السعر كان واضحًا ولم يطلبوا أي مبلغ إضافي.', daysAgo: 22 },
      { customerName: 'Laith Haddadin', rating: 4, comment: 'Good job repainting two bedrooms. It took one day longer than planned, but the result is neat.', daysAgo: 30 },
      { customerName: 'هبة الرفاعي', rating: 5, comment: 'صيانة دورية لعمارتنا كاملة، سباكة وكهرباء وتكييف. شغل مرتب ومتابعة ممتازة.', daysAgo: 41 },
      { customerName: 'Khaled Mansour', rating: 5, comment: 'Replaced our old water heater and fixed the pressure problem on the top floor. Professional from start to finish.', daysAgo: 55 },
      { customerName: 'رنا الحسن', rating: 4.5, comment: 'الفني كان خبيرًا وشرح لي سبب العطل. السعر أعلى قليلًا من غيرهم لكن الجودة تستاهل.', daysAgo: 63 },
      { customerName: 'Nour Abu Ghazaleh', rating: 5, comment: 'Booked through express on a Friday morning and a technician was at my door within two hours.', daysAgo: 78 },
      { customerName: 'عمر الطراونة', rating: 4, comment: 'تم إصلاح تسريب السطح، وما زلنا ننتظر الشتاء لنتأكد. التعامل كان محترمًا جدًا.', daysAgo: 96 },
      { customerName: 'Maya Saleh', rating: 5, comment: 'Installed new lighting in our clinic waiting area without disturbing patients. Highly recommended.', daysAgo: 120 },
      { customerName: 'يزن المجالي', rating: 5, comment: 'ما شاء الله عليهم، سرعة ودقة وأمانة. رح أرجع أطلبهم أكيد.', daysAgo: 145 },
    ],
  },
  // 2 — certified individual contractor (an electrician by trade) with a crew for every trade
  {
    email: 'provider2@demo.jo',
    name: { en: 'Omar Haddad', ar: 'عمر حداد', fr: 'Omar Haddad' },
    userType: 'I',
    isGoldenTechnician: false,
    isCertified: true,
    isFeatured: true,
    carToggle: true,
    dailyRate: 40,
    minimumRatePerVisit: 10,
    expertise: {
      en: 'Licensed electrician and general contractor: electrical work himself, every other trade through his own vetted crew',
      ar: 'كهربائي مرخّص ومقاول عام: ينفّذ أعمال الكهرباء بنفسه، وسائر المهن عبر طاقمه الموثوق',
      fr: "Électricien agréé et entrepreneur général : l'électricité lui-même, tous les autres métiers par son équipe de confiance",
    },
    about: {
      en: 'Licensed electrician with 12 years of experience in homes and small shops across West Amman. I do the electrical work myself; for cleaning, plumbing, gardens, moving and everything else I send people from my own crew whom I have worked with for years, and I check every job before I hand it over.',
      ar: 'كهربائي مرخّص بخبرة 12 عامًا في المنازل والمحلات الصغيرة في غرب عمّان. أنفّذ أعمال الكهرباء بنفسي، ولأعمال التنظيف والسباكة والحدائق والنقل وغيرها أرسل أشخاصًا من طاقمي أعمل معهم منذ سنوات، وأتفقّد كل عمل قبل تسليمه.',
      fr: "Électricien agréé avec 12 ans d'expérience dans les logements et petits commerces de l'ouest d'Amman. Je fais l'électricité moi-même ; pour le nettoyage, la plomberie, les jardins, les déménagements et le reste, j'envoie des membres de mon équipe avec qui je travaille depuis des années, et je vérifie chaque travail avant de le livrer.",
    },
    countryCode: '+962',
    phoneNo: '786543210',
    contactEmails: ['omar.haddad@demo.jo'],
    education: [
      {
        en: 'Diploma in Electrical Power, Al-Balqa Applied University',
        ar: 'دبلوم القوى الكهربائية، جامعة البلقاء التطبيقية',
        fr: 'Diplôme en énergie électrique, Université appliquée Al-Balqa',
      },
      {
        en: 'Professional practice licence as an electrician',
        ar: 'رخصة مزاولة مهنة كهربائي',
        fr: "Licence d'exercice de la profession d'électricien",
      },
    ],
    ordersCompleted: 186,
    subCategoryIds: 'all',
    locations: [{ city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.956, longitude: 35.8625 }],
    photo: 'providers/2.svg',
    albums: [
      {
        name: { en: 'Electrical works', ar: 'أعمال الكهرباء', fr: "Travaux d'électricité" },
        images: ['albums/electrical-1.svg', 'albums/solar-1.svg', 'albums/ac-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'Tamer Nasser', rating: 5, comment: 'Omar found a short circuit two other electricians missed. Honest and very polite.', daysAgo: 5 },
      { customerName: 'لبنى الخطيب', rating: 4.5, comment: 'ركّب لي ثريا وإنارة مخفية في الصالون، الشغل نظيف والسعر معقول.', daysAgo: 12 },
      { customerName: 'Faisal Al-Omari', rating: 4, comment: 'Good work on the distribution board. He arrived 30 minutes late because of traffic but kept me informed.', daysAgo: 27 },
      { customerName: 'ريم بدران', rating: 5, comment: 'شاب محترم وأمين، صلّح القواطع وركّب مفاتيح جديدة بسرعة.', daysAgo: 38 },
      { customerName: 'Hala Kawar', rating: 5, comment: 'Mounted our TV, fixed two sockets and a bathroom fan in one visit. Great value.', daysAgo: 52 },
      { customerName: 'زيد الخوالدة', rating: 3.5, comment: 'العمل جيد لكن احتاج زيارة ثانية لإكمال التمديدات.', daysAgo: 70 },
      { customerName: 'Mira Dajani', rating: 5, comment: 'Explained everything clearly and gave me tips to save on electricity.', daysAgo: 88 },
      { customerName: 'أنس العبادي', rating: 4.5, comment: 'خدمة ممتازة وسعر مناسب، أنصح فيه.', daysAgo: 110 },
    ],
  },
  // 3 — golden cleaning and facility company
  {
    email: 'provider3@demo.jo',
    name: { en: 'Rania Khoury Cleaning', ar: 'رانيا خوري للتنظيف', fr: 'Nettoyage Rania Khoury' },
    userType: 'C',
    isGoldenTechnician: true,
    isCertified: false,
    isFeatured: true,
    carToggle: true,
    dailyRate: 45,
    minimumRatePerVisit: 12,
    expertise: {
      en: 'Cleaning first (homes, offices, sofas, carpets, after renovation), and the building services that go with it',
      ar: 'التنظيف أولًا (منازل ومكاتب وكنب وسجاد وبعد التشطيب)، وما يرافقه من خدمات المباني',
      fr: "Le nettoyage d'abord (logements, bureaux, canapés, tapis, après travaux), et les services aux bâtiments qui vont avec",
    },
    about: {
      en: 'A women-led team of trained cleaners serving Amman since 2015. We use professional steam machines and safe, fragrance-free products suitable for homes with children and pets; for the offices and buildings we look after, our partner technicians also handle maintenance, gardens, pest control and moving.',
      ar: 'فريق من عاملات وعمال تنظيف مدرَّبين تديره سيدة أردنية، ويخدم عمّان منذ عام 2015. نستخدم أجهزة بخار احترافية ومواد آمنة وخالية من العطور تناسب البيوت التي فيها أطفال وحيوانات أليفة، وللمكاتب والمباني التي نرعاها يتولّى فنيّونا الشركاء الصيانة والحدائق ومكافحة الحشرات والنقل أيضًا.',
      fr: "Une équipe d'agents d'entretien formés, dirigée par une femme et au service d'Amman depuis 2015. Nous utilisons des nettoyeurs vapeur professionnels et des produits sûrs, sans parfum, adaptés aux foyers avec enfants et animaux ; pour les bureaux et immeubles que nous suivons, nos techniciens partenaires assurent aussi la maintenance, les jardins, la désinsectisation et les déménagements.",
    },
    countryCode: '+962',
    phoneNo: '777456123',
    contactEmails: ['hello@khourycleaning.demo.jo', 'bookings@khourycleaning.demo.jo'],
    education: [
      {
        en: 'B.A. in Business Administration, Princess Sumaya University for Technology',
        ar: 'بكالوريوس إدارة الأعمال، جامعة الأميرة سمية للتكنولوجيا',
        fr: "Licence en administration des affaires, Université Princesse Sumaya pour la technologie",
      },
    ],
    ordersCompleted: 298,
    subCategoryIds: 'all',
    locations: [
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 32.0214, longitude: 35.8722 },
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.947, longitude: 35.883 },
    ],
    photo: 'providers/3.svg',
    albums: [
      {
        name: { en: 'Before and after', ar: 'قبل وبعد', fr: 'Avant / après' },
        images: ['albums/cleaning-1.svg', 'albums/cleaning-2.svg', 'albums/tiling-1.svg', 'albums/painting-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'Lana Hijazi', rating: 5, comment: 'The apartment looked brand new after their deep clean. Kitchen cabinets, windows, everything.', daysAgo: 2 },
      { customerName: 'منى الزعبي', rating: 5, comment: 'نظّفوا الكنب والسجاد في البيت وطلع مثل الجديد. البنات محترمات وشغلهم مرتب.', daysAgo: 8 },
      { customerName: 'Samer Qubti', rating: 4.5, comment: 'Post-construction cleaning for our new office. Big job done in one day.', daysAgo: 19 },
      { customerName: 'آلاء الرواشدة', rating: 5, comment: 'أحسن شركة تنظيف جربتها، ملتزمين بالوقت والمواد ما إلها ريحة قوية.', daysAgo: 25 },
      { customerName: 'George Twal', rating: 4, comment: 'Very thorough, though the team arrived with one person fewer than planned.', daysAgo: 34 },
      { customerName: 'ديما النمري', rating: 5, comment: 'تنظيف خزان المياه والسطح بشكل ممتاز، وأرسلوا لي صورًا قبل وبعد.', daysAgo: 47 },
      { customerName: 'Yara Shami', rating: 5, comment: 'Weekly office cleaning for three months now. Reliable and discreet.', daysAgo: 60 },
      { customerName: 'إيمان الحوراني', rating: 4.5, comment: 'خدمة ممتازة، بس ياريت لو في مواعيد مسائية أكثر.', daysAgo: 81 },
      { customerName: 'Bashar Qudah', rating: 5, comment: 'Removed stains from a light carpet I had given up on. Impressive.', daysAgo: 99 },
      { customerName: 'نادين سماوي', rating: 5, comment: 'شكرًا لفريق رانيا، البيت صار يلمع قبل العيد.', daysAgo: 130 },
    ],
  },
  // 4 — certified facility-services company that began in landscaping
  {
    email: 'provider4@demo.jo',
    name: { en: 'Al-Bustan Facility Services', ar: 'البستان لخدمات المرافق', fr: 'Al-Bustan Services aux bâtiments' },
    userType: 'C',
    isGoldenTechnician: false,
    isCertified: true,
    isFeatured: true,
    carToggle: true,
    dailyRate: 55,
    minimumRatePerVisit: 15,
    expertise: {
      en: 'Facility services for schools, offices and residential buildings: gardens and irrigation, cleaning, maintenance and moving',
      ar: 'خدمات المرافق للمدارس والمكاتب والعمارات السكنية: الحدائق والري والتنظيف والصيانة والنقل',
      fr: "Services aux bâtiments pour écoles, bureaux et immeubles : jardins et irrigation, nettoyage, maintenance et déménagement",
    },
    about: {
      en: 'Agricultural engineers and gardeners who know what grows well in Amman’s dry summers. We began with water-saving gardens and drip irrigation; today our monthly plans for schools, offices and buildings also cover cleaning, maintenance and moving, with one supervisor for the whole site.',
      ar: 'مهندسون زراعيون وعمال حدائق نعرف ما ينمو جيدًا في صيف عمّان الجاف. بدأنا بالحدائق الموفّرة للمياه والري بالتنقيط، واليوم تشمل عقودنا الشهرية للمدارس والمكاتب والعمارات التنظيف والصيانة والنقل أيضًا، بمشرف واحد للموقع كله.',
      fr: "Ingénieurs agronomes et jardiniers, nous savons ce qui pousse bien sous les étés secs d'Amman. Nous avons commencé par les jardins économes en eau et le goutte-à-goutte ; nos contrats mensuels pour écoles, bureaux et immeubles couvrent aujourd'hui aussi le nettoyage, la maintenance et les déménagements, avec un seul responsable pour tout le site.",
    },
    countryCode: '+962',
    phoneNo: '799887766',
    contactEmails: ['info@albustan.demo.jo'],
    education: [
      {
        en: 'B.Sc. in Agricultural Engineering (Horticulture), Jordan University of Science and Technology',
        ar: 'بكالوريوس الهندسة الزراعية (البستنة)، جامعة العلوم والتكنولوجيا الأردنية',
        fr: 'Licence en génie agronomique (horticulture), Université jordanienne des sciences et technologies',
      },
    ],
    ordersCompleted: 143,
    subCategoryIds: 'all',
    locations: [
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.8967, longitude: 35.7728 },
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.9939, longitude: 35.8172 },
    ],
    photo: 'providers/4.svg',
    albums: [
      {
        name: { en: 'Gardens we designed', ar: 'حدائق من تصميمنا', fr: 'Jardins que nous avons aménagés' },
        images: ['albums/garden-1.svg', 'albums/garden-2.svg', 'albums/solar-1.svg'],
      },
      {
        name: { en: 'Irrigation and lawns', ar: 'أنظمة الري والمسطحات الخضراء', fr: 'Irrigation et pelouses' },
        images: ['albums/garden-2.svg', 'albums/garden-1.svg', 'albums/plumbing-2.svg'],
      },
      {
        name: { en: 'Sites we look after', ar: 'مواقع نرعاها', fr: 'Sites que nous entretenons' },
        images: ['albums/cleaning-1.svg', 'albums/pest-1.svg', 'albums/moving-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'Rami Fakhoury', rating: 5, comment: 'They redesigned our villa garden with olive trees and drip irrigation. Water bill went down noticeably.', daysAgo: 6 },
      { customerName: 'غدير المومني', rating: 4.5, comment: 'ركّبوا عشب صناعي للحديقة الخلفية، التركيب ممتاز والتسوية دقيقة.', daysAgo: 21 },
      { customerName: 'Huda Khalil', rating: 4, comment: 'Good monthly maintenance, but the first visit was rescheduled once.', daysAgo: 35 },
      { customerName: 'محمود العدوان', rating: 5, comment: 'تقليم أشجار الزيتون في المزرعة تم بطريقة احترافية، والمهندس أعطانا نصائح للتسميد.', daysAgo: 58 },
      { customerName: 'Nadia Sweis', rating: 4.5, comment: 'Lovely work on our building entrance planters. Friendly team.', daysAgo: 74 },
      { customerName: 'عبدالله القيسي', rating: 3.5, comment: 'الشغل حلو بس السعر كان أعلى من المتوقع.', daysAgo: 102 },
      { customerName: 'Serene Azar', rating: 5, comment: 'Fixed the broken sprinkler system and timers. Everything works now.', daysAgo: 140 },
    ],
  },
  // 5 — individual handyman and small-jobs contractor, no badges
  {
    email: 'provider5@demo.jo',
    name: { en: 'Yousef Al-Masri', ar: 'يوسف المصري', fr: 'Youssef Al-Masri' },
    userType: 'I',
    isGoldenTechnician: false,
    isCertified: false,
    isFeatured: true,
    carToggle: false,
    dailyRate: 28,
    minimumRatePerVisit: 7,
    expertise: {
      en: 'Handyman for small jobs of every kind: painting, repairs, cleaning, furniture and garden work, with trusted partners for the rest',
      ar: 'فني للأعمال الصغيرة من كل نوع: الدهان والإصلاحات والتنظيف والأثاث والحدائق، مع شركاء موثوقين لما سواها',
      fr: "Homme à tout faire pour les petits travaux de tout genre : peinture, réparations, nettoyage, meubles et jardin, avec des partenaires de confiance pour le reste",
    },
    about: {
      en: 'I have been painting homes in East and North Amman for eight years. Careful with furniture and floors; I take any small job myself and bring a trusted partner when a job needs a licensed trade.',
      ar: 'أعمل في دهان البيوت في شرق وشمال عمّان منذ ثماني سنوات. أحرص على حماية الأثاث والأرضيات، وأنفّذ أي عمل صغير بنفسي وأُحضر شريكًا موثوقًا حين يحتاج العمل إلى فني مرخّص.',
      fr: "Je peins des logements dans l'est et le nord d'Amman depuis huit ans. Je protège soigneusement meubles et sols ; je fais moi-même tout petit travail et j'amène un partenaire de confiance quand il faut un professionnel agréé.",
    },
    countryCode: '+962',
    phoneNo: '776102938',
    contactEmails: ['yousef.masri@demo.jo'],
    education: [
      {
        en: 'Painting and decoration course, Vocational Training Corporation',
        ar: 'دورة في الدهان والديكور، مؤسسة التدريب المهني',
        fr: 'Formation en peinture et décoration, Office de la formation professionnelle',
      },
    ],
    ordersCompleted: 57,
    subCategoryIds: 'all',
    locations: [
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 32.0036, longitude: 35.9381 },
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 32.0569, longitude: 35.8778 },
    ],
    photo: 'providers/5.svg',
    albums: [
      {
        name: { en: 'Painting jobs', ar: 'أعمال الدهان', fr: 'Chantiers de peinture' },
        images: ['albums/painting-1.svg', 'albums/tiling-1.svg', 'albums/moving-1.svg', 'albums/cleaning-2.svg', 'albums/garden-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'Hamza Al-Azzeh', rating: 4.5, comment: 'Painted the whole apartment in two days, covered everything properly.', daysAgo: 10 },
      { customerName: 'وعد الساكت', rating: 4, comment: 'شغله نظيف وسعره مناسب، بس تأخر يوم عن الموعد.', daysAgo: 29 },
      { customerName: 'Ruba Haddad', rating: 5, comment: 'Assembled all our IKEA furniture and fixed a squeaky door. Very patient.', daysAgo: 44 },
      { customerName: 'معاذ البطاينة', rating: 3, comment: 'احتجت أطلب منه يعيد دهان جزء من الحائط، لكنه أصلحه بدون تكلفة إضافية.', daysAgo: 67 },
      { customerName: 'Salma Zureikat', rating: 4.5, comment: 'Great advice on colours for the kids’ room. Would book again.', daysAgo: 90 },
    ],
  },
  // 6 — golden AC company in Irbid, few sub-categories
  {
    email: 'p6@demo.jo',
    name: { en: 'Al-Shamal Air Conditioning', ar: 'الشمال للتكييف والتبريد', fr: 'Al-Shamal Climatisation' },
    userType: 'C',
    isGoldenTechnician: true,
    isCertified: false,
    isFeatured: false,
    carToggle: true,
    dailyRate: 50,
    minimumRatePerVisit: 12,
    expertise: {
      en: 'Split and central AC installation and servicing, appliance repair and water heaters',
      ar: 'تركيب وصيانة المكيفات المنفصلة والمركزية، وصيانة الأجهزة المنزلية والسخانات',
      fr: 'Installation et entretien de climatiseurs split et centraux, réparation d’électroménager et chauffe-eau',
    },
    about: {
      en: 'Serving Irbid and the northern governorates for over 15 years. Authorised service partner for several AC brands, with genuine spare parts and a 90-day warranty on installations.',
      ar: 'نخدم إربد ومحافظات الشمال منذ أكثر من 15 عامًا. وكيل خدمة معتمد لعدد من علامات المكيفات، ونستخدم قطع غيار أصلية ونكفل التركيب لمدة 90 يومًا.',
      fr: "Au service d'Irbid et des gouvernorats du nord depuis plus de 15 ans. Partenaire de service agréé de plusieurs marques de climatiseurs, avec pièces d'origine et garantie de 90 jours sur les installations.",
    },
    countryCode: '+962',
    phoneNo: '795667788',
    contactEmails: ['service@alshamal-ac.demo.jo'],
    education: [
      {
        en: 'Diploma in Refrigeration and Air Conditioning, Al-Huson University College',
        ar: 'دبلوم التبريد والتكييف، كلية الحصن الجامعية',
        fr: 'Diplôme en froid et climatisation, Collège universitaire d’Al-Husn',
      },
    ],
    ordersCompleted: 231,
    subCategoryIds: [3, 6, 27],
    locations: [{ city: 'Irbid', state: 'Irbid', country: 'Jordan', latitude: 32.5556, longitude: 35.85 }],
    photo: 'providers/6.svg',
    albums: [
      {
        name: { en: 'AC installations', ar: 'تركيب المكيفات', fr: 'Installations de climatiseurs' },
        images: ['albums/ac-1.svg', 'albums/electrical-1.svg', 'albums/plumbing-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'قاسم بني هاني', rating: 5, comment: 'ركّبوا ثلاث مكيفات انفيرتر في البيت بيوم واحد، والتمديدات مرتبة جدًا.', daysAgo: 4 },
      { customerName: 'Osama Al-Rousan', rating: 4.5, comment: 'Serviced and regassed two units before summer. Cooling much better now.', daysAgo: 15 },
      { customerName: 'ختام الشرع', rating: 5, comment: 'صلّحوا الغسالة والثلاجة بنفس الزيارة، أسعارهم معقولة.', daysAgo: 31 },
      { customerName: 'Ibrahim Jaradat', rating: 4, comment: 'Good work on the water heater, but they needed a second visit for a part.', daysAgo: 49 },
      { customerName: 'أسيل العمري', rating: 5, comment: 'خدمة سريعة ومحترمة، الفني شرح لي كيف أنظّف الفلاتر بنفسي.', daysAgo: 66 },
      { customerName: 'Yazan Tahat', rating: 5, comment: 'Best AC company in Irbid. Honest diagnosis, no unnecessary parts.', daysAgo: 83 },
      { customerName: 'رائد الغرايبة', rating: 4.5, comment: 'تعامل ممتاز والتزام بالموعد.', daysAgo: 101 },
      { customerName: 'Eman Obeidat', rating: 3.5, comment: 'Installation was fine but the outdoor unit bracket needed adjusting later.', daysAgo: 125 },
      { customerName: 'فراس الخصاونة', rating: 5, comment: 'صيانة المكيف المركزي في العيادة تمت بدون ما نوقف الشغل. شكرًا إلكم.', daysAgo: 160 },
    ],
  },
  // 7 — certified individual electrician / solar technician, Irbid & Ramtha
  {
    email: 'p7@demo.jo',
    name: { en: 'Khaled Al-Zoubi', ar: 'خالد الزعبي', fr: 'Khaled Al-Zoubi' },
    userType: 'I',
    isGoldenTechnician: false,
    isCertified: true,
    isFeatured: false,
    carToggle: true,
    dailyRate: 45,
    minimumRatePerVisit: 10,
    expertise: {
      en: 'Electrical installations, solar panels installation and cleaning, solar water heaters',
      ar: 'التمديدات الكهربائية، وتركيب الألواح الشمسية وتنظيفها، والسخانات الشمسية',
      fr: 'Installations électriques, pose et nettoyage de panneaux solaires, chauffe-eau solaires',
    },
    about: {
      en: 'Electrical engineer specialised in rooftop solar systems for homes and farms in the north. I handle the design, installation and net-metering paperwork with the electricity company.',
      ar: 'مهندس كهربائي متخصص في أنظمة الطاقة الشمسية على أسطح المنازل والمزارع في الشمال. أتولى التصميم والتركيب ومعاملات صافي القياس مع شركة الكهرباء.',
      fr: "Ingénieur électricien spécialisé dans les installations solaires en toiture pour maisons et fermes du nord. Je m'occupe de la conception, de la pose et des démarches de comptage net auprès de la compagnie d'électricité.",
    },
    countryCode: '+962',
    phoneNo: '785223344',
    contactEmails: ['khaled.zoubi@demo.jo'],
    education: [
      {
        en: 'B.Sc. in Electrical Engineering, Yarmouk University',
        ar: 'بكالوريوس الهندسة الكهربائية، جامعة اليرموك',
        fr: 'Licence en génie électrique, Université de Yarmouk',
      },
      {
        en: 'Solar PV installer training, National Energy Research Center',
        ar: 'دورة تركيب أنظمة الطاقة الشمسية، المركز الوطني لبحوث الطاقة',
        fr: 'Formation d’installateur photovoltaïque, Centre national de recherche sur l’énergie',
      },
    ],
    ordersCompleted: 94,
    subCategoryIds: [2, 25, 26, 27],
    locations: [
      { city: 'Irbid', state: 'Irbid', country: 'Jordan', latitude: 32.5514, longitude: 35.8515 },
      { city: 'Ramtha', state: 'Irbid', country: 'Jordan', latitude: 32.5592, longitude: 36.0069 },
    ],
    photo: 'providers/7.svg',
    albums: [
      {
        name: { en: 'Solar projects', ar: 'مشاريع الطاقة الشمسية', fr: 'Projets solaires' },
        images: ['albums/solar-1.svg', 'albums/electrical-1.svg', 'albums/garden-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'عماد الربابعة', rating: 5, comment: 'ركّب نظام طاقة شمسية 5 كيلو واط للبيت، وفاتورة الكهرباء نزلت كثير.', daysAgo: 11 },
      { customerName: 'Mohammad Hamdan', rating: 4.5, comment: 'Cleaned our panels and found a loose connector that was reducing output.', daysAgo: 24 },
      { customerName: 'سوسن الشياب', rating: 4, comment: 'شغل ممتاز لكن التنسيق مع شركة الكهرباء أخذ وقت.', daysAgo: 46 },
      { customerName: 'Ali Bataineh', rating: 5, comment: 'Very knowledgeable engineer, explained every option and cost.', daysAgo: 71 },
      { customerName: 'منذر الزعبي', rating: 5, comment: 'صلّح السخان الشمسي وبدّل العوامة، الله يعطيه العافية.', daysAgo: 95 },
      { customerName: 'Razan Melhem', rating: 4.5, comment: 'Neat wiring for our new shop in Ramtha. Fair price.', daysAgo: 133 },
    ],
  },
  // 8 — certified pest control company, Zarqa
  {
    email: 'p8@demo.jo',
    name: { en: 'Al-Amin Pest Control', ar: 'الأمين لمكافحة الحشرات والقوارض', fr: 'Al-Amin Lutte antiparasitaire' },
    userType: 'C',
    isGoldenTechnician: false,
    isCertified: true,
    isFeatured: false,
    carToggle: true,
    dailyRate: 40,
    minimumRatePerVisit: 15,
    expertise: {
      en: 'Cockroach, ant, bedbug and rodent control, termite treatment and disinfection',
      ar: 'مكافحة الصراصير والنمل وبق الفراش والقوارض، ومعالجة النمل الأبيض، والتعقيم',
      fr: 'Traitement contre cafards, fourmis, punaises de lit et rongeurs, termites et désinfection',
    },
    about: {
      en: 'Licensed pest control company using approved, low-odour materials that are safe for families. Every treatment comes with a follow-up visit and a written guarantee.',
      ar: 'شركة مكافحة مرخّصة تستخدم مواد معتمدة قليلة الرائحة وآمنة على العائلات. كل معالجة تشمل زيارة متابعة وكفالة مكتوبة.',
      fr: "Entreprise de lutte antiparasitaire agréée, utilisant des produits homologués, peu odorants et sans danger pour les familles. Chaque traitement comprend une visite de suivi et une garantie écrite.",
    },
    countryCode: '+962',
    phoneNo: '797441122',
    contactEmails: ['info@alamin-pest.demo.jo'],
    education: [
      {
        en: 'B.Sc. in Plant Protection, University of Jordan',
        ar: 'بكالوريوس وقاية النبات، الجامعة الأردنية',
        fr: 'Licence en protection des végétaux, Université de Jordanie',
      },
    ],
    ordersCompleted: 167,
    subCategoryIds: [17, 18, 19, 20],
    locations: [
      { city: 'Zarqa', state: 'Zarqa', country: 'Jordan', latitude: 32.0728, longitude: 36.088 },
      { city: 'Russeifa', state: 'Zarqa', country: 'Jordan', latitude: 32.0178, longitude: 36.0464 },
    ],
    photo: 'providers/8.svg',
    albums: [
      {
        name: { en: 'Treatment visits', ar: 'زيارات المكافحة', fr: 'Interventions' },
        images: ['albums/pest-1.svg', 'albums/cleaning-1.svg', 'albums/garden-2.svg'],
      },
    ],
    reviews: [
      { customerName: 'جمال الخلايلة', rating: 5, comment: 'خلصنا من الصراصير بعد رشة وحدة وزيارة متابعة. شغل محترم.', daysAgo: 7 },
      { customerName: 'Rasha Abu Hammour', rating: 4.5, comment: 'They treated our restaurant kitchen overnight so we did not have to close.', daysAgo: 18 },
      { customerName: 'نضال الحياري', rating: 4, comment: 'المكافحة فعّالة، لكن الرائحة بقيت يوم كامل.', daysAgo: 39 },
      { customerName: 'Tariq Shdeifat', rating: 5, comment: 'Rodent problem in our warehouse solved with bait stations and regular checks.', daysAgo: 57 },
      { customerName: 'هيفاء الزيود', rating: 5, comment: 'عالجوا النمل الأبيض في الأبواب الخشبية وأعطونا كفالة سنة.', daysAgo: 84 },
      { customerName: 'Ola Smadi', rating: 4, comment: 'Good disinfection service for our kindergarten. Arrived on time.', daysAgo: 112 },
      { customerName: 'باسل المشاقبة', rating: 4.5, comment: 'أسعارهم مناسبة والفني شرح لنا كيف نمنع رجوع الحشرات.', daysAgo: 150 },
    ],
  },
  // 9 — freelance designer / translator / photographer, Salt
  {
    email: 'p9@demo.jo',
    name: { en: 'Lina Saleh', ar: 'لينا صالح', fr: 'Lina Saleh' },
    userType: 'I',
    isGoldenTechnician: false,
    isCertified: false,
    isFeatured: false,
    carToggle: false,
    dailyRate: 30,
    minimumRatePerVisit: 10,
    expertise: {
      en: 'Graphic design, Arabic–English–French translation and product photography',
      ar: 'التصميم الجرافيكي، والترجمة بين العربية والإنجليزية والفرنسية، وتصوير المنتجات',
      fr: 'Design graphique, traduction arabe–anglais–français et photographie de produits',
    },
    about: {
      en: 'Freelancer based in Salt, working with small businesses across Jordan on logos, menus, social media posts and translated documents. I deliver editable source files with every design.',
      ar: 'مستقلة أعمل من السلط مع المشاريع الصغيرة في مختلف أنحاء الأردن على الشعارات وقوائم الطعام ومنشورات مواقع التواصل الاجتماعي وترجمة المستندات. أسلّم الملفات المفتوحة القابلة للتعديل مع كل تصميم.',
      fr: "Freelance installée à Salt, je travaille avec de petites entreprises de toute la Jordanie : logos, menus, publications pour les réseaux sociaux et traduction de documents. Je livre les fichiers sources modifiables avec chaque création.",
    },
    countryCode: '+962',
    phoneNo: '788990011',
    contactEmails: ['lina.saleh@demo.jo', 'studio.lina@demo.jo'],
    education: [
      {
        en: 'B.A. in Translation (English and French), Yarmouk University',
        ar: 'بكالوريوس الترجمة (الإنجليزية والفرنسية)، جامعة اليرموك',
        fr: 'Licence en traduction (anglais et français), Université de Yarmouk',
      },
      {
        en: 'Diploma in Graphic Design, Luminus Technical University College',
        ar: 'دبلوم التصميم الجرافيكي، كلية لومينوس الجامعية التقنية',
        fr: 'Diplôme de design graphique, Luminus Technical University College',
      },
    ],
    ordersCompleted: 38,
    subCategoryIds: [33, 34, 35],
    locations: [{ city: 'Salt', state: 'Balqa', country: 'Jordan', latitude: 32.0392, longitude: 35.7272 }],
    photo: 'providers/9.svg',
    albums: [
      {
        name: { en: 'Design portfolio', ar: 'نماذج من أعمال التصميم', fr: 'Portfolio de design' },
        images: ['albums/design-1.svg', 'albums/painting-1.svg', 'albums/garden-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'Zaid Arabiyat', rating: 5, comment: 'Designed a new logo and menu for our café in Salt. Fast and creative.', daysAgo: 13 },
      { customerName: 'رهف الحديدي', rating: 5, comment: 'ترجمة دقيقة لشهاداتي للفرنسية وسلّمتها قبل الموعد.', daysAgo: 33 },
      { customerName: 'Clara Haddad', rating: 4.5, comment: 'Beautiful product photos for our online soap shop.', daysAgo: 59 },
      { customerName: 'مراد النسور', rating: 4, comment: 'التصاميم حلوة لكن احتجنا أكثر من تعديل.', daysAgo: 92 },
    ],
  },
  // 10 — golden + certified multi-service company, Aqaba
  {
    email: 'p10@demo.jo',
    name: { en: 'Red Sea Services', ar: 'خدمات البحر الأحمر', fr: 'Services de la mer Rouge' },
    userType: 'C',
    isGoldenTechnician: true,
    isCertified: true,
    isFeatured: true,
    carToggle: true,
    dailyRate: 70,
    minimumRatePerVisit: 18,
    expertise: {
      en: 'Maintenance and cleaning for hotels, apartments and offices in Aqaba',
      ar: 'صيانة وتنظيف الفنادق والشقق والمكاتب في العقبة',
      fr: "Maintenance et nettoyage d'hôtels, d'appartements et de bureaux à Aqaba",
    },
    about: {
      en: 'Aqaba-based facility services company working with hotels and holiday apartments. Our teams handle plumbing, electrical and AC work, as well as housekeeping, tank cleaning and solar panel cleaning in the coastal heat.',
      ar: 'شركة خدمات مرافق مقرّها العقبة، تعمل مع الفنادق والشقق الفندقية. تتولى فرقنا أعمال السباكة والكهرباء والتكييف، إضافة إلى التنظيف وتنظيف الخزانات والألواح الشمسية في أجواء العقبة الحارة.',
      fr: "Entreprise de services aux bâtiments basée à Aqaba, au service des hôtels et appartements de vacances. Nos équipes assurent la plomberie, l'électricité et la climatisation, ainsi que le ménage, le nettoyage des réservoirs et des panneaux solaires, malgré la chaleur du littoral.",
    },
    countryCode: '+962',
    phoneNo: '779334455',
    contactEmails: ['aqaba@redseaservices.demo.jo', 'hotels@redseaservices.demo.jo'],
    education: [
      {
        en: 'Facility management certificate, Aqaba University of Technology',
        ar: 'شهادة في إدارة المرافق، جامعة العقبة للتكنولوجيا',
        fr: 'Certificat en gestion des installations, Université de technologie d’Aqaba',
      },
    ],
    ordersCompleted: 205,
    subCategoryIds: [1, 2, 3, 8, 9, 10, 11, 26],
    locations: [{ city: 'Aqaba', state: 'Aqaba', country: 'Jordan', latitude: 29.5321, longitude: 35.0063 }],
    photo: 'providers/10.svg',
    albums: [
      {
        name: { en: 'Hotel maintenance', ar: 'صيانة الفنادق', fr: 'Maintenance hôtelière' },
        images: ['albums/ac-1.svg', 'albums/plumbing-1.svg', 'albums/electrical-1.svg', 'albums/solar-1.svg'],
      },
      {
        name: { en: 'Cleaning jobs', ar: 'أعمال التنظيف', fr: 'Prestations de nettoyage' },
        images: ['albums/cleaning-1.svg', 'albums/cleaning-2.svg', 'albums/plumbing-2.svg'],
      },
    ],
    reviews: [
      { customerName: 'Hisham Al-Najjar', rating: 5, comment: 'Reliable partner for our 80-room hotel. Emergency AC calls answered even at night.', daysAgo: 5 },
      { customerName: 'مالك الحويطات', rating: 5, comment: 'نظّفوا خزانات العمارة كاملة وعقّموها، شغل مضبوط.', daysAgo: 17 },
      { customerName: 'Sophie Martin', rating: 4.5, comment: 'Cleaned our holiday apartment between guests, always on time. Staff speak English.', daysAgo: 28 },
      { customerName: 'سليمان الزوايدة', rating: 4, comment: 'صيانة مكيف المكتب تمت بسرعة، بس السعر شوي مرتفع.', daysAgo: 45 },
      { customerName: 'Kareem Masri', rating: 5, comment: 'Fixed a burst pipe in our dive-centre showers within two hours.', daysAgo: 62 },
      { customerName: 'نور الهدى العمرات', rating: 5, comment: 'تنظيف الكنب والسجاد بعد الصيف، رجع مثل الجديد.', daysAgo: 87 },
      { customerName: 'Ahmad Kabariti', rating: 4.5, comment: 'Solar panels cleaned and output back to normal. Good report with photos.', daysAgo: 115 },
      { customerName: 'رشا النعيمات', rating: 5, comment: 'أفضل خدمة صيانة في العقبة بلا منازع.', daysAgo: 170 },
    ],
  },
  // 11 — renovation & tiling company, Madaba
  {
    email: 'p11@demo.jo',
    name: { en: 'Al-Twal Renovation & Tiling', ar: 'الطوال للترميم والبلاط', fr: 'Al-Twal Rénovation et Carrelage' },
    userType: 'C',
    isGoldenTechnician: false,
    isCertified: false,
    isFeatured: false,
    carToggle: true,
    dailyRate: 75,
    minimumRatePerVisit: 20,
    expertise: {
      en: 'Full renovation, tiling and flooring, gypsum board ceilings, waterproofing and painting',
      ar: 'ترميم كامل، وتبليط وأرضيات، وأسقف جبس بورد، وعزل مائي، ودهان',
      fr: 'Rénovation complète, carrelage et sols, faux plafonds en plaques de plâtre, étanchéité et peinture',
    },
    about: {
      en: 'Family business from Madaba with three generations of stonework and tiling experience. We renovate old houses, kitchens and bathrooms and waterproof roofs before the winter rains.',
      ar: 'مؤسسة عائلية من مادبا تتوارث خبرة الحجر والبلاط منذ ثلاثة أجيال. نرمّم البيوت القديمة والمطابخ والحمّامات، ونعزل الأسطح قبل أمطار الشتاء.',
      fr: "Entreprise familiale de Madaba, forte de trois générations d'expérience en maçonnerie de pierre et carrelage. Nous rénovons maisons anciennes, cuisines et salles de bains, et assurons l'étanchéité des toits avant les pluies d'hiver.",
    },
    countryCode: '+962',
    phoneNo: '796778899',
    contactEmails: ['twal.renovation@demo.jo'],
    education: [
      {
        en: 'B.Sc. in Civil Engineering, Al-Balqa Applied University',
        ar: 'بكالوريوس الهندسة المدنية، جامعة البلقاء التطبيقية',
        fr: 'Licence en génie civil, Université appliquée Al-Balqa',
      },
    ],
    ordersCompleted: 61,
    subCategoryIds: [5, 28, 29, 30, 31],
    locations: [{ city: 'Madaba', state: 'Madaba', country: 'Jordan', latitude: 31.7167, longitude: 35.7939 }],
    photo: 'providers/11.svg',
    albums: [
      {
        name: { en: 'Renovation projects', ar: 'مشاريع الترميم', fr: 'Projets de rénovation' },
        images: ['albums/tiling-1.svg', 'albums/painting-1.svg', 'albums/plumbing-2.svg', 'albums/cleaning-2.svg'],
      },
    ],
    reviews: [
      { customerName: 'Elias Sawalha', rating: 4.5, comment: 'Renovated my grandparents’ stone house and kept its character. Careful work.', daysAgo: 20 },
      { customerName: 'ميساء الطوال', rating: 4, comment: 'بلّطوا المطبخ والحمام بشكل ممتاز، بس المشروع تأخر أسبوع.', daysAgo: 48 },
      { customerName: 'Nasser Hijazin', rating: 5, comment: 'Roof waterproofing held up perfectly through a very rainy winter.', daysAgo: 110 },
      { customerName: 'جورج المعايعة', rating: 3.5, comment: 'جودة العمل جيدة، لكن التواصل كان صعبًا أحيانًا.', daysAgo: 150 },
      { customerName: 'Rawan Akroush', rating: 5, comment: 'Beautiful gypsum ceiling with hidden lighting in our living room.', daysAgo: 190 },
    ],
  },
  // 12 — moving company, Amman & Zarqa, no badges, mixed reviews
  {
    email: 'p12@demo.jo',
    name: { en: 'Al-Khatib Furniture Moving', ar: 'الخطيب لنقل الأثاث', fr: 'Déménagements Al-Khatib' },
    userType: 'C',
    isGoldenTechnician: false,
    isCertified: false,
    isFeatured: false,
    carToggle: true,
    dailyRate: 60,
    minimumRatePerVisit: 20,
    expertise: {
      en: 'Home and office moving, furniture disassembly and assembly, packing and storage',
      ar: 'نقل المنازل والمكاتب، وفك الأثاث وتركيبه، والتغليف والتخزين',
      fr: 'Déménagement de logements et de bureaux, démontage et montage de meubles, emballage et stockage',
    },
    about: {
      en: 'Closed trucks of different sizes, trained movers and a carpenter for assembly. We move within Amman and Zarqa and to all governorates, with short-term storage available.',
      ar: 'شاحنات مغلقة بأحجام مختلفة، وعمال نقل مدرَّبون، ونجّار للفك والتركيب. ننقل داخل عمّان والزرقاء وإلى جميع المحافظات، مع إمكانية التخزين لفترات قصيرة.',
      fr: "Camions fermés de différentes tailles, déménageurs formés et un menuisier pour le montage. Nous déménageons à Amman et à Zarqa et vers tous les gouvernorats, avec possibilité de stockage de courte durée.",
    },
    countryCode: '+962',
    phoneNo: '772001188',
    contactEmails: ['move@alkhatib.demo.jo'],
    education: [],
    ordersCompleted: 122,
    subCategoryIds: [21, 22, 23, 24],
    locations: [
      { city: 'Amman', state: 'Amman', country: 'Jordan', latitude: 31.9761, longitude: 35.9833 },
      { city: 'Zarqa', state: 'Zarqa', country: 'Jordan', latitude: 32.0728, longitude: 36.088 },
    ],
    photo: 'providers/12.svg',
    albums: [
      {
        name: { en: 'Moving jobs', ar: 'عمليات نقل', fr: 'Déménagements réalisés' },
        images: ['albums/moving-1.svg', 'albums/cleaning-1.svg', 'albums/tiling-1.svg'],
      },
    ],
    reviews: [
      { customerName: 'Yasmin Dababneh', rating: 4, comment: 'Moved our apartment from Jubeiha to Khalda in one morning. One chair got scratched.', daysAgo: 14 },
      { customerName: 'حسام الدويري', rating: 2.5, comment: 'وصلوا متأخرين ساعتين، ولم يكن معهم ما يكفي من مواد التغليف.', daysAgo: 42 },
      { customerName: 'Ghassan Qteishat', rating: 4.5, comment: 'Office move over the weekend, everything labelled and reassembled by Sunday.', daysAgo: 77 },
    ],
  },
];
