export default function Home() {
  return <main>Exportly</main>;
}
