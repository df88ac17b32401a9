/** An ordered list of steps as cards: the number, a title (h3 under the section's h2) and a sentence or two. */
export function NumberedSteps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="company-steps">
      {steps.map((step, index) => (
        <li key={step.title} className="company-steps__step">
          <span className="company-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
