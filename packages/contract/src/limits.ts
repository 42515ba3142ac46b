/** Business constants and limits of spec §9. */
export const LIMITS = {
  currency: 'JOD',
  minimumAge: 18,
  filesPerUpload: 5,
  signupFileBytes: 20_000_000,
  imageBytes: 5 * 1024 * 1024,
  pdfBytes: 5 * 1024 * 1024,
  nameMax: 50,
  areaMax: 20,
  phoneDigits: 10,
  formDescriptionMax: 150,
  descriptionTooltipFrom: 135,
  loginPasswordMin: 6,
  /**
   * One upper bound for every password field (sign-up, reset, change and every login form): a login form must let
   * in whatever a new-password form accepted (the spec's 32 locked out passphrases of 33 to 128 characters).
   */
  passwordMax: 128,
  newPasswordMin: 8,
  toastMs: 3000,
  pollMs: 10_000,
  verifyCountdownSeconds: 120,
  resendCountdownSeconds: 60,
  bannerAutoplayMs: 2000,
  onboardingAutoplayMs: 5000,
  providerSliderLimit: 10,
  providerSliderAnimationMs: 800,
  galleryAnimationMs: 500,
  mapCentre: { lat: 31.9454, lng: 35.9284 },
  mapZoom: 13,
  nearbyRadiusKm: 20,
  /** Direct award: the providers offered serve the sub-category from a location within this distance of the branch. */
  directAwardRadiusKm: 30,
  defaultPhoneCountry: 'JO',
  deviceTypeWeb: 'W',
  cancelFeeWindowSeconds: 300,
  /** Spec §4.5: a provider cancelling less than this many hours before the appointment without approval is fined. */
  providerLateCancelHours: 5,
  /** Spec §4.5: that fine, in JOD. */
  providerLateCancelFine: 10,
  /** Spec §4.5: more cancellations than this by one customer (or provider) in one month are flagged for operators. */
  monthlyCancellationsAllowed: 2,
  /** The longest cancellation reason kept (customer or provider). */
  cancelReasonMax: 500,
  richTextFontSizes: { min: 8, max: 72 },
} as const;

/** Types accepted for sign-up and profile attachments (§5). */
export const SIGNUP_ATTACHMENT_MIMES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

/** Keys of the server-supplied validation-data record (§3 Settings). */
export const VALIDATION_DATA_KEYS = [
  'noOfCharactersPerText',
  'noOfGalleryPhotos',
  'noOfGalleryVideos',
  'durationOfGalleryVideo',
  'orderCancelFees',
  'fileSizeLimit',
  'filePDFSizeLimit',
  'videoSizeLimit',
] as const;
export type ValidationDataKey = (typeof VALIDATION_DATA_KEYS)[number];

/** The largest id a database row can have (int4): a bigger one is refused as invalid before it reaches a query. */
export const DB_ID_MAX = 2_147_483_647;
