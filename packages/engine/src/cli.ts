// Usage: node --import tsx packages/engine/src/cli.ts <person> <garment> <upper|lower|full> <out.jpg|out.png>
import { readFile, writeFile } from 'node:fs/promises';
import { analyseGarment } from './garment.ts';
import { analysePerson } from './analyse-person.ts';
import { tryOn } from './tryon.ts';
import { GARMENT_CATEGORIES, isEngineRefusal, type GarmentCategory } from './types.ts';

async function main(): Promise<number> {
  const [personPath, garmentPath, category, outPath] = process.argv.slice(2);
  if (!personPath || !garmentPath || !outPath || !GARMENT_CATEGORIES.includes(category as GarmentCategory)) {
    console.error('usage: cli.ts <person-image> <garment-image> <upper|lower|full> <output.jpg|.png>');
    return 2;
  }
  const cat = category as GarmentCategory;
  const lap = (() => {
    let t = performance.now();
    return (label: string) => {
      const now = performance.now();
      console.log(`${label.padEnd(22)} ${(now - t).toFixed(0).padStart(6)} ms`);
      t = now;
    };
  })();
  try {
    const [person, garment] = await Promise.all([readFile(personPath), readFile(garmentPath)]);
    lap('read files');
    const pa = await analysePerson(person, { category: cat });
    lap('analyse person');
    const ga = await analyseGarment(garment, cat);
    lap('analyse garment');
    const image = await tryOn(person, pa, garment, ga, cat, {
      format: outPath.endsWith('.png') ? 'png' : 'jpeg',
      onTiming: (stage, ms) => console.log(`  generate/${stage.padEnd(11)} ${ms.toFixed(0).padStart(6)} ms`),
    });
    lap('generate (total)');
    await writeFile(outPath, image);
    console.log(`wrote ${outPath} (${pa.width}x${pa.height}, ${pa.framing}, garment ${ga.presentation}${ga.shape ? ` ${ga.shape}` : ''})`);
    return 0;
  } catch (e) {
    if (isEngineRefusal(e)) {
      console.error(`refused (${e.reason}): ${e.message}`);
      return 3;
    }
    throw e;
  }
}

process.exitCode = await main();
