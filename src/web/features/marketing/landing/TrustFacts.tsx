import classes from './TrustFacts.module.css';

export interface TrustFact {
  value: string;
  label: string;
}

/** Large figures with what they mean; only facts Motio states about itself. */
export function TrustFacts({ facts }: { facts: readonly TrustFact[] }) {
  return (
    <dl className={classes.grid}>
      {facts.map((fact) => (
        <div key={fact.value} className={classes.fact}>
          <dt className={classes.value}>{fact.value}</dt>
          <dd className={classes.label}>{fact.label}</dd>
        </div>
      ))}
    </dl>
  );
}
