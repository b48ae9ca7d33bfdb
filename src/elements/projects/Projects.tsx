export function Projects() {
  return (
    <section className="screen" aria-labelledby="projects-title" part="projects">
      <div className="container">
        <h1 id="projects-title" className="screen-title" tabIndex={-1}>My Work</h1>
        <p className="screen-lead">A selection of things I've built recently, from side projects to client work.</p>
      </div>
    </section>
  );
}
