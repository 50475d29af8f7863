import { describe, expect, it } from 'vitest';
import { extractiveAnswer } from '../../src/core/answer/extractive.js';
import { hit, jsonHit } from '../helpers/answer-hits.js';
import { questionType } from '../../src/core/answer/question-type.js';



describe('the not-found decision: a value must belong to what is asked', () => {
  const notes = hit(1, '/notes/house.txt', 'The roofer came on Monday and looked at the gutters over the porch. He will send a quote next week.\n\nI asked the agency to refund $80 of the deposit for the broken gutters.');

  it('does not give another sum from a file that names who charged it elsewhere', () => {
    expect(extractiveAnswer('How much did the roofer charge for the gutters?', [notes]).found).toBe(false);
  });

  it('gives the sum when its line says whose it is', () => {
    const billed = hit(1, '/notes/house.txt', 'The roofer charged $120 for clearing the gutters over the porch.');
    const a = extractiveAnswer('How much did the roofer charge for the gutters?', [billed]);
    expect(a.found).toBe(true);
    expect(a.text).toContain('$120');
  });

  it('takes whose a bare field is from its record', () => {
    const shop = jsonHit('/shop/catalogue.jsonl', [
      ['/0/name', 'name: Garden Hose'],
      ['/0/price', 'price: 19.50'],
      ['/1/name', 'name: Watering Can'],
      ['/1/price', 'price: 8.25'],
    ]);
    const a = extractiveAnswer('How much does the garden hose cost?', [shop]);
    expect(a.found).toBe(true);
    expect(a.text).toContain('19.50');
  });

  it('does not answer "what street" with a neighbourhood and a city', () => {
    const photo = hit(1, '/photos/harbour.jpg', 'Description: the harbour at dawn. Photo taken on Sunday 2 June 2019 at 09:12. Camera: X100F (Fujifilm). Place: Old Town, Tallinn, Estonia.');
    expect(extractiveAnswer('What street was the harbour photo taken on?', [photo]).found).toBe(false);
    const addressed = hit(1, '/photos/harbour.jpg', 'Description: the harbour at dawn. Photo taken on Sunday 2 June 2019 at 09:12. Camera: X100F (Fujifilm). Place: 12 Pikk Street, Tallinn, Estonia.');
    expect(extractiveAnswer('What street was the harbour photo taken on?', [addressed]).found).toBe(true);
  });
});

describe('the not-found decision: names the question gives', () => {
  it('does not take the word opening a second sentence of the question for a name', () => {
    const photo = hit(1, '/photos/drone.jpg', 'Photo taken on Friday 4 August 2023 at 18:40. Camera: Mini 3 (DJI). Place: Kadriorg, Tallinn, Estonia. GPS coordinates: 59.437, 24.745 (altitude 120 m).');
    const a = extractiveAnswer('Where was the drone picture taken? Show me its coordinates.', [photo]);
    expect(a.found).toBe(true);
    expect(a.text).toContain('Tallinn');
  });

  it('finds a name the file prints without its accents', () => {
    const receipt = hit(1, '/receipts/cafe.jpg', 'CAFE MULLER\nBahnhofstrasse 4\n1 Cappuccino 4.20\n1 Apfelstrudel 6.80\nTOTAL 11.00');
    const a = extractiveAnswer('What was the total at Café Müller?', [receipt]);
    expect(a.found).toBe(true);
    expect(a.text).toContain('11.00');
  });
});

describe('the not-found decision: the kind of value asked for', () => {
  it('reads a code, a password or a combination as an identifier to give, not a line that mentions one', () => {
    expect(questionType('What is the door code for the cabin?')).toBe('code');
    expect(questionType("What's the wifi password at the office?")).toBe('code');
    expect(questionType('What does the code of conduct say about gifts?')).not.toBe('code');
    const plan = hit(1, '/trips/cabin.txt', 'Cabin weekend: check-in after 4pm, the owner will send the door code on Friday. Bring firewood.');
    expect(extractiveAnswer('What is the door code for the cabin?', [plan]).found).toBe(false);
  });

  it('reads "how massive" as a measure, which a comparison without a figure does not give', () => {
    expect(questionType('How massive is the comet?')).toBe('quantity');
    const notes = hit(1, '/astro/tempel.txt', 'Tempel 1 is a periodic comet visited by the Deep Impact probe in 2005. The comet is far less massive than the moon Phobos.');
    expect(extractiveAnswer('How massive is the comet Tempel 1?', [notes]).found).toBe(false);
  });
});
