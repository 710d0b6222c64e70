/**
 * The IOF XML 3.0 reader, in jsdom (its DOMParser), on files shaped as OCAD and Purple Pen write
 * them.
 */
import { describe, expect, it } from 'vitest';
import { readIofCourseData } from '../../../src/features/controls/iof-xml-reader';

const NS = 'http://www.orienteering.org/datastandard/3.0';

const courseData = (body: string, ns = NS) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<CourseData xmlns="${ns}" iofVersion="3.0" creator="test">
  <Event><Name>Test</Name></Event>
  <RaceCourseData>
    <Map><Scale>10000</Scale></Map>
    ${body}
  </RaceCourseData>
</CourseData>`;

const FILE = courseData(`
    <Control type="Start"><Id>STA1</Id><Position lng="8.7300" lat="58.4800"/></Control>
    <Control><Id>31</Id><Position lng="8.7310" lat="58.4810"/><MapPosition x="1" y="2"/></Control>
    <Control><Id> 32 </Id><Position lng="8.7320" lat="58.4820"/></Control>
    <Control><Id>33</Id></Control>
    <Control type="Finish"><Id>FIN1</Id><Position lng="8.7350" lat="58.4850"/></Control>
    <Course>
      <Name>Score A</Name>
      <CourseControl type="Start"><Control>STA1</Control></CourseControl>
      <CourseControl type="Control"><Control>31</Control><LegLength>120</LegLength><Score>3</Score></CourseControl>
      <CourseControl type="Control"><Control>32</Control></CourseControl>
      <CourseControl type="Finish"><Control>FIN1</Control></CourseControl>
    </Course>
    <Course>
      <CourseControl type="Control"><Control>33</Control><Score>2.5</Score></CourseControl>
    </Course>`);

describe('readIofCourseData', () => {
  it('reads the controls: code, WGS84 position and type', () => {
    const result = readIofCourseData(FILE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.controls).toEqual([
      { code: 'STA1', lat: 58.48, lng: 8.73, type: 'Start' },
      { code: '31', lat: 58.481, lng: 8.731, type: null },
      { code: '32', lat: 58.482, lng: 8.732, type: null },
      { code: '33', lat: null, lng: null, type: null },
      { code: 'FIN1', lat: 58.485, lng: 8.735, type: 'Finish' },
    ]);
  });

  it('reads the courses with each control visit, its type and score', () => {
    const result = readIofCourseData(FILE);
    if (!result.ok) throw new Error(result.error);
    expect(result.data.courses).toEqual([
      {
        name: 'Score A',
        family: null,
        controls: [
          { code: 'STA1', type: 'Start', score: null },
          { code: '31', type: 'Control', score: 3 },
          { code: '32', type: 'Control', score: null },
          { code: 'FIN1', type: 'Finish', score: null },
        ],
      },
      { name: '#2', family: null, controls: [{ code: '33', type: 'Control', score: 2.5 }] },
    ]);
  });

  it('reads a position that is not a number as NaN (refused later as a bad position)', () => {
    const result = readIofCourseData(
      courseData('<Control><Id>1</Id><Position lng="east" lat="58"/></Control>'),
    );
    if (!result.ok) throw new Error(result.error);
    expect(result.data.controls[0]?.lng).toBeNaN();
  });

  it.each([
    // jsdom's parser notices the text outside any element at the end of its line 2.
    { name: 'text that is not XML', xml: 'Id;Lat;Lng\n31;58.4;8.7', line: 2 },
    {
      name: 'broken XML',
      xml: `<CourseData xmlns="${NS}">\n<RaceCourseData>\n</CourseData>`,
      line: 3,
    },
    { name: 'an empty file', xml: '', line: 1 },
  ])('refuses $name as NOT_XML naming line $line', ({ xml, line }) => {
    expect(readIofCourseData(xml)).toEqual({ ok: false, error: 'NOT_XML', line });
  });

  it.each([
    {
      name: 'IOF XML 2.0.3',
      xml: '<?xml version="1.0"?><CourseData><IOFVersion version="2.0.3"/><Control><ControlCode>31</ControlCode></Control></CourseData>',
      element: 'CourseData',
    },
    {
      name: 'another namespace',
      xml: courseData('', 'http://example.com/other'),
      element: 'CourseData',
    },
    {
      name: 'another IOF 3.0 message',
      xml: `<ResultList xmlns="${NS}" iofVersion="3.0"></ResultList>`,
      element: 'ResultList',
    },
  ])('refuses $name as NOT_IOF_3 naming its root element', ({ xml, element }) => {
    expect(readIofCourseData(xml)).toEqual({ ok: false, error: 'NOT_IOF_3', element });
  });

  it('refuses a Control without an Id, naming which one', () => {
    const xml = courseData(
      '<Control><Id>31</Id><Position lng="8.7" lat="58.4"/></Control><Control><Position lng="8.7" lat="58.4"/></Control>',
    );
    expect(readIofCourseData(xml)).toEqual({
      ok: false,
      error: 'CONTROL_WITHOUT_ID',
      element: 'Control 2',
    });
  });

  it.each([
    { name: 'no controls', body: '' },
    {
      name: 'controls without a Position',
      body: '<Control><Id>31</Id><MapPosition x="1" y="1"/></Control>',
    },
  ])('refuses a file with $name as NO_POSITIONS', ({ body }) => {
    expect(readIofCourseData(courseData(body))).toEqual({ ok: false, error: 'NO_POSITIONS' });
  });
});
