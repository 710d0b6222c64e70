/**
 * Course files as OCAD, Purple Pen and Condes export them (tests/fixtures/iof, sources in its
 * README), read by the IOF XML 3.0 reader in jsdom and planned as a level's controls: each
 * course's punching controls, within 1 m of the file's coordinates, and never a start or finish.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../../src/domain/geo';
import { planIofImport, type IofCourseChoice } from '../../../src/domain/iof-course-data';
import { readIofCourseData, type IofFileData } from '../../../src/features/controls/iof-xml-reader';

const FIXTURES = join(__dirname, '../../fixtures/iof');

function read(name: string): IofFileData {
  const result = readIofCourseData(readFileSync(join(FIXTURES, name), 'utf8'));
  if (!result.ok) throw new Error(`${name}: ${result.error}`);
  return result.data;
}

function plan(data: IofFileData, choice: IofCourseChoice) {
  let n = 0;
  return planIofImport(data, choice, { existingCodes: [], makeSecretCode: () => `C${++n}` });
}

/** Every planned control is within 1 m of its `Control/Position` in the file's text. */
function expectPlacedAsInFile(
  xml: string,
  controls: { visualCode: string; lat: number; lng: number }[],
) {
  for (const control of controls) {
    const block = new RegExp(`<Id>${control.visualCode}</Id>\\s*<Position ([^>]*)/>`).exec(xml);
    const attributes = block?.[1] ?? '';
    const lat = Number(/lat="([^"]+)"/.exec(attributes)?.[1]);
    const lng = Number(/lng="([^"]+)"/.exec(attributes)?.[1]);
    expect(distanceMeters(control, { lat, lng }), control.visualCode).toBeLessThan(1);
  }
}

const cases = [
  {
    file: 'ocad-2020-sprint-meylan.xml',
    event: 'Sprint Prépa WOC Meylan',
    courses: [
      { name: 'Homme', count: 22 },
      { name: 'Loggator', count: 22 },
      { name: 'Femme', count: 19 },
    ],
    startsAndFinishes: ['S1', 'S2', 'F1'],
    allControls: 22,
    scale: 4000,
  },
  {
    file: 'purple-pen-3.5.4-teanaway.xml',
    event: 'TeanawayXML',
    courses: [{ name: 'Course 1', count: 2 }],
    startsAndFinishes: ['STA1', 'FIN1'],
    allControls: 2,
    scale: 15000,
  },
  {
    file: 'condes-style-made-here.xml',
    event: 'Kveldsløp Arendal',
    courses: [
      { name: 'A-lang', count: 4 },
      { name: 'A-kort', count: 2 },
    ],
    startsAndFinishes: ['S1', 'F1'],
    allControls: 4,
    scale: 7500,
  },
];

describe.each(cases)('$file', ({ file, event, courses, startsAndFinishes, allControls, scale }) => {
  const xml = readFileSync(join(FIXTURES, file), 'utf8');
  const data = read(file);

  it('reads the event, the map scale and every course by name', () => {
    expect(data.event).toBe(event);
    expect(data.map?.scale).toBe(scale);
    expect(data.courses.map((course) => course.name)).toEqual(courses.map((c) => c.name));
  });

  it.each(courses.map((course, index) => ({ ...course, index })))(
    'plans course $name as $count punching controls within 1 m of the file',
    ({ index, count }) => {
      const { controls, skipped } = plan(data, { kind: 'course', index });
      expect(controls).toHaveLength(count);
      expectPlacedAsInFile(xml, controls);
      const codes = controls.map((control) => control.visualCode);
      for (const code of startsAndFinishes) expect(codes).not.toContain(code);
      expect(skipped.every((skip) => skip.reason === 'START_OR_FINISH')).toBe(true);
    },
  );

  it('plans every control of the file without its starts and finishes', () => {
    const { controls, skipped } = plan(data, { kind: 'all' });
    expect(controls).toHaveLength(allControls);
    expectPlacedAsInFile(xml, controls);
    expect(skipped.map((skip) => skip.code).sort()).toEqual([...startsAndFinishes].sort());
  });
});

describe('OCAD 2020 export', () => {
  const data = read('ocad-2020-sprint-meylan.xml');

  it('keeps the second start (S2, the map exchange) out of a course that visits it midway', () => {
    const homme = plan(data, { kind: 'course', index: 0 });
    const codes = homme.controls.map((control) => control.visualCode);
    expect(codes).not.toContain('S2');
    // 46, punched just before the map exchange at S2's place, stays a control.
    expect(codes.slice(8, 10)).toEqual(['46', '39']);
  });

  it('reads the map extent in negative millimetres', () => {
    expect(data.map).toEqual({
      scale: 4000,
      topLeftMm: { x: -204, y: 135.6 },
      bottomRightMm: { x: 156.1, y: -111.3 },
    });
  });
});

describe('Condes-style file', () => {
  it('reads the course family', () => {
    expect(read('condes-style-made-here.xml').courses.map((c) => c.family)).toEqual(['A', 'A']);
  });
});
