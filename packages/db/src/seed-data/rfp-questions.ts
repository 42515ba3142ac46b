/**
 * The RFP create form's questions (issue 5): three general ones asked on every profession card, and at least two
 * per category, in the three languages, covering the answer types T (text), SC (single) and MC (multiple choice).
 * Seeded once; operators edit them through /api/operator/questions afterwards.
 */
type Option = { value: string; arValue: string; frValue: string };
export type SeedQuestion = {
  question: string;
  arQuestion: string;
  frQuestion: string;
  prefix?: string;
  arPrefix?: string;
  frPrefix?: string;
  answerType: 'T' | 'SC' | 'MC';
  isRequired: boolean;
  categoryId: number | null;
  options?: Option[];
};

const o = (value: string, arValue: string, frValue: string): Option => ({ value, arValue, frValue });
const yesNo = [o('Yes', 'نعم', 'Oui'), o('No', 'لا', 'Non')];

export const generalQuestions: SeedQuestion[] = [
  {
    question: 'When can the work take place?',
    arQuestion: 'متى يمكن تنفيذ العمل؟',
    frQuestion: 'Quand les travaux peuvent-ils avoir lieu ?',
    answerType: 'SC',
    isRequired: true,
    categoryId: null,
    options: [o('Working days', 'أيام العمل', 'Jours ouvrables'), o('Weekends', 'عطلة نهاية الأسبوع', 'Week-ends'), o('Any day', 'أي يوم', "N'importe quel jour")],
  },
  {
    question: 'Is parking available for the provider on site?',
    arQuestion: 'هل يتوفر موقف لمزوّد الخدمة في الموقع؟',
    frQuestion: 'Le prestataire peut-il se garer sur place ?',
    answerType: 'SC',
    isRequired: false,
    categoryId: null,
    options: yesNo,
  },
  {
    question: 'Anything else the providers should know?',
    arQuestion: 'هل هناك أي شيء آخر يجب أن يعرفه مزوّدو الخدمة؟',
    frQuestion: 'Autre chose que les prestataires devraient savoir ?',
    answerType: 'T',
    isRequired: false,
    categoryId: null,
  },
];

export const categoryQuestions: SeedQuestion[] = [
  // 1 Maintenance
  { question: 'How old is the installation?', arQuestion: 'ما عمر التمديدات أو الأجهزة؟', frQuestion: "Quel est l'âge de l'installation ?", prefix: 'Years', arPrefix: 'سنوات', frPrefix: 'ans', answerType: 'T', isRequired: true, categoryId: 1 },
  {
    question: 'Which rooms are concerned?', arQuestion: 'ما الغرف المعنية؟', frQuestion: 'Quelles pièces sont concernées ?', answerType: 'MC', isRequired: false, categoryId: 1,
    options: [o('Kitchen', 'المطبخ', 'Cuisine'), o('Bathroom', 'الحمام', 'Salle de bain'), o('Living room', 'غرفة المعيشة', 'Salon'), o('Bedroom', 'غرفة النوم', 'Chambre')],
  },
  // 2 Cleaning
  { question: 'What is the area to clean?', arQuestion: 'ما المساحة المراد تنظيفها؟', frQuestion: 'Quelle est la surface à nettoyer ?', prefix: 'm²', arPrefix: 'م²', frPrefix: 'm²', answerType: 'T', isRequired: true, categoryId: 2 },
  {
    question: 'Should the provider bring cleaning materials?', arQuestion: 'هل يجب أن يحضر مزوّد الخدمة مواد التنظيف؟', frQuestion: 'Le prestataire doit-il apporter les produits ?', answerType: 'SC', isRequired: true, categoryId: 2,
    options: yesNo,
  },
  // 3 Landscaping
  { question: 'What is the garden area?', arQuestion: 'ما مساحة الحديقة؟', frQuestion: 'Quelle est la surface du jardin ?', prefix: 'm²', arPrefix: 'م²', frPrefix: 'm²', answerType: 'T', isRequired: true, categoryId: 3 },
  {
    question: 'What does the garden have?', arQuestion: 'ماذا تحتوي الحديقة؟', frQuestion: 'Que comporte le jardin ?', answerType: 'MC', isRequired: false, categoryId: 3,
    options: [o('Lawn', 'عشب', 'Pelouse'), o('Trees', 'أشجار', 'Arbres'), o('Irrigation', 'نظام ري', 'Arrosage')],
  },
  // 4 Pest control
  {
    question: 'What kind of pests?', arQuestion: 'ما نوع الآفات؟', frQuestion: 'Quel type de nuisibles ?', answerType: 'MC', isRequired: true, categoryId: 4,
    options: [o('Insects', 'حشرات', 'Insectes'), o('Rodents', 'قوارض', 'Rongeurs'), o('Termites', 'نمل أبيض', 'Termites')],
  },
  {
    question: 'Are there children or pets on site?', arQuestion: 'هل يوجد أطفال أو حيوانات أليفة في الموقع؟', frQuestion: 'Y a-t-il des enfants ou des animaux sur place ?', answerType: 'SC', isRequired: false, categoryId: 4,
    options: yesNo,
  },
  // 5 Moving & transport
  { question: 'How many rooms to move?', arQuestion: 'كم عدد الغرف المراد نقلها؟', frQuestion: 'Combien de pièces à déménager ?', answerType: 'T', isRequired: true, categoryId: 5 },
  {
    question: 'Is there a lift at both addresses?', arQuestion: 'هل يوجد مصعد في العنوانين؟', frQuestion: 'Y a-t-il un ascenseur aux deux adresses ?', answerType: 'SC', isRequired: false, categoryId: 5,
    options: yesNo,
  },
  // 6 Solar & energy
  { question: 'What is your monthly electricity bill?', arQuestion: 'كم فاتورة الكهرباء الشهرية؟', frQuestion: "Quel est le montant mensuel de la facture d'électricité ?", prefix: 'JOD', arPrefix: 'دينار', frPrefix: 'JOD', answerType: 'T', isRequired: false, categoryId: 6 },
  {
    question: 'What type of roof?', arQuestion: 'ما نوع السطح؟', frQuestion: 'Quel type de toit ?', answerType: 'SC', isRequired: true, categoryId: 6,
    options: [o('Concrete', 'خرسانة', 'Béton'), o('Metal', 'معدن', 'Métal'), o('Other', 'غير ذلك', 'Autre')],
  },
  // 7 Projects
  { question: 'What is your budget?', arQuestion: 'ما ميزانيتك؟', frQuestion: 'Quel est votre budget ?', prefix: 'JOD', arPrefix: 'دينار', frPrefix: 'JOD', answerType: 'T', isRequired: false, categoryId: 7 },
  {
    question: 'Do you have drawings or a design?', arQuestion: 'هل لديك مخططات أو تصميم؟', frQuestion: 'Avez-vous des plans ou un projet ?', answerType: 'SC', isRequired: true, categoryId: 7,
    options: yesNo,
  },
  // 8 Freelance
  { question: 'What is the deadline?', arQuestion: 'ما الموعد النهائي؟', frQuestion: 'Quelle est la date limite ?', answerType: 'T', isRequired: true, categoryId: 8 },
  {
    question: 'How should the work be delivered?', arQuestion: 'كيف يجب تسليم العمل؟', frQuestion: 'Comment le travail doit-il être livré ?', answerType: 'MC', isRequired: false, categoryId: 8,
    options: [o('On site', 'في الموقع', 'Sur place'), o('Remotely', 'عن بُعد', 'À distance')],
  },
  // 9 Security & smart home
  {
    question: 'What should be installed?', arQuestion: 'ما الذي يجب تركيبه؟', frQuestion: "Que faut-il installer ?", answerType: 'MC', isRequired: true, categoryId: 9,
    options: [o('Cameras', 'كاميرات', 'Caméras'), o('Alarm', 'إنذار', 'Alarme'), o('Smart locks', 'أقفال ذكية', 'Serrures connectées')],
  },
  { question: 'How many entrances?', arQuestion: 'كم عدد المداخل؟', frQuestion: "Combien d'entrées ?", answerType: 'T', isRequired: false, categoryId: 9 },
];
