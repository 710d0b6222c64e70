import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { LevelControl } from '../../api/controls-api';
import { ControlIconImage } from '../../ui/map/control-icon';
import { HeadedSection } from '../../ui/headed-section';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** The level's controls by visual code, in natural order (31, 32, ..., 100). */
export function sortedByCode(controls: readonly LevelControl[]): LevelControl[] {
  return [...controls].sort((a, b) =>
    collator.compare(a.control?.visualCode ?? '', b.control?.visualCode ?? ''),
  );
}

/** The level's controls as a list, each a button that selects it (as tapping it on the map). */
export function LevelControlList({
  controls,
  selectedControlId,
  onSelect,
}: {
  controls: readonly LevelControl[];
  selectedControlId: string | undefined;
  onSelect: (controlId: string) => void;
}) {
  const { t } = useLingui();
  const codeLabel = (secretCode: string) => t`Code: ${secretCode}`;
  return (
    <HeadedSection
      className="control-panel"
      title={
        <Plural
          value={controls.length}
          _0="No controls on this level yet"
          one="# control on this level"
          other="# controls on this level"
        />
      }
    >
      <ul className="level-control-list">
        {sortedByCode(controls).map((link) =>
          link.control ? (
            <li key={link.id}>
              <button
                type="button"
                className="level-control-item"
                aria-pressed={link.controlId === selectedControlId}
                onClick={() => onSelect(link.controlId)}
              >
                <ControlIconImage points={link.points} sizePx={28} />
                <span className="level-control-code">{link.control.visualCode}</span>
                <span>
                  <Plural value={link.points} one="# point" other="# points" />
                </span>
                <span className="secret-code">{codeLabel(link.control.secretCode ?? '')}</span>
              </button>
            </li>
          ) : null,
        )}
      </ul>
      <p className="field-hint">
        <Trans>Choose a control to edit it, or tap the map to add one.</Trans>
      </p>
    </HeadedSection>
  );
}
