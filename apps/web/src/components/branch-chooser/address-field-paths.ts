/**
 * The API's flat fields of a new address (orders and RFPs) and the field of the new-address form that shows
 * an error about each: the place's parts all land on the map, the phone's two parts on the phone.
 */
export const ADDRESS_FIELD_PATHS = {
  name: 'address.name',
  email: 'address.email',
  countryCode: 'address.phoneNo',
  phoneNo: 'address.phoneNo',
  latitude: 'address.location',
  longitude: 'address.location',
  country: 'address.location',
  city: 'address.location',
  area: 'address.location',
  branchName: 'address.saveAs',
  saveAs: 'address.saveAs',
  isSave: 'address.saveAs',
} as const satisfies Record<string, `address.${string}`>;
