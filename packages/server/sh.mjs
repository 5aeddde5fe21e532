import sharp from 'sharp';
const [,, file, out, width='720'] = process.argv;
const meta = await sharp(file).metadata();
// split tall screenshots into parts of ratio
const w = Number(width); const scale = w / meta.width; const partH = Math.round(1800 / scale);
let i = 0;
for (let top = 0; top < meta.height; top += partH) {
  const h = Math.min(partH, meta.height - top);
  await sharp(file).extract({ left: 0, top, width: meta.width, height: h }).resize(w).png().toFile(`${out}-${i++}.png`);
}
console.log(i, meta.width, meta.height);
