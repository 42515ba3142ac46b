// Sample orders in the shapes of the issue-4 API (/tmp/issue4-api.md), for screenshots taken before the
// order API is merged. Each call of the order pages is answered from here by page.route.
const day = 86_400_000;
const iso = (offsetDays, hour = 10) => {
  const d = new Date(Date.now() + offsetDays * day);
  d.setHours(hour, 30, 0, 0);
  return d.toISOString();
};

const provider = (id, name, photo, extra = {}) => ({
  id,
  name,
  profilePhoto: `/api/assets/providers/${photo}.svg`,
  isGoldenTechnician: 0,
  isCertified: 1,
  rating: 4.5,
  total: 12,
  dailyRate: 35,
  minimumRatePerVisit: 12.5,
  phoneNo: null,
  countryCode: null,
  email: null,
  ...extra,
});
const nabulsi = (contact) =>
  provider(3, 'Al-Nabulsi Maintenance Co.', 1, {
    isGoldenTechnician: 1,
    rating: 4.8,
    ...(contact ? { phoneNo: '791234567', countryCode: '962', email: 'jobs@nabulsi.jo' } : {}),
  });
const rania = provider(5, 'Rania Khoury Cleaning', 3, { rating: 4.5, total: 10, isCertified: 0 });
const redSea = provider(12, 'Red Sea Services', 10, { rating: 4, total: 8 });

const base = (o) => ({
  orderNo: `KH-${o.type}-${String(o.id).padStart(5, '0')}`,
  lastOrderStatus: null,
  statusChangedAt: iso(-1),
  serviceProviderId: null,
  categoryId: { id: 1, name: 'Maintenance' },
  subCategoryId: { id: 3, name: 'Plumbing' },
  branchName: 'Main campus',
  latitude: 31.95,
  longitude: 35.91,
  country: 'Jordan',
  city: 'Amman',
  area: 'Khalda',
  contactName: 'Lina Haddad',
  contactEmail: 'customer@demo.jo',
  countryCode: '962',
  phoneNo: '790000001',
  startDate: iso(1),
  endDate: null,
  createdAt: iso(-2, 9),
  updatedAt: iso(-1),
  acceptedAt: null,
  formattedDescription: null,
  promoCode: null,
  attachments: [],
  customerFeesStatus: null,
  estimateProblemDesc: null,
  estimateIsSparePartNeeded: null,
  sparePartDescription: null,
  visitFees: null,
  estimateServiceFees: null,
  estimateSparePartFees: null,
  estimateNotes: null,
  totalAmountOfCustomer: null,
  isSparePartNeeded: null,
  ratingForServiceProvider: null,
  ratingForCustomer: null,
  cancelFee: null,
  orderCancelFees: 5,
  cancelFeeApplies: false,
  rating: o.serviceProviderId?.rating ?? 0,
  total: o.serviceProviderId?.total ?? 0,
  ...o,
});

const longText =
  'The kitchen sink leaks under the cabinet and the water heater in the staff room makes a loud noise when it starts. Please bring a replacement hose and check the pressure valve as well; the school opens at 7:30.';

const files = [
  { id: 901, attachmentType: 'image', url: '/api/files/901', fileName: 'sink-leak.jpg', side: 'customer' },
  { id: 902, attachmentType: 'image', url: '/api/files/902', fileName: 'heater.jpg', side: 'customer' },
  { id: 903, attachmentType: 'document', url: '/api/files/903', fileName: 'building-plan.pdf', side: 'customer' },
  { id: 904, attachmentType: 'image', url: '/api/files/904', fileName: 'after-repair.jpg', side: 'provider' },
];

export const ORDERS = [
  base({
    id: 101,
    type: 'E',
    status: 'REQD',
    description: 'Deep cleaning of two classrooms after the science fair.',
    subCategoryId: { id: 8, name: 'Deep cleaning' },
    categoryId: { id: 2, name: 'Cleaning' },
    startDate: null,
  }),
  base({
    id: 102,
    type: 'E',
    status: 'OTW',
    serviceProviderId: rania,
    description: longText,
    lastOrderStatus: 'APRD',
    subCategoryId: { id: 8, name: 'Deep cleaning' },
  }),
  base({
    id: 103,
    type: 'E',
    status: 'WPAY',
    serviceProviderId: redSea,
    description: 'Air conditioner in the library blows warm air.',
    lastOrderStatus: 'FSD',
    subCategoryId: { id: 4, name: 'Air conditioning' },
  }),
  base({
    id: 104,
    type: 'E',
    status: 'DONE',
    serviceProviderId: rania,
    description: 'Window cleaning, ground floor.',
    endDate: iso(-5, 16),
    startDate: iso(-5),
    totalAmountOfCustomer: 20,
    ratingForServiceProvider: { rating: 4.5, description: 'Quick and tidy.' },
  }),
  base({
    id: 105,
    type: 'E',
    status: 'CBC',
    description: 'Carpet shampoo for the staff room.',
    lastOrderStatus: 'REQD',
    startDate: iso(-8),
    endDate: iso(-8, 11),
  }),
  base({
    id: 205,
    type: 'T',
    status: 'APRD',
    serviceProviderId: nabulsi(true),
    description: longText,
    lastOrderStatus: 'ACPT',
    cancelFeeApplies: true,
    acceptedAt: iso(-1),
    formattedDescription: `<p><strong>Kitchen sink</strong> leaks under the cabinet.</p><ul><li><span style="font-size: 18px">Water heater</span> is noisy</li><li>Check the pressure valve</li></ul>`,
    promoCode: 'SCHOOL10',
    attachments: files.filter((f) => f.side === 'customer'),
  }),
  base({
    id: 206,
    type: 'T',
    status: 'FSD',
    serviceProviderId: nabulsi(false),
    description: 'Replace the broken tiles in the entrance hall.',
    lastOrderStatus: 'UP',
    attachments: files,
    startDate: iso(-3),
    endDate: iso(-1, 15),
    totalAmountOfCustomer: 85.5,
    customerFeesStatus: 'ACPT',
    subCategoryId: { id: 5, name: 'Tiling' },
  }),
  base({
    id: 207,
    type: 'T',
    status: 'UP',
    serviceProviderId: nabulsi(true),
    description: 'The main water pump stops after a few minutes.',
    lastOrderStatus: 'OTW',
    customerFeesStatus: 'PEND',
    estimateProblemDesc: 'The pump motor capacitor is burnt and the pressure switch is worn.',
    estimateIsSparePartNeeded: true,
    sparePartDescription: '1 × 40 µF run capacitor\n1 × pressure switch 1.4–2.8 bar',
    visitFees: 10,
    estimateServiceFees: 35,
    estimateSparePartFees: 27.75,
    estimateNotes: 'The parts can be bought today; the work takes about two hours.',
  }),
  base({
    id: 208,
    type: 'T',
    status: 'REQD',
    description: 'Paint the fence of the playground.',
    subCategoryId: { id: 6, name: 'Painting' },
    serviceProviderId: redSea,
    startDate: iso(3),
  }),
  base({
    id: 209,
    type: 'T',
    status: 'CNCL',
    serviceProviderId: rania,
    description: 'Sofa cleaning for the reception.',
    lastOrderStatus: 'APRD',
    startDate: iso(-10),
    endDate: iso(-10, 12),
  }),
  base({
    id: 210,
    type: 'T',
    status: 'DONE',
    serviceProviderId: redSea,
    description: 'Fix the leaking roof of the gym before winter.',
    startDate: iso(-20),
    endDate: iso(-19, 17),
    totalAmountOfCustomer: 140,
    ratingForServiceProvider: { rating: 5, description: 'Excellent work, on time.' },
  }),
];

const ACTIVE = { T: ['REQD', 'ACPT', 'APRD', 'OTW', 'UP'], E: ['REQD', 'APRD', 'OTW', 'UP'] };

export function lists(type, forActive) {
  const mine = ORDERS.filter((o) => o.type === type);
  const active = mine.filter((o) => ACTIVE[type].includes(o.status));
  const recent = mine.filter((o) => !ACTIVE[type].includes(o.status));
  if (forActive === 'true') return { active, recent: [] };
  if (forActive === 'false') return { active: [], recent };
  return { active, recent };
}

export const byId = (id) => ORDERS.find((o) => o.id === Number(id)) ?? null;

const colours = { 901: ['#cfe8ff', '#1c7ed6'], 902: ['#ffe8cc', '#e8590c'], 904: ['#d3f9d8', '#2f9e44'] };
export function fileSvg(id) {
  const [bg, fg] = colours[id] ?? ['#eee', '#888'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${bg}"/><circle cx="200" cy="150" r="70" fill="${fg}" opacity=".8"/><rect x="60" y="230" width="280" height="22" rx="11" fill="${fg}" opacity=".4"/></svg>`;
}
