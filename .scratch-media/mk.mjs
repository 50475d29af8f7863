import sharp from 'sharp';
const svg = (t, bg) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="${bg}"/><text x="40" y="200" font-family="DejaVu Sans" font-size="44" fill="black">${t}</text></svg>`);
await sharp(svg('QUARTERLY BUDGET REVIEW','white')).png().toFile('f1.png');
await sharp(svg('ZEBRA MIGRATION FACTS','#ffe080')).png().toFile('f2.png');
