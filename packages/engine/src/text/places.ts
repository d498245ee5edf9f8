/**
 * Places a CV or a job posting names, so that "Amritsar, Punjab" is read as a place while
 * "Oracle, Business Objects" stays an employer: Bangladesh's divisions, districts and Dhaka's
 * areas, India's states, union territories and largest cities, and the countries our users most often work in
 * or come from.
 */

const BD_NAMES =
  "Dhaka|Chittagong|Chattogram|Sylhet|Khulna|Rajshahi|Barishal|Barisal|Rangpur|Mymensingh|Gazipur|Narayanganj|Comilla|Cumilla|Bogura|Bogra|Jessore|Jashore|Cox'?s Bazar|Savar|Tongi|Uttara|Mirpur|Dhanmondi|Gulshan|Banani|Mohammadpur|Bangladesh";
const INDIAN_STATES =
  'Andhra Pradesh|Arunachal Pradesh|Assam|Bihar|Chhattisgarh|Goa|Gujarat|Haryana|Himachal Pradesh|Jharkhand|Karnataka|Kerala|Madhya Pradesh|Maharashtra|Manipur|Meghalaya|Mizoram|Nagaland|Odisha|Orissa|Punjab|Rajasthan|Sikkim|Tamil Nadu|Telangana|Tripura|Uttar Pradesh|Uttarakhand|West Bengal|Delhi|New Delhi|Chandigarh|Puducherry|Jammu and Kashmir|Ladakh';
/** India's largest cities and IT hubs, where many CVs our importer reads were written. */
const INDIAN_CITIES =
  'Mumbai|Bombay|Pune|Bangalore|Bengaluru|Hyderabad|Secunderabad|Chennai|Madras|Kolkata|Calcutta|Noida|Gurgaon|Gurugram|Ahmedabad|Kochi|Cochin|Thiruvananthapuram|Trivandrum|Coimbatore|Mysore|Mysuru|Mangalore|Nagpur|Indore|Bhopal|Jaipur|Lucknow|Kanpur|Chandigarh|Vadodara|Surat|Visakhapatnam|Vijayawada|Bhubaneswar|Patna|Ranchi|Nashik|Thane|Navi Mumbai|Ghaziabad|Faridabad|Dehradun|Guwahati';
const COUNTRIES =
  'India|Pakistan|Nepal|Bhutan|Sri Lanka|Myanmar|Malaysia|Singapore|Thailand|Indonesia|China|Japan|Korea|Saudi Arabia|UAE|United Arab Emirates|Qatar|Kuwait|Oman|Bahrain|UK|United Kingdom|England|USA|US|United States|Canada|Australia|Germany|France|Italy|Netherlands|Sweden';

/** A town or city by its name alone: no country or region ("Standard Chartered Bangladesh"). */
const TOWNS = new RegExp(`^(?:${BD_NAMES.replace('|Bangladesh', '')}|${INDIAN_CITIES})$`, 'i');

/** A Bangladeshi place named anywhere in a text. */
export const BD_PLACES = new RegExp(`\\b(?:${BD_NAMES})\\b`);

const REGIONS = new RegExp(`^(?:${BD_NAMES}|${INDIAN_STATES}|${INDIAN_CITIES}|${COUNTRIES})$`, 'i');

/**
 * "Amritsar, Punjab", "Mirpur, Dhaka, Bangladesh", "US": a known region, or a place whose last
 * part is one.
 */
export function isKnownPlace(text: string): boolean {
  const parts = text.split(/\s*,\s*/);
  return parts.length <= 3 && REGIONS.test(parts[parts.length - 1]!.trim());
}

/** "Khulna, Bangladesh", "Mirpur, Dhaka": known regions only, so no employer's name. */
export function isRegionList(text: string): boolean {
  const parts = text.split(/\s*,\s*/);
  return parts.length <= 3 && parts.every((part) => REGIONS.test(part.trim()));
}

/**
 * "Sonapur", "Rupnagar", "Tongipara": one word built like the region's towns, on a Bengali or
 * Hindi ending that means town, city, market, village or quarter; no job title ends so.
 */
export const looksLikeTownName = (text: string) =>
  /^\p{Lu}\p{Ll}{2,}(?:pur|nagar|ganj|gonj|abad|gram|hat|bazar|bari|garh|para)$/u.test(text.trim());

/** "Dhaka", "Pune", "Sonapur": a town we know, or one built like the region's towns. */
export const isTown = (text: string) => TOWNS.test(text.trim()) || looksLikeTownName(text);
