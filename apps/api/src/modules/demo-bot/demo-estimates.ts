/**
 * What a demo provider finds and proposes, by category of the order (reference data ids), so an office
 * cleaning is not estimated with a plumber's seal kit. The amounts are the same for every trade (JOD).
 */
const FEES = { visitFees: 10, estimateServiceFees: 35, estimateSparePartFees: 12.5 };

type Texts = { estimateProblemDesc: string; sparePartDescription: string; notes: string };

const BY_CATEGORY: Record<number, Texts> = {
  1: {
    estimateProblemDesc: 'Worn seal and a cracked fitting behind the unit.',
    sparePartDescription: 'One fitting and a seal kit.',
    notes: 'Parts are available today; the work takes about two hours.',
  },
  2: {
    estimateProblemDesc: 'Heavier soiling than described: carpets and kitchen surfaces need a deep clean.',
    sparePartDescription: 'Professional detergents and carpet shampoo.',
    notes: 'A team of two; the work takes about three hours.',
  },
  3: {
    estimateProblemDesc: 'Overgrown hedges and two broken drip lines in the irrigation.',
    sparePartDescription: 'Drip line, connectors and fertiliser.',
    notes: 'The garden is done in half a day; green waste is taken away.',
  },
  4: {
    estimateProblemDesc: 'Signs of cockroaches in the kitchen and store room.',
    sparePartDescription: 'Licensed gel bait and spray treatment.',
    notes: 'Keep the rooms closed for four hours after the treatment.',
  },
  5: {
    estimateProblemDesc: 'More furniture than listed, including two wardrobes to dismantle.',
    sparePartDescription: 'Boxes, bubble wrap and stretch film.',
    notes: 'One truck and three movers; about five hours.',
  },
  6: {
    estimateProblemDesc: 'Dust build-up on the panels and a loose cable clamp.',
    sparePartDescription: 'Cable clamps and a cleaning kit for panels.',
    notes: 'Best done early in the morning, before the panels heat up.',
  },
  7: {
    estimateProblemDesc: 'Damp behind the tiles; the wall needs treating before new finishing.',
    sparePartDescription: 'Waterproofing coat, tile adhesive and grout.',
    notes: 'The work takes two days, including drying time.',
  },
  8: {
    estimateProblemDesc: 'The brief needs one more round of changes than planned.',
    sparePartDescription: 'Licensed stock images.',
    notes: 'Delivery within three working days.',
  },
};

/** The estimate a demo provider sends for an order of this category (maintenance wording if unknown). */
export function demoEstimateFor(categoryId: number | null | undefined) {
  const texts = BY_CATEGORY[categoryId ?? 1] ?? BY_CATEGORY[1]!;
  return { estimateProblemDesc: texts.estimateProblemDesc, estimateIsSparePartNeeded: true, sparePartDescription: texts.sparePartDescription, ...FEES, notes: texts.notes };
}
