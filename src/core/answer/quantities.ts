/**
 * Quantities: a number with a unit of measure ("3 liter", "7.85 g/cm³", "120 kWh", "2 cloves"),
 * or a number under a measure's label ("Density: 7.85"). What "how much water", "what is the
 * density of…", "how heavy…" ask for, as opposed to a sum of money.
 */
import type { ValueSpan } from './values.js';

const UNIT = [
  // mass
  'kg', 'g', 'mg', 'µg', 'mcg', 'tonnes?', 'tons?', 'lbs?', 'oz', 'ounces?', 'grams?', 'grammes?', 'kilograms?', 'kilos?', 'stones?',
  // volume
  'l', 'ml', 'cl', 'dl', 'litres?', 'liters?', 'gal', 'gallons?', 'pints?', 'quarts?', 'cups?', 'tbsp', 'tsp', 'tablespoons?', 'teaspoons?', 'fl\\.? ?oz', 'm3', 'm³', 'cm3', 'cm³', 'cc',
  // length and area
  'mm', 'cm', 'm', 'km', 'inch(?:es)?', 'ft', 'feet', 'foot', 'yds?', 'yards?', 'mi', 'miles?', 'metres?', 'meters?', 'kilometres?', 'kilometers?', 'm2', 'm²', 'sq\\.? ?(?:ft|m)', 'acres?', 'hectares?', 'ha',
  // temperature, energy, power, electricity
  '°\\s?[CF]', 'degrees?(?: (?:celsius|fahrenheit|centigrade))?', 'kWh', 'Wh', 'MWh', 'kW', 'MW', 'W', 'watts?', 'kcal', 'cal', 'calories', 'kJ', 'V', 'volts?', 'mA', 'mAh', 'hp',
  // data, pressure, speed, density, concentration
  'KB', 'kB', 'MB', 'GB', 'TB', 'KiB', 'MiB', 'GiB', 'TiB', 'Mbps', 'Gbps', 'mmHg', 'bar', 'psi', 'kPa', 'MPa', 'hPa', 'Pa', 'km/h', 'kph', 'mph', 'm/s', 'knots?', 'g/cm3', 'g/cm³', 'kg/m3', 'kg/m³', 'g/l', 'mg/dl', 'mmol/l', 'ppm', 'bpm', 'rpm', '%', 'per ?cent',
  // things counted out
  'pieces?', 'slices?', 'cloves?', 'servings?', 'portions?', 'bottles?', 'cans', 'bags?', 'boxes?', 'packs?', 'packets?', 'sheets?', 'rolls?', 'tablets?', 'pills?', 'capsules?', 'drops?', 'doses?', 'handfuls?', 'pinch(?:es)?', 'bunch(?:es)?', 'sticks?',
]
  // Longer units first: "kWh" before "kW" before "W".
  .sort((a, b) => b.length - a.length)
  .join('|');

const NUMBER = '\\d+(?:[.,]\\d+)?|\\d{1,3}(?:[,\\u202f ]\\d{3})+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|twelve|half an?|half|a quarter of an?';
const QUANTITY = new RegExp(`(?<![\\p{L}\\d.,])(?:(?:${NUMBER})(?:\\s?[-–]\\s?(?:\\d+(?:[.,]\\d+)?))?)\\s?(?:${UNIT})(?![\\p{L}\\d])`, 'giu');

/** Measures a label may name over a bare number: "Density: 7.85", "weight (kg) = 12". */
export const MEASURE_WORDS = 'density|weight|mass|height|width|depth|thickness|diameter|temperature|speed|capacity|volume|area|size|dose|dosage|voltage|power|pressure|distance|mileage|altitude|elevation|strength|hardness|concentration|consumption|rainfall|quantity|qty';
const LABELLED_MEASURE = new RegExp(`\\b(?:${MEASURE_WORDS})\\b[^:=\\n]{0,24}[:=]\\s*(-?\\d[\\d,.]*)`, 'gi');

/** A number after the unit or nutrient that names it, as labels and tables write it ("Calories 250", "Calories per portion: 150"). */
const UNIT_FIRST = /\b(?:calories|kcal|energy|sodium|salt|fat|saturated fat|protein|carbohydrates?|sugars?|fib(?:re|er)|cholesterol|caffeine|litres?|liters?|gallons?|miles|kilomet(?:re|er)s|km|kg|kilos|kwh|units)\b(?:[^:=\n\d]{0,24}[:=])?\s*(\d[\d,.]*\d|\d)(?![\d.,]*\s?%)/gi;

export function quantitiesIn(text: string): ValueSpan[] {
  QUANTITY.lastIndex = 0;
  const found = [...text.matchAll(QUANTITY)]
    // "a" and "one" alone before a unit-like word ("a pinch") count only with a real unit word, not "a m".
    .filter((m) => /\d/.test(m[0]) || /[a-z]{3,}\s*$/i.test(m[0]))
    .map((m) => ({ text: m[0].trim(), index: m.index! }));
  LABELLED_MEASURE.lastIndex = 0;
  UNIT_FIRST.lastIndex = 0;
  for (const m of [...text.matchAll(LABELLED_MEASURE), ...text.matchAll(UNIT_FIRST)]) {
    const index = m.index! + m[0].lastIndexOf(m[1]!);
    if (!found.some((f) => f.index <= index && index < f.index + f.text.length)) found.push({ text: m[1]!.replace(/[.,]$/, ''), index });
  }
  return found.sort((a, b) => a.index - b.index);
}
