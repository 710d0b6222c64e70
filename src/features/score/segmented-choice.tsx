/**
 * One of a few choices as buttons side by side (radio buttons under their legend, styled as a
 * segmented control in score.css): the ranking's period, individuals or teams.
 */
export function SegmentedChoice<T extends string>({
  name,
  legend,
  choices,
  labels,
  value,
  onChange,
}: {
  /** The radio group's name. */
  name: string;
  legend: string;
  /** The choices in the order shown, and each one's words. */
  choices: readonly T[];
  labels: Readonly<Record<T, string>>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span>{labels[choice]}</span>
        </label>
      ))}
    </fieldset>
  );
}
