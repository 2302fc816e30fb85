// The gallery as the API sends it (spec section 3).
export interface Photo {
  id: number;
  url: string;
  descripcion: string;
  activo: boolean;
  createdAt: string;
}

export interface Favorite {
  usuarioId: number;
  fotografiaId: number;
}

export interface PhotoComment {
  id: number;
  contenido: string;
  usuarioId: number | null;
  fotografiaId: number;
  fecha: string;
  usuario: { nombre: string } | null;
}
