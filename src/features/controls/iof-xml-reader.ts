/**
 * Reads an IOF XML 3.0 CourseData file (the text of the file the editor chose) into the records
 * src/domain/iof-course-data.ts maps: every `RaceCourseData/Control` (Id, Position lng/lat, type)
 * and every `Course` with its name, `CourseFamily` and `CourseControl`s (Control, type, Score),
 * plus the event's name and the `Map` element (scale and extent in millimetres on the map).
 *
 * Written for the files OCAD, Purple Pen and Condes export: attributes in any order (OCAD writes
 * `lng` before `lat`), no `type` on OCAD's controls (a course's `CourseControl type="Start"` says
 * which are starts, several per course with a map exchange), map positions in negative
 * millimetres (not used: the WGS84 `Position` places a control). Elements are matched in the IOF
 * 3.0 namespace only, so an IOF 2.0.3 file or any other XML is refused as NOT_IOF_3 naming the
 * element found; XML that does not parse is refused as NOT_XML with the line the parser names.
 */
import {
  IOF_3_NAMESPACE,
  hasAnyPosition,
  type IofControlRecord,
  type IofCourseData,
  type IofCourseRecord,
} from '../../domain/iof-course-data';

/** Why a file cannot be imported. */
export type IofReadError = 'NOT_XML' | 'NOT_IOF_3' | 'NO_POSITIONS' | 'CONTROL_WITHOUT_ID';

/** A course of the file, with the family (`CourseFamily`) Purple Pen and OCAD may write. */
export interface IofFileCourse extends IofCourseRecord {
  family: string | null;
}

/** The file's `Map`: its scale and the extent corners in millimetres on the map. */
export interface IofMapRecord {
  scale: number | null;
  topLeftMm: { x: number; y: number } | null;
  bottomRightMm: { x: number; y: number } | null;
}

export interface IofFileData extends IofCourseData {
  event: string | null;
  map: IofMapRecord | null;
  courses: readonly IofFileCourse[];
}

export type IofReadFailure = {
  ok: false;
  error: IofReadError;
  /** NOT_XML: the line the XML parser stopped at, when it says. */
  line?: number;
  /** NOT_IOF_3: the root element found; CONTROL_WITHOUT_ID: which `Control` (e.g. "Control 3"). */
  element?: string;
};

export type IofReadResult = { ok: true; data: IofFileData } | IofReadFailure;

function children(parent: Element, localName: string): Element[] {
  return [...parent.children].filter(
    (child) => child.namespaceURI === IOF_3_NAMESPACE && child.localName === localName,
  );
}

function childText(parent: Element, localName: string): string | null {
  const text = children(parent, localName)[0]?.textContent?.trim();
  return text ? text : null;
}

function numberOrNull(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : Number.NaN;
}

/** The `type` attribute, or a `Type` child as some writers put it. */
function typeOf(element: Element): string | null {
  return element.getAttribute('type') ?? childText(element, 'Type');
}

function readControl(element: Element): IofControlRecord | null {
  const code = childText(element, 'Id');
  if (code === null) return null;
  const position = children(element, 'Position')[0];
  return {
    code,
    lat: numberOrNull(position?.getAttribute('lat')),
    lng: numberOrNull(position?.getAttribute('lng')),
    type: typeOf(element),
  };
}

function readCourse(element: Element, index: number): IofFileCourse {
  const controls = children(element, 'CourseControl').flatMap((courseControl) => {
    const score = numberOrNull(childText(courseControl, 'Score'));
    // A CourseControl may list several codes (alternatives at one place): each counts.
    return children(courseControl, 'Control')
      .map((code) => code.textContent?.trim() ?? '')
      .filter((code) => code !== '')
      .map((code) => ({ code, type: typeOf(courseControl), score }));
  });
  return {
    name: childText(element, 'Name') ?? `#${index + 1}`,
    family: childText(element, 'CourseFamily'),
    controls,
  };
}

function mapPosition(element: Element | undefined): { x: number; y: number } | null {
  const x = numberOrNull(element?.getAttribute('x'));
  const y = numberOrNull(element?.getAttribute('y'));
  return x !== null && y !== null && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

function readMap(race: Element): IofMapRecord | null {
  const map = children(race, 'Map')[0];
  if (!map) return null;
  const scale = numberOrNull(childText(map, 'Scale'));
  return {
    scale: scale !== null && Number.isFinite(scale) && scale > 0 ? scale : null,
    topLeftMm: mapPosition(children(map, 'MapPositionTopLeft')[0]),
    bottomRightMm: mapPosition(children(map, 'MapPositionBottomRight')[0]),
  };
}

/**
 * The line a parser error names: Chromium "error on line 4 at column 4", Firefox "Line Number 4",
 * jsdom "4:4: unexpected close tag".
 */
function parserErrorLine(text: string): number | undefined {
  const match = /line(?: number)? (\d+)/i.exec(text) ?? /^\s*(\d+):\d+:/m.exec(text);
  return match?.[1] ? Number(match[1]) : undefined;
}

/** The CourseData of `xml`, or why it cannot be imported. */
export function readIofCourseData(xml: string): IofReadResult {
  if (xml.trim() === '') return { ok: false, error: 'NOT_XML', line: 1 };
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const parserError = document.getElementsByTagName('parsererror')[0];
  if (parserError) {
    const line = parserErrorLine(parserError.textContent ?? '');
    return line === undefined
      ? { ok: false, error: 'NOT_XML' }
      : { ok: false, error: 'NOT_XML', line };
  }
  const root = document.documentElement;
  if (root.namespaceURI !== IOF_3_NAMESPACE || root.localName !== 'CourseData') {
    return { ok: false, error: 'NOT_IOF_3', element: root.localName };
  }
  const races = children(root, 'RaceCourseData');
  const controlElements = races.flatMap((race) => children(race, 'Control'));
  const controls: IofControlRecord[] = [];
  for (const [index, element] of controlElements.entries()) {
    const control = readControl(element);
    if (!control)
      return { ok: false, error: 'CONTROL_WITHOUT_ID', element: `Control ${index + 1}` };
    controls.push(control);
  }
  const courses = races.flatMap((race) => children(race, 'Course')).map(readCourse);
  const event = children(root, 'Event')[0];
  const data: IofFileData = {
    event: event ? childText(event, 'Name') : null,
    map: races[0] ? readMap(races[0]) : null,
    controls,
    courses,
  };
  return hasAnyPosition(data) ? { ok: true, data } : { ok: false, error: 'NO_POSITIONS' };
}
