import { Link } from "react-router-dom";

export default function AdminNotFound() {
  return (
    <div className="adm-empty">
      <h1>Página no encontrada</h1>
      <Link to="/admin/dashboard">Volver al panel</Link>
    </div>
  );
}
