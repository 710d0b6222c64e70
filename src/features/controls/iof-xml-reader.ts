/**
 * Reads an IOF XML 3.0 CourseData file (the text of the file the editor chose) into the records
 * src/domain/iof-course-data.ts maps: every `RaceCourseData/Control` (Id, Position lng/lat, type)
 * and every `Course` with its `CourseControl`s (Control, type, Score). Elements are matched in the
 * IOF 3.0 namespace only, so an IOF 2.0.3 file or any other XML is refused as NOT_IOF_3.
 */
import {
  IOF_3_NAMESPACE,
  hasAnyPosition,
  type IofControlRecord,
  type IofCourseData,
  type IofCourseRecord,
} from '../../domain/iof-course-data';

/** Why a file cannot be imported: not IOF 3.0 CourseData XML, or no control has a position. */
export type IofReadError = 'NOT_IOF_3' | 'NO_POSITIONS';

export type IofReadResult = { ok: true; data: IofCourseData } | { ok: false; error: IofReadError };

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

function readCourse(element: Element, index: number): IofCourseRecord {
  const controls = children(element, 'CourseControl').flatMap((courseControl) => {
    const score = numberOrNull(childText(courseControl, 'Score'));
    // A CourseControl may list several codes (alternatives at one place): each counts.
    return children(courseControl, 'Control')
      .map((code) => code.textContent?.trim() ?? '')
      .filter((code) => code !== '')
      .map((code) => ({ code, type: typeOf(courseControl), score }));
  });
  return { name: childText(element, 'Name') ?? `#${index + 1}`, controls };
}

/** The CourseData of `xml`, or why it cannot be imported. */
export function readIofCourseData(xml: string): IofReadResult {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const root = document.documentElement;
  const malformed = document.getElementsByTagName('parsererror').length > 0;
  if (malformed || root.namespaceURI !== IOF_3_NAMESPACE || root.localName !== 'CourseData') {
    return { ok: false, error: 'NOT_IOF_3' };
  }
  const races = children(root, 'RaceCourseData');
  const controls = races.flatMap((race) =>
    children(race, 'Control').flatMap((element) => readControl(element) ?? []),
  );
  const courses = races.flatMap((race) => children(race, 'Course')).map(readCourse);
  const data: IofCourseData = { controls, courses };
  return hasAnyPosition(data) ? { ok: true, data } : { ok: false, error: 'NO_POSITIONS' };
}
